import Glibc

/// A virtual device that cannot be created or written, with a message that
/// names it and says what to do.
public struct UinputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the virtual device failed; each reason gets its own advice in `description`.
    public enum Reason: Equatable, Sendable {
        /// `/dev/uinput` does not exist (`ENOENT`), or no driver answers it
        /// (`ENODEV`, `ENXIO`): the uinput module is not loaded.
        case uinputMissing
        /// The user may not open `/dev/uinput` for writing (`EACCES`/`EPERM`).
        case permissionDenied
        /// The kernel made the device but libevdev could not name its node
        /// (`UI_GET_SYSNAME` missing, kernels before 3.15).
        case noDeviceNode
        /// Any other failure: the errno and the failing call.
        case system(errno: Int32, call: String, text: String)
    }

    /// The node every virtual input device is made through.
    public static let uinputPath = "/dev/uinput"

    /// The virtual device's name, from its description.
    public var device: String
    /// Why it failed, which decides what the message tells the user to do.
    public var reason: Reason

    /// Makes the error for `device` (its name) failing for `reason`.
    public init(device: String, reason: Reason) {
        self.device = device
        self.reason = reason
    }

    /// The error for a failed call on behalf of `device`, by errno: the cases a
    /// user can act on get their own reason and advice.
    public init(device: String, errno: Int32, call: String) {
        switch errno {
        case ENOENT, ENODEV, ENXIO: self.init(device: device, reason: .uinputMissing)
        case EACCES, EPERM: self.init(device: device, reason: .permissionDenied)
        default:
            self.init(device: device, reason: .system(errno: errno, call: call, text: String(cString: strerror(errno))))
        }
    }

    public var description: String {
        let path = Self.uinputPath
        return switch reason {
        case .uinputMissing:
            "\(path) does not exist, so the virtual device \"\(device)\" cannot be created: load the uinput module (sudo modprobe uinput). In a container, pass \(path) through; in a virtual machine, use a kernel built with CONFIG_INPUT_UINPUT."
        case .permissionDenied:
            "permission denied opening \(path) to create the virtual device \"\(device)\". Run as root, or give your user write access with a udev rule such as KERNEL==\"uinput\", GROUP=\"input\", MODE=\"0660\" (then join the `input` group and log in again)."
        case .noDeviceNode:
            "the virtual device \"\(device)\" was created, but its /dev/input node could not be found (this kernel lacks UI_GET_SYSNAME, added in Linux 3.15). Use a newer kernel."
        case .system(let errno, let call, let text):
            "\(call) failed for the virtual device \"\(device)\": \(text) (errno \(errno))."
        }
    }
}

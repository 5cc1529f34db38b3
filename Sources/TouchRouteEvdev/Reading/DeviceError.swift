/// A device that cannot be found, opened or read, with a message that names it
/// and says what to do, in terms of the device and the system: a program on
/// top (such as the `touchroute` command) words its own remedies from `reason`.
public struct DeviceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why the device cannot be used; a program words its own remedy from it.
    public enum Reason: Equatable, Sendable {
        /// No `/dev/input/event*` node is a touchscreen (or none can be read).
        case noTouchscreens
        /// The directory of event nodes itself is missing.
        case noInputDirectory
        /// The node does not exist.
        case notFound
        /// The user may not read the node (`EACCES`/`EPERM`).
        case permissionDenied
        /// Another program holds the exclusive grab (`EBUSY`).
        case grabbed
        /// The path exists but is not a character device: a regular file, a
        /// directory, …
        case notAnEventNode(NodeKind)
        /// The node is an input device, but not a touchscreen.
        case notATouchscreen(DeviceKind)
        /// The device went away (`ENODEV`).
        case removed
        /// A `TouchSession` cannot take this input beside the one named here:
        /// a recording plays alone (its time is the window's), while any
        /// number of devices may share a session.
        case sessionInUse(by: String)
        /// Any other system error: the errno and the failing call.
        case system(errno: Int32, call: String, text: String)
    }

    /// The node, such as `/dev/input/event5`, or the directory searched.
    public var device: String
    /// Why the device cannot be used.
    public var reason: Reason

    /// Makes an error from its parts; each parameter is the property of the same name.
    public init(device: String, reason: Reason) {
        self.device = device
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .noTouchscreens:
            "no touchscreen found in \(device). Check that one is plugged in and that its event nodes can be read; if they cannot, install udev/70-touchroute-touchscreen.rules (see udev/README.md) or add yourself to the `input` group."
        case .noInputDirectory:
            "\(device) does not exist, so this system shows no input devices: in a container, pass the touchscreen's node through (e.g. --device /dev/input/event5); in a virtual machine, attach a touchscreen."
        case .notFound:
            "\(device) does not exist. Check the path: touchscreens are event nodes such as /dev/input/event5."
        case .permissionDenied:
            "permission denied opening \(device). Install udev/70-touchroute-touchscreen.rules so the logged-in user may read touchscreens (see udev/README.md), or add yourself to the `input` group (`sudo usermod -aG input $USER`, then log in again)."
        case .grabbed:
            "\(device) is grabbed exclusively by another program (EBUSY), such as a compositor, an X server or another reader that grabs. Stop that program, or read the device without a grab, alongside it."
        case .notAnEventNode(let kind):
            "\(device) is \(kind), not an input event node: touchscreens are event nodes such as /dev/input/event5."
        case .notATouchscreen(let kind):
            "\(device) is not a touchscreen: \(kind.explanation). Choose a touchscreen instead."
        case .removed:
            "\(device) was removed (ENODEV): the device was unplugged or its driver went away."
        case .sessionInUse(let current):
            "\(device) cannot join the touch session: it already has \(current), and a recording plays alone (its time becomes the window's), though any number of devices may share a session. Make another TouchSession, with its own window, for \(device)."
        case .system(let errno, let call, let text):
            "\(call) failed on \(device): \(text) (errno \(errno))."
        }
    }
}

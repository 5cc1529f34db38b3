import CLibevdev
import Glibc
import TouchRouteEvdev

/// A virtual input device made through `/dev/uinput`: the kernel gives it a
/// `/dev/input/eventN` node that readers open like any real device, and every
/// event written here comes out of that node.
///
/// ```
///  DeviceDescription ─▶ LibevdevDescription (libevdev_new, in memory)
///     ─▶ libevdev_uinput_create_from_device(…, LIBEVDEV_UINPUT_OPEN_MANAGED, …)
///     ─▶ devnode ◀─ readers;  write(_:) ─▶ libevdev_uinput_write_event ─▶ devnode
///  destroy() / deinit ─▶ libevdev_uinput_destroy: readers see the device removed (ENODEV)
/// ```
///
/// The kernel stamps each event with its own time when it is written; the
/// `time` of an `InputEvent` is not sent. It also drops what a real device's
/// driver would never pass on: codes the device lacks, and values that repeat
/// the last one for the same code (and slot). A `SYN_REPORT` must end each
/// frame, or readers see nothing of it.
///
/// Invariant: once `destroy()` has run (or the object is gone), the device is
/// gone from the kernel, exactly once.
public final class UinputDevice {
    /// The node readers open, such as `/dev/input/event5`.
    public let devnode: String
    /// What the device was made from.
    public let description: DeviceDescription
    /// `struct libevdev_uinput *`, or nil once destroyed.
    private var handle: OpaquePointer?

    /// Create the device. libevdev opens `/dev/uinput` itself and closes it
    /// when the device is destroyed.
    /// - Throws: `UinputError` naming the device: `/dev/uinput` missing (load the
    ///   module), permission denied, or libevdev's failure with its errno.
    public init(description: DeviceDescription) throws(UinputError) {
        self.description = description
        let template = try LibevdevDescription(description)
        var created: OpaquePointer?
        let status = libevdev_uinput_create_from_device(
            template.handle, LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue, &created)
        guard status == 0, let created else {
            throw UinputError(device: description.name, errno: -status, call: "libevdev_uinput_create_from_device")
        }
        guard let node = libevdev_uinput_get_devnode(created) else {
            libevdev_uinput_destroy(created)
            throw UinputError(device: description.name, reason: .noDeviceNode)
        }
        handle = created
        devnode = String(cString: node)
    }

    deinit { destroy() }

    /// Send one event out of the node.
    /// - Throws: `UinputError` with the errno when the write fails, or
    ///   `ENODEV` after `destroy()`.
    public func write(_ event: InputEvent) throws(UinputError) {
        guard let handle else {
            throw UinputError(device: description.name, errno: ENODEV, call: "libevdev_uinput_write_event")
        }
        let status = libevdev_uinput_write_event(
            handle, UInt32(event.type.rawValue), UInt32(event.code.rawValue), event.value)
        guard status == 0 else {
            throw UinputError(device: description.name, errno: -status, call: "libevdev_uinput_write_event")
        }
    }

    /// Remove the device from the kernel: readers get `ENODEV`, and touches
    /// still down are left down, as when a real device is unplugged. Safe to
    /// call more than once.
    public func destroy() {
        guard let handle else { return }
        libevdev_uinput_destroy(handle)
        self.handle = nil
    }
}

import CLibudev
import Glibc
import TouchRouteEvdev

/// A libudev context: udev's database of input devices, read through the
/// library udev supports for it rather than its private files. Only this file
/// and `UdevMonitor` call libudev.
///
/// Without a running udevd (a container, a bare initramfs) libudev still
/// enumerates devices from sysfs, but no rule has run, so no device has
/// `ID_INPUT_TOUCHSCREEN`; `isRunning` says which world this is, and
/// discovery falls back to checking capabilities itself.
public final class Udev {
    /// The socket udevd listens on; it exists exactly while udevd runs. This
    /// is how systemd's own tools tell.
    public static let controlSocket = "/run/udev/control"

    let context: OpaquePointer

    /// - Throws: `DeviceError` naming udev when libudev cannot start (out of
    ///   memory or descriptors).
    public init() throws(DeviceError) {
        guard let context = udev_new() else {
            throw DeviceError(device: "udev", errno: errno == 0 ? ENOMEM : errno, call: "udev_new")
        }
        self.context = context
    }

    deinit { udev_unref(context) }

    /// Whether udevd is running, so devices carry its properties.
    public static func isRunning(controlSocket: String = controlSocket) -> Bool {
        access(controlSocket, F_OK) == 0
    }

    /// Every `event*` node of the `input` subsystem, in node order
    /// (`event2` before `event10`).
    public func inputDevices() -> [UdevInputDevice] {
        guard let enumeration = udev_enumerate_new(context) else { return [] }
        defer { udev_enumerate_unref(enumeration) }
        udev_enumerate_add_match_subsystem(enumeration, "input")
        udev_enumerate_add_match_sysname(enumeration, "event*")
        udev_enumerate_scan_devices(enumeration)
        var devices: [UdevInputDevice] = []
        var entry = udev_enumerate_get_list_entry(enumeration)
        while let current = entry {
            if let path = udev_list_entry_get_name(current),
                let device = udev_device_new_from_syspath(context, path)
            {
                if let described = Self.describe(device) { devices.append(described) }
                udev_device_unref(device)
            }
            entry = udev_list_entry_get_next(current)
        }
        return devices.sorted { Self.nodeNumber($0.node) < Self.nodeNumber($1.node) }
    }

    /// The device at `node` (a character device), or nil when udev has no
    /// device for it.
    public func device(atNode node: String) -> UdevInputDevice? {
        var status = stat()
        guard stat(node, &status) == 0, (status.st_mode & S_IFMT) == S_IFCHR,
            let device = udev_device_new_from_devnum(context, Int8(UInt8(ascii: "c")), status.st_rdev)
        else { return nil }
        defer { udev_device_unref(device) }
        return Self.describe(device).map { described in
            // The node as the caller named it, so messages and matches use it.
            UdevInputDevice(node: node, name: described.name, properties: described.properties)
        }
    }

    /// A libudev device as a value; nil when it has no node.
    static func describe(_ device: OpaquePointer) -> UdevInputDevice? {
        guard let node = udev_device_get_devnode(device) else { return nil }
        var properties: [String: String] = [:]
        var entry = udev_device_get_properties_list_entry(device)
        while let current = entry {
            if let key = udev_list_entry_get_name(current) {
                properties[String(cString: key)] = udev_list_entry_get_value(current).map { String(cString: $0) } ?? ""
            }
            entry = udev_list_entry_get_next(current)
        }
        var name = ""
        if let parent = udev_device_get_parent_with_subsystem_devtype(device, "input", nil),
            let value = udev_device_get_sysattr_value(parent, "name")
        {
            name = String(cString: value)
        }
        return UdevInputDevice(node: String(cString: node), name: name, properties: properties)
    }

    /// `/dev/input/event12` → 12, for ordering; nodes without a number last.
    static func nodeNumber(_ node: String) -> Int {
        Int(node.reversed().prefix { $0.isNumber }.reversed().map(String.init).joined()) ?? .max
    }
}

import TouchRouteEvdev

/// A touchscreen in a `TouchSession`, as its device records report it.
public struct SessionDevice: Sendable {
    /// The node, such as `/dev/input/event5` (a test's source name otherwise).
    public var node: String
    /// What the device is and can send, as its decoder knows it: for a live device, libevdev's
    /// report with udev's properties.
    public var description: DeviceDescription
    /// Where its touches land in the window.
    public var mapping: CoordinateMapping

    /// Makes a device record; each parameter is the property of the same name.
    public init(node: String, description: DeviceDescription, mapping: CoordinateMapping) {
        self.node = node
        self.description = description
        self.mapping = mapping
    }

    /// What identifies the device across unplugging: its `ID_PATH` (the
    /// port it is plugged into), else its name with vendor and product.
    public var key: DeviceKey { DeviceKey(description) }
}

/// What a device that comes back is recognised by, as libinput's and
/// weston's configuration recognise it: udev's `ID_PATH` (stable for a port),
/// else the name and the vendor and product numbers.
public struct DeviceKey: Hashable, Sendable, CustomStringConvertible {
    /// The key as text: `ID_PATH=<path>`, else the printable name followed by the vendor and
    /// product as four hex digits each (`ILITEK 222a:0001`); also the `description`.
    public let text: String

    /// The key of `device`: its `ID_PATH` when udev gave it a non-empty one, else its name,
    /// vendor and product.
    public init(_ device: DeviceDescription) {
        if let path = device.udevProperties["ID_PATH"], !path.isEmpty {
            text = "ID_PATH=\(path)"
        } else {
            text = "\(device.printableName) \(Self.hex(device.identity.vendor)):\(Self.hex(device.identity.product))"
        }
    }

    public var description: String { text }

    private static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// A change in a session's set of touchscreens, for printing device records
/// or updating a toolkit's device list.
public enum DeviceChange: Sendable {
    /// The device is read from now on. `returning` when a device with its key
    /// was in the session before, so it got that device's mapping back.
    case added(SessionDevice, returning: Bool)
    /// The device went away; `cancelledTouches` of its touches were down and
    /// were cancelled (only its own: other devices' touches go on).
    case removed(SessionDevice, cancelledTouches: Int)
    /// A touchscreen the session was told to follow could not be taken: it
    /// could not be opened or mapped. `reason` names it and says what to do.
    case refused(node: String, reason: String)
}

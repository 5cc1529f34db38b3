import TouchRouteEvdev

/// One evdev node as udev describes it: its node, the input device's name, and
/// the properties udev's rules and builtins gave it (`ID_INPUT_TOUCHSCREEN`
/// from `input_id`, `ID_PATH` from `path_id`, `ID_SEAT`,
/// `LIBINPUT_CALIBRATION_MATRIX`, `WL_OUTPUT`, …). A plain value, so the
/// decisions made on it (is it a touchscreen, which seat) are testable
/// without udev.
public struct UdevInputDevice: Hashable, Sendable {
    /// The seat a device without `ID_SEAT` belongs to, as in libinput and logind.
    public static let defaultSeat = "seat0"

    /// The node, such as `/dev/input/event5`.
    public var node: String
    /// The input device's name (its parent's `name` attribute), or "" when
    /// udev does not know it.
    public var name: String
    /// Every property udev has for the node.
    public var properties: [String: String]

    /// Makes a description from its parts, as a test does without udev; each parameter is the
    /// property of the same name.
    public init(node: String, name: String, properties: [String: String]) {
        self.node = node
        self.name = name
        self.properties = properties
    }

    /// `ID_INPUT_TOUCHSCREEN=1`: udev's `input_id` builtin, or a hwdb entry or
    /// rule that overrides it, says the device is a touchscreen.
    public var isTouchscreen: Bool { properties["ID_INPUT_TOUCHSCREEN"] == "1" }

    /// udev tagged it a tablet (`ID_INPUT_TABLET=1`, not a touchscreen), and
    /// its capabilities, read from the node, make it a touch panel that
    /// names its contact a pen (`DeviceKind`): a touchscreen to TouchRoute.
    /// Only tablets are opened to ask; one that cannot be read is not one.
    public var isPenNamedTouchPanel: Bool {
        guard !isTouchscreen, properties["ID_INPUT_TABLET"] == "1",
            let device = try? LibevdevDevice(path: node, udevProperties: properties)
        else { return false }
        return device.description.isTouchscreenForTouchRoute
    }

    /// udev says it is a mouse (`ID_INPUT_MOUSE=1`) or a touchpad
    /// (`ID_INPUT_TOUCHPAD=1`) on `seat`, and the system does not ask input
    /// stacks to leave it alone: a candidate pointer for
    /// `TouchscreenWatch.includesPointers`, taken once its node shows a wheel
    /// or a touchpad's fingers (`DeviceDescription.isPointerDevice`).
    public func isPointerOnSeat(_ seat: String) -> Bool {
        (properties["ID_INPUT_MOUSE"] == "1" || properties["ID_INPUT_TOUCHPAD"] == "1") && !isIgnored
            && self.seat == seat
    }

    /// `LIBINPUT_IGNORE_DEVICE=1`: the system asks input stacks to leave the
    /// device alone, and TouchRoute does as libinput does.
    public var isIgnored: Bool { properties["LIBINPUT_IGNORE_DEVICE"] == "1" }

    /// `ID_SEAT`, else `seat0`.
    public var seat: String { properties["ID_SEAT"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultSeat }

    /// What udev says the device is, for the devices that are skipped:
    /// "keyboard", "mouse, touchpad", or "input device" when it says nothing.
    public var kindDescription: String {
        let kinds = [
            ("ID_INPUT_TOUCHSCREEN", "touchscreen"), ("ID_INPUT_TOUCHPAD", "touchpad"),
            ("ID_INPUT_TABLET", "tablet"), ("ID_INPUT_MOUSE", "mouse"),
            ("ID_INPUT_POINTINGSTICK", "pointing stick"), ("ID_INPUT_JOYSTICK", "joystick"),
            ("ID_INPUT_KEYBOARD", "keyboard"), ("ID_INPUT_KEY", "keys"),
            ("ID_INPUT_SWITCH", "switch"), ("ID_INPUT_ACCELEROMETER", "accelerometer"),
        ].filter { properties[$0.0] == "1" }.map(\.1)
        // ID_INPUT_KEY is set beside ID_INPUT_KEYBOARD; say it only alone.
        let shown = kinds.contains("keyboard") ? kinds.filter { $0 != "keys" } : kinds
        return shown.isEmpty ? "input device" : shown.joined(separator: ", ")
    }
}

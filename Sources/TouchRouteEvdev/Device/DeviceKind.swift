/// What sort of pointing device a description is, decided as udev's `input_id`
/// builtin decides `ID_INPUT_TOUCHSCREEN`, `ID_INPUT_TOUCHPAD` and
/// `ID_INPUT_TABLET`, so TouchRoute agrees with the rest of the system.
public enum DeviceKind: String, Hashable, Sendable {
    /// Absolute X/Y or MT positions, `BTN_TOUCH` or `INPUT_PROP_DIRECT`, no pen.
    case touchscreen
    /// Positions and `BTN_TOOL_FINGER`, but not direct: the finger moves a pointer.
    case touchpad
    /// Positions and a pen or stylus tool.
    case tablet
    /// Absolute positions with mouse buttons (a virtual machine's tablet mouse).
    case mouse
    /// Anything else: keyboards, buttons, relative mice, sensors.
    case other

    /// Classify a device from its capabilities.
    public init(_ device: DeviceDescription) {
        let hasAbsolute = device.hasAxis(EventCode.absX) && device.hasAxis(EventCode.absY)
        // input_id ignores MT positions on devices that claim every axis up to
        // ABS_MT_SLOT, a sign of a bogus report.
        let hasMultitouch =
            device.hasAxis(EventCode.absMTPositionX) && device.hasAxis(EventCode.absMTPositionY)
            && !(device.hasAxis(EventCode.absMTSlot)
                && device.hasAxis(EventCode(rawValue: EventCode.absMTSlot.rawValue - 1)))
        let hasPen = device.hasKey(EventCode.btnStylus) || device.hasKey(EventCode.btnToolPen)
        let fingerButNoPen = device.hasKey(EventCode.btnToolFinger) && !device.hasKey(EventCode.btnToolPen)
        let isDirect = device.hasProperty(InputProperty.direct)
        let hasTouch = device.hasKey(EventCode.btnTouch)
        // BTN_MOUSE (BTN_LEFT) ..< BTN_JOYSTICK.
        let hasMouseButton = (EventCode.btnLeft.rawValue..<0x120).contains { device.hasKey(EventCode(rawValue: $0)) }

        if hasMultitouch || hasAbsolute {
            if hasPen {
                self = .tablet
            } else if fingerButNoPen && !isDirect {
                self = .touchpad
            } else if hasAbsolute && !hasMultitouch && hasMouseButton {
                self = .mouse
            } else if hasTouch || isDirect {
                self = .touchscreen
            } else {
                self = .other
            }
        } else {
            self = .other
        }
    }

    /// A sentence for a user who picked this device expecting a touchscreen.
    public var explanation: String {
        switch self {
        case .touchscreen: "it is a touchscreen"
        case .touchpad: "it is a touchpad (it has BTN_TOOL_FINGER but not INPUT_PROP_DIRECT)"
        case .tablet: "it is a pen tablet (it has a pen or stylus tool)"
        case .mouse: "it is an absolute pointer with mouse buttons, such as a virtual machine's tablet"
        case .other: "it reports neither absolute X/Y nor multitouch positions with BTN_TOUCH or INPUT_PROP_DIRECT"
        }
    }
}

/// What sort of pointing device a description is, decided as udev's `input_id`
/// builtin decides `ID_INPUT_TOUCHSCREEN`, `ID_INPUT_TOUCHPAD` and
/// `ID_INPUT_TABLET`, so TouchRoute agrees with the rest of the system, but
/// for one kind of device: a touch panel that names its contact a pen.
///
/// Many single-touch resistive controllers (eGalax's USB TouchController,
/// common in kiosks and industrial panels) report their one contact with
/// `BTN_TOOL_PEN` beside `BTN_TOUCH`, on a direct device. `input_id` calls
/// anything with a pen tool a tablet (`ID_INPUT_TABLET`), and libinput then
/// drives it as a tablet tool, a pointer; TouchRoute takes it as the
/// touchscreen it is, since it has none of a pen's own signs:
///
/// ```
///  positions and BTN_TOOL_PEN
///    ├─ a pen's own sign ─────────────────────────────▶ tablet (as input_id)
///    │    barrel buttons (BTN_STYLUS, BTN_STYLUS2), another tool
///    │    (rubber, brush, pencil, airbrush), tilt, hover distance,
///    │    pressure without BTN_TOUCH, or not INPUT_PROP_DIRECT
///    ├─ multitouch positions ──────────────────────────▶ tablet (as input_id)
///    └─ else: single-touch, BTN_TOUCH, direct ─────────▶ touchscreen
/// ```
///
/// udev's `ID_INPUT_TOUCHSCREEN=1`, from `input_id`, a rule or a hwdb entry,
/// makes any device a touchscreen whatever this says
/// (`DeviceDescription.isTouchscreenForTouchRoute`).
public enum DeviceKind: String, Hashable, Sendable {
    /// Absolute X/Y or MT positions, `BTN_TOUCH` or `INPUT_PROP_DIRECT`, no
    /// pen but a touch panel's pen-named contact (see the type's notes).
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
        let hasPen =
            (device.hasKey(EventCode.btnStylus) || device.hasKey(EventCode.btnToolPen))
            && !Self.isPenNamedTouchPanel(device, multitouch: hasMultitouch)
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

    /// A single-touch direct panel whose contact is `BTN_TOOL_PEN` and
    /// `BTN_TOUCH`, with none of a pen's own signs: see the type's notes.
    static func isPenNamedTouchPanel(_ device: DeviceDescription, multitouch: Bool) -> Bool {
        guard device.hasKey(EventCode.btnToolPen), device.hasKey(EventCode.btnTouch), !multitouch,
            device.hasProperty(InputProperty.direct)
        else { return false }
        let penButtons = [EventCode.btnStylus, EventCode.btnStylus2, EventCode(rawValue: 0x149)]  // BTN_STYLUS3
        // BTN_TOOL_RUBBER, BRUSH, PENCIL, AIRBRUSH: a pen's other tools.
        let otherTools = (0x141...0x144).map { EventCode(rawValue: $0) }
        // ABS_DISTANCE (hover), ABS_TILT_X, ABS_TILT_Y.
        let penAxes = [0x19, 0x1a, 0x1b].map { EventCode(rawValue: $0) }
        return !(penButtons + otherTools).contains { device.hasKey($0) }
            && !penAxes.contains { device.hasAxis($0) }
    }

    /// A sentence for a user who picked this device expecting a touchscreen.
    public var explanation: String {
        switch self {
        case .touchscreen: "it is a touchscreen"
        case .touchpad: "it is a touchpad (it has BTN_TOOL_FINGER but not INPUT_PROP_DIRECT)"
        case .tablet:
            "it is a pen tablet (it has a pen or stylus tool, and a pen's own signs: barrel buttons, another tool, tilt, hover, several contacts, or no INPUT_PROP_DIRECT)"
        case .mouse: "it is an absolute pointer with mouse buttons, such as a virtual machine's tablet"
        case .other: "it reports neither absolute X/Y nor multitouch positions with BTN_TOUCH or INPUT_PROP_DIRECT"
        }
    }
}

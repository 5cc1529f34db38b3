import TouchRoute

/// The axis values of one contact as the decoder last saw them, in device units.
///
/// Protocol B sends only changes, so a slot keeps its values after a lift: the
/// next touch in the slot starts from them unless the device sends new ones.
struct ContactValues: Equatable {
    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32 = 0
    var touchMajor: Int32 = 0
    var touchMinor: Int32 = 0
    var tool: Int32 = MultitouchTool.finger

    var isPalm: Bool { tool == MultitouchTool.palm }

    /// Take one `EV_ABS` value if it is a contact axis; returns whether it was.
    mutating func take(axis code: UInt16, value: Int32, multitouch: Bool) -> Bool {
        switch (code, multitouch) {
        case (AbsoluteAxisCode.positionX, true), (AbsoluteAxisCode.x, false): x = value
        case (AbsoluteAxisCode.positionY, true), (AbsoluteAxisCode.y, false): y = value
        case (AbsoluteAxisCode.multitouchPressure, true), (AbsoluteAxisCode.pressure, false): pressure = value
        case (AbsoluteAxisCode.touchMajor, true): touchMajor = value
        case (AbsoluteAxisCode.touchMinor, true): touchMinor = value
        case (AbsoluteAxisCode.toolType, true): tool = value
        default: return false
        }
        return true
    }
}

/// What a device reports per contact besides position, read once from its
/// description, so each frame can say `nil` for what the device never sends.
struct ContactAxes {
    let pressure: AbsoluteAxis?
    let hasTouchMajor: Bool
    let hasTouchMinor: Bool
    let hasToolType: Bool

    init(_ device: DeviceDescription, multitouch: Bool) {
        pressure = device.axes[multitouch ? AbsoluteAxisCode.multitouchPressure : AbsoluteAxisCode.pressure]
        hasTouchMajor = multitouch && device.hasAxis(AbsoluteAxisCode.touchMajor)
        hasTouchMinor = multitouch && device.hasAxis(AbsoluteAxisCode.touchMinor)
        hasToolType = multitouch && device.hasAxis(AbsoluteAxisCode.toolType)
    }

    /// A frame entry for a contact with these values.
    func contact(_ id: Int, _ phase: TouchPhase, _ values: ContactValues) -> DeviceContact {
        DeviceContact(
            id: id, phase: phase, x: values.x, y: values.y,
            pressure: pressure.map { axis in
                let fraction = (Double(values.pressure) - Double(axis.minimum)) / max(1, Double(axis.maximum) - Double(axis.minimum))
                return min(max(fraction, 0), 1)
            },
            touchMajor: hasTouchMajor ? values.touchMajor : nil,
            touchMinor: hasTouchMinor ? values.touchMinor : (hasTouchMajor ? values.touchMajor : nil),
            toolType: hasToolType ? ToolType(multitouchTool: values.tool) : nil)
    }
}

extension ToolType {
    /// `MT_TOOL_FINGER` → finger, `MT_TOOL_PEN` → pen, `MT_TOOL_PALM` → palm;
    /// other tools (dials) count as fingers.
    init(multitouchTool tool: Int32) {
        switch tool {
        case MultitouchTool.pen: self = .pen
        case MultitouchTool.palm: self = .palm
        default: self = .finger
        }
    }
}

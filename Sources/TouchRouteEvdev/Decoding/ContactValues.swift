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

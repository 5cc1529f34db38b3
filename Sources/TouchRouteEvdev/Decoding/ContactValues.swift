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
    var tool = MultitouchTool.finger

    var isPalm: Bool { tool == MultitouchTool.palm }

    /// Take one `EV_ABS` value if it is a contact axis; returns whether it was.
    mutating func take(axis code: EventCode, value: Int32, multitouch: Bool) -> Bool {
        switch (code, multitouch) {
        case (EventCode.absMTPositionX, true), (EventCode.absX, false): x = value
        case (EventCode.absMTPositionY, true), (EventCode.absY, false): y = value
        case (EventCode.absMTPressure, true), (EventCode.absPressure, false): pressure = value
        case (EventCode.absMTTouchMajor, true): touchMajor = value
        case (EventCode.absMTTouchMinor, true): touchMinor = value
        case (EventCode.absMTToolType, true): tool = MultitouchTool(rawValue: value)
        default: return false
        }
        return true
    }
}

import TouchRoute

/// One evdev event (`struct input_event`), as read from a device, a recording or
/// a synthetic stream.
///
/// Values are kept exactly as the kernel sent them: device units for absolute
/// axes, 0/1 for keys, the kernel's type and code numbers. Nothing here is mapped yet.
public struct InputEvent: Hashable, Sendable {
    public var time: EventTime
    /// `EV_SYN`, `EV_KEY`, `EV_ABS`, …
    public var type: EventType
    /// The code within the type, such as `ABS_MT_POSITION_X`.
    public var code: EventCode
    public var value: Int32

    public init(time: EventTime, type: EventType, code: EventCode, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// `SYN_REPORT`: the end of one frame of device state.
    public var isReport: Bool { type == EventType.syn && code == EventCode.synReport }
}

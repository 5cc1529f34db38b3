import TouchRoute

/// One evdev event (`struct input_event`), as read from a device, a recording or
/// a synthetic stream.
///
/// Values are kept exactly as the kernel sent them: device units for absolute
/// axes, 0/1 for keys, the kernel's type and code numbers. Nothing here is mapped yet.
public struct InputEvent: Hashable, Sendable {
    /// When the kernel stamped the event (`input_event`'s `time`), to the microsecond: on
    /// `CLOCK_MONOTONIC` for a live device opened through libevdev; as written in a recording.
    public var time: EventTime
    /// `EV_SYN`, `EV_KEY`, `EV_ABS`, …
    public var type: EventType
    /// The code within the type, such as `ABS_MT_POSITION_X`.
    public var code: EventCode
    /// The value as sent: a position or size in device units for `EV_ABS`, 1 (down), 0 (up) or
    /// 2 (repeat) for `EV_KEY`, a signed step for `EV_REL`.
    public var value: Int32

    /// Makes an event from its parts; each parameter is the property of the same name.
    public init(time: EventTime, type: EventType, code: EventCode, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// `SYN_REPORT`: the end of one frame of device state.
    public var isReport: Bool { type == EventType.syn && code == EventCode.synReport }
}

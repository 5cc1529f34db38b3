import CLibevdev
import TouchRoute
import TouchRouteEvdev

extension InputEvent {
    /// Copy a kernel event. The time fields are reached through the shim because
    /// their names depend on the C library's `time_t` width.
    init(_ event: input_event) {
        var copy = event
        self.init(
            time: EventTime(
                seconds: Int(touchroute_input_event_sec(&copy)),
                microseconds: Int(touchroute_input_event_usec(&copy))),
            type: EventType(rawValue: event.type), code: EventCode(rawValue: event.code), value: event.value)
    }
}

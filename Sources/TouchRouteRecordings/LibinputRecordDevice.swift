import TouchRouteEvdev

/// One device of a `libinput record` file to write: its description, the
/// node it was recorded from, its evdev events in order (any sequence, such
/// as a recorder's events read back from a file) and libinput's pointer
/// events, if any.
public struct LibinputRecordDevice<Events: Sequence<InputEvent>> {
    public var description: DeviceDescription
    public var node: String
    public var events: Events
    public var pointerEvents: [LibinputPointerEvent]

    public init(
        description: DeviceDescription, node: String, events: Events, pointerEvents: [LibinputPointerEvent] = []
    ) {
        self.description = description
        self.node = node
        self.events = events
        self.pointerEvents = pointerEvents
    }
}

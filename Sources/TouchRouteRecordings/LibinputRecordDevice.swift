import TouchRouteEvdev

/// One device of a `libinput record` file to write: its description, the
/// node it was recorded from, its evdev events in order (any sequence, such
/// as a recorder's events read back from a file) and libinput's pointer
/// events, if any.
public struct LibinputRecordDevice<Events: Sequence<InputEvent>> {
    /// What the device is and can send, written as the device's `evdev:` and `udev:` header.
    public var description: DeviceDescription
    /// The node the events were recorded from, such as `/dev/input/event5`: the file's `node:`.
    public var node: String
    /// The device's evdev events, in order, ending frames with `SYN_REPORT`; read once, as they
    /// are written.
    public var events: Events
    /// libinput's pointer motion and scroll events, in time order, each written after the first
    /// frame whose `SYN_REPORT` is not earlier; empty (the default) for none.
    public var pointerEvents: [LibinputPointerEvent]

    /// Makes a device to write; each parameter is the property of the same name.
    public init(
        description: DeviceDescription, node: String, events: Events, pointerEvents: [LibinputPointerEvent] = []
    ) {
        self.description = description
        self.node = node
        self.events = events
        self.pointerEvents = pointerEvents
    }
}

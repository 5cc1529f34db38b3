import TouchRoute

/// Where a reader gets events: a live device through libevdev, a recording, or
/// a test's script. The reader is tested through this seam; the libevdev layer
/// behind it is kept thin.
///
/// Modelled on `libevdev_next_event`: "would block" is a result, not an error,
/// and a `SYN_DROPPED` switches the caller to reading the resync until it would
/// block again.
public protocol EventSource: AnyObject {
    /// The device, for messages: a node such as `/dev/input/event5`, or a file.
    var name: String { get }
    /// The next event in normal mode.
    func nextEvent() -> EventRead
    /// The next event of a resync after `.dropped`: events that bring the
    /// reader's state up to the device's, ending with `SYN_REPORT`, then
    /// `.wouldBlock` when the resync is complete.
    func nextResyncEvent() -> EventRead
    /// The source's clock now, on the same clock as its event times; used to time
    /// the cancellation of touches when the device goes away.
    func currentTime() -> EventTime
}

/// The result of asking a source for an event.
public enum EventRead: Equatable, Sendable {
    /// An event to decode, exactly as read.
    case event(InputEvent)
    /// The kernel's buffer overflowed (`SYN_DROPPED`): read the resync next.
    case dropped(InputEvent)
    /// Nothing to read now; wait for the file descriptor to become readable.
    case wouldBlock
    /// A finite source (a recording) has no more events.
    case endOfStream
    /// The device is gone (`ENODEV`): unplugged, or its driver unbound.
    case deviceRemoved
    /// Reading failed for another reason.
    case failed(DeviceError)
}

import TouchRoute

/// Plays a list of events, such as a recording, as an event source: each
/// event once, in order, then `.endOfStream`.
///
/// A `SYN_DROPPED` in a recording comes through as an ordinary event: a
/// recording has no device to resync from, so the decoder cancels the touches
/// that were down instead.
public final class RecordedEventSource: EventSource {
    public let name: String
    /// The events to play, in order.
    public let events: [InputEvent]
    /// The index of the next event to play.
    public private(set) var position = 0
    /// When the recording stopped, if later than its last event: for one
    /// device of a recording of several, which went quiet while the others
    /// went on, so the touches it still holds at the end are cancelled when
    /// the whole recording ended, not back at its own last event.
    public var endTime: EventTime?

    /// A source named `name` (a file, for messages) that plays `events` from the first.
    public init(name: String, events: [InputEvent]) {
        self.name = name
        self.events = events
    }

    public func nextEvent() -> EventRead {
        guard position < events.count else { return .endOfStream }
        defer { position += 1 }
        return .event(events[position])
    }

    public func nextResyncEvent() -> EventRead { .wouldBlock }

    /// The time of the last event played: a recording's clock stops with it.
    /// Once every event has played, `endTime` if it is later.
    public func currentTime() -> EventTime {
        let last = events.isEmpty ? nil : events[max(0, min(position, events.count) - 1)].time
        if position >= events.count, let endTime, last.map({ $0 < endTime }) ?? true { return endTime }
        return last ?? EventTime.zero
    }
}

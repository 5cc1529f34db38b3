import TouchRoute
import TouchRouteEvdev

/// When each event of a recording is due, as an offset from the start of
/// playback: the event's offset from the first event, divided by the speed.
///
/// Deadlines are absolute, counted from one start, never from the previous
/// event: a player that wakes late for one event is not late for the next,
/// so a slow machine does not stretch the recording (a player that sleeps the
/// interval after each event accumulates every oversleep; evemu-play's
/// `usleep` drifts 20–30 % under emulation that way).
public struct PlaybackSchedule: Hashable, Sendable {
    /// How fast to play: the recorded intervals divided by a speed, or no waiting at all (then no
    /// event has a deadline).
    public let pace: PlaybackPace
    /// The time that is due at the start: the first event's.
    public let origin: EventTime

    /// Makes a schedule at `pace` that counts every deadline from `origin`, such as the earliest
    /// first event of several devices played together.
    public init(pace: PlaybackPace, origin: EventTime) {
        self.pace = pace
        self.origin = origin
    }

    /// The schedule for `events`, starting with the first.
    public init(pace: PlaybackPace, events: [InputEvent]) {
        self.init(pace: pace, origin: events.first?.time ?? EventTime.zero)
    }

    /// How long after the start `event` is due, to the microsecond: never
    /// negative (an event stamped before the first is due at once) and at most
    /// `EventDuration.longestWait` (a recording's 2⁴⁰ s, or a tiny speed, would
    /// otherwise overflow); nil when nothing is waited for.
    /// - Complexity: O(1).
    public func deadline(of event: InputEvent) -> EventDuration? {
        guard case .recorded(let speed) = pace else { return nil }
        return EventDuration(waitingSeconds: max(.zero, event.time - origin).seconds / speed)
    }
}

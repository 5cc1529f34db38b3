import TouchRoute
import TouchRouteEvdev

/// When each event of a recording is due, in nanoseconds after playback
/// starts: the event's offset from the first event, divided by the speed.
///
/// Deadlines are absolute, counted from one start, never from the previous
/// event: a player that wakes late for one event is not late for the next,
/// so a slow machine does not stretch the recording (a player that sleeps the
/// interval after each event accumulates every oversleep; evemu-play's
/// `usleep` drifts 20–30 % under emulation that way).
public struct PlaybackSchedule: Hashable, Sendable {
    public let pace: PlaybackPace
    /// The time that is due at the start: the first event's.
    public let origin: EventTime

    public init(pace: PlaybackPace, origin: EventTime) {
        self.pace = pace
        self.origin = origin
    }

    /// The schedule for `events`, starting with the first.
    public init(pace: PlaybackPace, events: [InputEvent]) {
        self.init(pace: pace, origin: events.first?.time ?? EventTime(seconds: 0, microseconds: 0))
    }

    /// Nanoseconds after the start when `event` is due, never negative (an
    /// event stamped before the first is due at once) and at most 10¹⁸ (31
    /// years: a recording's 2⁴⁰ s, or a tiny speed, would overflow an `Int`);
    /// nil when nothing is waited for.
    /// - Complexity: O(1).
    public func deadline(of event: InputEvent) -> Int? {
        guard case .recorded(let speed) = pace else { return nil }
        let microseconds = max(0, event.time.totalMicroseconds &- origin.totalMicroseconds)
        return (Double(microseconds) * 1000 / speed).rounded().clampedIndex(in: 0...1_000_000_000_000_000_000)
    }
}

import TouchRoute

/// `EventTime` as an offset between two moments, for playback schedules,
/// scripted panels and waits: the same type as a moment, so that no
/// nanosecond or millisecond count crosses a module boundary (see `EventTime`).
extension EventTime {
    /// No time: a schedule's start.
    public static let zero = EventTime(seconds: 0, microseconds: 0)

    /// The time `totalMicroseconds` after the epoch (or, as an offset, that long),
    /// with `microseconds` kept in 0 ..< 1_000_000 for negative counts too.
    public init(totalMicroseconds: Int) {
        let (seconds, remainder) = totalMicroseconds.quotientAndRemainder(dividingBy: 1_000_000)
        self.init(
            seconds: remainder < 0 ? seconds - 1 : seconds,
            microseconds: remainder < 0 ? remainder + 1_000_000 : remainder)
    }

    /// An offset of `count` milliseconds.
    public static func milliseconds(_ count: Int) -> EventTime {
        EventTime(totalMicroseconds: count * 1000)
    }

    /// The longest offset a wait takes: 10⁹ s (31 years). A recording's times
    /// reach 2⁴⁰ s and speeds and delays take any number, so waits are capped
    /// here rather than let a conversion trap.
    public static let longestWait = EventTime(seconds: 1_000_000_000, microseconds: 0)

    /// A wait of `seconds`, rounded to the microsecond and kept within
    /// 0 … `longestWait` (NaN and negative waits end at once).
    public init(waitingSeconds seconds: Double) {
        self.init(
            totalMicroseconds: (seconds * 1e6).rounded().clampedIndex(in: 0...EventTime.longestWait.totalMicroseconds))
    }

    public static func + (lhs: EventTime, rhs: EventTime) -> EventTime {
        EventTime(totalMicroseconds: lhs.totalMicroseconds &+ rhs.totalMicroseconds)
    }

    public static func - (lhs: EventTime, rhs: EventTime) -> EventTime {
        EventTime(totalMicroseconds: lhs.totalMicroseconds &- rhs.totalMicroseconds)
    }
}

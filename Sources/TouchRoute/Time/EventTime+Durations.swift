/// Arithmetic between moments and spans: moment − moment is an
/// `EventDuration`, moment ± duration an `EventTime`. There is no
/// moment + moment: two moments do not add up to anything. Each saturates
/// at ±2⁶³ µs rather than wrapping (see `Int.saturatingAdding`).
extension EventTime {
    /// The moment `totalMicroseconds` after the clock's epoch (its
    /// `microseconds` view is in 0 ..< 1_000_000 for negative counts too).
    public init(totalMicroseconds: Int) {
        self.totalMicroseconds = totalMicroseconds
    }

    /// How long after `rhs` `lhs` falls; negative when it falls before.
    public static func - (lhs: EventTime, rhs: EventTime) -> EventDuration {
        EventDuration(microseconds: lhs.totalMicroseconds.saturatingSubtracting(rhs.totalMicroseconds))
    }

    /// The moment `rhs` after `lhs` (before it, for a negative span).
    public static func + (lhs: EventTime, rhs: EventDuration) -> EventTime {
        EventTime(totalMicroseconds: lhs.totalMicroseconds.saturatingAdding(rhs.microseconds))
    }

    /// The moment `rhs` before `lhs` (after it, for a negative span).
    public static func - (lhs: EventTime, rhs: EventDuration) -> EventTime {
        EventTime(totalMicroseconds: lhs.totalMicroseconds.saturatingSubtracting(rhs.microseconds))
    }
}

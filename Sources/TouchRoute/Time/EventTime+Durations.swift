/// Arithmetic between moments and spans: moment − moment is an
/// `EventDuration`, moment ± duration an `EventTime`. There is no
/// moment + moment: two moments do not add up to anything.
extension EventTime {
    /// The moment `totalMicroseconds` after the clock's epoch, with
    /// `microseconds` kept in 0 ..< 1_000_000 for negative counts too.
    public init(totalMicroseconds: Int) {
        self.totalMicroseconds = totalMicroseconds
    }

    /// How long after `rhs` `lhs` falls; negative when it falls before.
    public static func - (lhs: EventTime, rhs: EventTime) -> EventDuration {
        EventDuration(microseconds: lhs.totalMicroseconds &- rhs.totalMicroseconds)
    }

    public static func + (lhs: EventTime, rhs: EventDuration) -> EventTime {
        EventTime(totalMicroseconds: lhs.totalMicroseconds &+ rhs.microseconds)
    }

    public static func - (lhs: EventTime, rhs: EventDuration) -> EventTime {
        EventTime(totalMicroseconds: lhs.totalMicroseconds &- rhs.microseconds)
    }
}

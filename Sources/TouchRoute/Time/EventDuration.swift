/// A span of time between two `EventTime`s, in whole microseconds (the
/// kernel's resolution), signed: how long after a schedule's start an event
/// is due, a wait, a scripted panel's event after its base.
///
/// A type of its own, apart from the moment (as swift-nio keeps `TimeAmount`
/// apart from `NIODeadline`), so that the arithmetic says what it means:
/// moment − moment is a span, moment ± span is a moment, and adding two
/// moments does not compile.
public struct EventDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whole microseconds; negative when the span runs backwards.
    public var microseconds: Int

    /// A span of `microseconds` whole microseconds; negative runs backwards.
    public init(microseconds: Int) {
        self.microseconds = microseconds
    }

    /// No time: a schedule's start.
    public static let zero = EventDuration(microseconds: 0)

    /// A span of `count` microseconds.
    public static func microseconds(_ count: Int) -> EventDuration {
        EventDuration(microseconds: count)
    }

    /// A span of `count` milliseconds, saturating as the arithmetic does.
    public static func milliseconds(_ count: Int) -> EventDuration {
        let (product, overflows) = count.multipliedReportingOverflow(by: 1000)
        return EventDuration(microseconds: overflows ? (count < 0 ? .min : .max) : product)
    }

    /// The longest span a wait takes: 10⁹ s (31 years). A recording's times
    /// reach 2⁴⁰ s and speeds and delays take any number, so waits are capped
    /// here rather than let a conversion trap.
    public static let longestWait = EventDuration(microseconds: 1_000_000_000 * 1_000_000)

    /// A wait of `seconds`, rounded to the microsecond and kept within
    /// 0 … `longestWait` (NaN and negative waits end at once).
    public init(waitingSeconds seconds: Double) {
        self.init(
            microseconds: (seconds * 1e6).rounded().clampedIndex(in: 0...EventDuration.longestWait.microseconds))
    }

    /// The span in seconds, for floating-point maths (a speed is a distance
    /// over it) and for hosts (exact for any span under 2⁵³ µs, about 285
    /// years).
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (lhs: EventDuration, rhs: EventDuration) -> Bool {
        lhs.microseconds < rhs.microseconds
    }

    /// The two spans end to end, saturating at the limits of `Int` rather than wrapping.
    public static func + (lhs: EventDuration, rhs: EventDuration) -> EventDuration {
        EventDuration(microseconds: lhs.microseconds.saturatingAdding(rhs.microseconds))
    }

    /// How much longer `lhs` is than `rhs`, saturating at the limits of `Int` rather than wrapping.
    public static func - (lhs: EventDuration, rhs: EventDuration) -> EventDuration {
        EventDuration(microseconds: lhs.microseconds.saturatingSubtracting(rhs.microseconds))
    }

    /// The count with its unit, as in "16000 µs".
    public var description: String { "\(microseconds) µs" }
}

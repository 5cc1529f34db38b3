/// An event's timestamp, exact as the kernel's `struct timeval`: stored as
/// whole microseconds, read as the timeval's seconds and microseconds, so
/// recordings round-trip digit for digit.
///
/// Live devices are opened with `CLOCK_MONOTONIC`, so live times count from boot;
/// recordings carry either absolute (epoch) or near-zero times.
///
/// The rule for time across modules, the router's core included: a moment
/// is an `EventTime`, exact to the microsecond, and a span between moments
/// is an `EventDuration` (a timer's delay, a tap interval, a playback
/// deadline, a wait; see `EventTime+Durations.swift`), so two moments cannot
/// be added. The input modules keep the kernel's times as it gave them; the
/// router's clock (`VirtualClock.time`) counts from its own time 0, and
/// `seconds(since:)` takes a device's time there. `Double` seconds (as
/// UIKit's `TimeInterval`) are the view at the edges, converted once (see
/// `EventTime+Seconds.swift`): what hosts pass in (a frame's `timestamp`,
/// `advanceTime(to:)`), what traces print, and what floating-point maths
/// needs (a velocity is a distance over seconds). Nanoseconds (timers,
/// `clock_nanosleep`) and milliseconds (`poll` timeouts) stay private to the
/// module that needs them.
public struct EventTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whole microseconds since the clock's epoch: the one stored value, so
    /// that comparing, offsetting and converting moments, which the router
    /// does several times a frame, is one integer operation each.
    public internal(set) var totalMicroseconds: Int

    /// The whole seconds of the `timeval`, rounded down (so a moment before
    /// the epoch has negative seconds and `microseconds` still in range).
    public var seconds: Int {
        get { Self.split(totalMicroseconds).seconds }
        set { self = EventTime(seconds: newValue, microseconds: microseconds) }
    }
    /// 0 ..< 1_000_000.
    public var microseconds: Int {
        get { Self.split(totalMicroseconds).microseconds }
        set { self = EventTime(seconds: seconds, microseconds: newValue) }
    }

    /// The largest `seconds` a recording may carry: 2⁴⁰ s (about 35,000 years),
    /// so that microsecond arithmetic on any two times stays far from overflow.
    public static let largestSeconds = 1 << 40

    /// A moment spans ±2⁶³ µs (about ±292,000 years; recordings keep to
    /// `largestSeconds`): one further out saturates at that end.
    public init(seconds: Int, microseconds: Int) {
        let (product, overflows) = seconds.multipliedReportingOverflow(by: 1_000_000)
        let (sum, overflowsToo) = product.addingReportingOverflow(microseconds)
        totalMicroseconds = overflows || overflowsToo ? (seconds < 0 ? .min : .max) : sum
    }

    /// `totalMicroseconds` as a `timeval`'s two fields, the microseconds in
    /// 0 ..< 1_000_000 whatever the sign.
    private static func split(_ total: Int) -> (seconds: Int, microseconds: Int) {
        let (seconds, remainder) = total.quotientAndRemainder(dividingBy: 1_000_000)
        return remainder < 0 ? (seconds - 1, remainder + 1_000_000) : (seconds, remainder)
    }

    /// Seconds since `origin`, exact to the microsecond (a `Double` of epoch
    /// seconds would keep only about a quarter of a microsecond): the router's
    /// time for this moment, when `origin` is the router's time 0.
    public func seconds(since origin: EventTime) -> Double {
        Double(totalMicroseconds.saturatingSubtracting(origin.totalMicroseconds)) / 1_000_000
    }

    public static func < (lhs: EventTime, rhs: EventTime) -> Bool {
        lhs.totalMicroseconds < rhs.totalMicroseconds
    }

    /// `seconds.microseconds` with six digits, as evemu writes it.
    public var description: String {
        let micro = String(microseconds)
        return "\(seconds).\(String(repeating: "0", count: max(0, 6 - micro.count)))\(micro)"
    }
}

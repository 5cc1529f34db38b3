/// An event's timestamp, as the kernel's `struct timeval`: whole seconds and
/// microseconds. Kept split so recordings round-trip digit for digit.
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
    public var seconds: Int
    /// 0 ..< 1_000_000.
    public var microseconds: Int

    /// The largest `seconds` a recording may carry: 2⁴⁰ s (about 35,000 years),
    /// so that microsecond arithmetic on any two times stays far from overflow.
    public static let largestSeconds = 1 << 40

    public init(seconds: Int, microseconds: Int) {
        self.seconds = seconds
        self.microseconds = microseconds
    }

    /// Whole microseconds since the clock's epoch.
    public var totalMicroseconds: Int { seconds &* 1_000_000 &+ microseconds }

    /// Seconds since `origin`, exact to the microsecond (a `Double` of epoch
    /// seconds would keep only about a quarter of a microsecond): the router's
    /// time for this moment, when `origin` is the router's time 0.
    public func seconds(since origin: EventTime) -> Double {
        Double(totalMicroseconds &- origin.totalMicroseconds) / 1_000_000
    }

    public static func < (lhs: EventTime, rhs: EventTime) -> Bool {
        (lhs.seconds, lhs.microseconds) < (rhs.seconds, rhs.microseconds)
    }

    /// `seconds.microseconds` with six digits, as evemu writes it.
    public var description: String {
        let micro = String(microseconds)
        return "\(seconds).\(String(repeating: "0", count: max(0, 6 - micro.count)))\(micro)"
    }
}

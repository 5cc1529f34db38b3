import Glibc
import TouchRoute
import TouchRouteEvdev

/// `CLOCK_MONOTONIC`, the clock live event times are on: it counts from boot and
/// never jumps, unlike the wall clock.
public enum MonotonicClock {
    /// Now, to the microsecond, as event times are kept.
    public static func now() -> EventTime {
        EventTime(totalMicroseconds: nanoseconds() / 1000)
    }

    /// Now, in nanoseconds since boot (an `Int` holds 292 years of them): the
    /// session's own timer arithmetic, kept inside this module (see `EventTime`).
    static func nanoseconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec)
    }
}

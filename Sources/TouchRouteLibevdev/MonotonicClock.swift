import Glibc
import TouchRouteEvdev

/// `CLOCK_MONOTONIC`, the clock live event times are on: it counts from boot and
/// never jumps, unlike the wall clock.
public enum MonotonicClock {
    public static func now() -> EventTime {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return EventTime(seconds: Int(spec.tv_sec), microseconds: Int(spec.tv_nsec) / 1000)
    }
}

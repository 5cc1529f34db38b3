import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

/// The clock a player waits on: the one place playback reads the time. Tests
/// pass a clock of their own that records the waits and never sleeps.
public protocol PlaybackClock {
    /// Now, on this clock.
    func now() -> EventTime
    /// Return once the clock reads `deadline`, at once if it already has.
    func sleep(until deadline: EventTime)
}

/// `CLOCK_MONOTONIC` (`MonotonicClock`), slept on with
/// `clock_nanosleep(TIMER_ABSTIME)`: the kernel wakes the thread at the deadline
/// itself, so the time spent between reading the clock and going to sleep is
/// not added to the wait.
public struct MonotonicPlaybackClock: PlaybackClock {
    /// Makes the clock; it holds nothing, and every instance reads the same `CLOCK_MONOTONIC`.
    public init() {}

    public func now() -> EventTime { MonotonicClock.now() }

    public func sleep(until deadline: EventTime) {
        var wake = timespec(tv_sec: deadline.seconds, tv_nsec: deadline.microseconds * 1000)
        // A signal interrupts the sleep (EINTR); the deadline stays the same.
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &wake, nil) == EINTR {}
    }
}

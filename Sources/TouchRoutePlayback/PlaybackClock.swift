import Glibc

/// The clock a player waits on: the one place playback reads the time. Tests
/// pass a clock of their own that records the waits and never sleeps.
public protocol PlaybackClock {
    /// Now, in nanoseconds on this clock.
    func now() -> Int
    /// Return once the clock reads `deadline` (nanoseconds on this clock), at
    /// once if it already has.
    func sleep(until deadline: Int)
}

/// `CLOCK_MONOTONIC`, slept on with `clock_nanosleep(TIMER_ABSTIME)`: the
/// kernel wakes the thread at the deadline itself, so the time spent between
/// reading the clock and going to sleep is not added to the wait.
public struct MonotonicPlaybackClock: PlaybackClock {
    public init() {}

    public func now() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec)
    }

    public func sleep(until deadline: Int) {
        var wake = timespec(tv_sec: deadline / 1_000_000_000, tv_nsec: deadline % 1_000_000_000)
        // A signal interrupts the sleep (EINTR); the deadline stays the same.
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &wake, nil) == EINTR {}
    }
}

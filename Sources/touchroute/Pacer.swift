import Glibc
import TouchRouteLibevdev

/// Waits until a moment on a schedule that starts when the pacer is made, by
/// the monotonic clock: `replay --realtime` plays each event at its offset from
/// the first. Never used in tests, which run on the virtual clock.
struct Pacer {
    private let start = MonotonicClock.now()

    /// Sleep until `seconds` after the start; return at once if that has passed.
    func wait(until seconds: Double) {
        let remaining = seconds - MonotonicClock.now().seconds(since: start)
        guard remaining > 0 else { return }
        var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&request, &left) != 0 && errno == EINTR { request = left }
    }
}

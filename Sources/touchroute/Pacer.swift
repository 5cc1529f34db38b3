import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback

/// Waits until a moment on a schedule that starts when the pacer is made, by
/// the monotonic clock: `replay --realtime` plays each event at its offset from
/// the first. Each wait is for an absolute deadline (see
/// `MonotonicPlaybackClock`), so a late wake does not delay what follows.
/// Never used in tests, which run on the virtual clock.
struct Pacer {
    private let clock = MonotonicPlaybackClock()
    /// The start, on `clock`.
    private let start: EventTime

    init() {
        start = clock.now()
    }

    /// Sleep until `seconds` after the start (capped, see `EventDuration(waitingSeconds:)`);
    /// return at once if that has passed.
    func wait(until seconds: Double) {
        clock.sleep(until: start + EventDuration(waitingSeconds: seconds))
    }
}

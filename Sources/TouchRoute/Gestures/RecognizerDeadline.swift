/// One pending timer of a recognizer on its window's `VirtualClock` (a tap's
/// duration, the interval before the next tap, a long press's hold): set,
/// moved, cancelled. Input time only, never the wall clock.
///
/// The action should capture the recognizer alone, so that scheduling
/// allocates nothing (see `VirtualClock.schedule(at:_:)`).
struct RecognizerDeadline {
    private var clock: VirtualClock?
    private var timer: TimerID?

    /// Whether a timer is pending.
    var isSet: Bool { timer != nil }

    /// Run `action` `delay` seconds from now on `clock`, replacing any pending timer.
    mutating func set(on clock: VirtualClock, after delay: Double, _ action: @escaping () -> Void) {
        cancel()
        self.clock = clock
        timer = clock.schedule(after: delay, action)
    }

    /// Forget the pending timer, if any.
    mutating func cancel() {
        if let timer, let clock { clock.cancel(timer) }
        passed()
    }

    /// The timer fired: nothing is pending.
    mutating func passed() {
        timer = nil
        clock = nil
    }
}

/// What a `FrameTicker` drives: a scroll view's animation, for instance.
protocol FrameTickTarget: AnyObject {
    /// One frame, at `time` (seconds on the ticker's clock).
    func frameTick(at time: Double)
}

/// Frame ticks on a `VirtualClock`, at a fixed refresh rate, from `start()`
/// until `stop()`.
///
/// Tick `n` lands at `start + n / hertz`, computed from the start rather
/// than added up tick by tick, so rounding never drifts and a replay ticks at
/// exactly the same times. A display's ticks fall between the clock's
/// microseconds (60 Hz: every 16,666.67 µs): the target steps at the tick's
/// exact time in seconds, and the timer fires at the first microsecond not
/// before it, so a tick fires before an input frame exactly when it is due
/// no later than the frame. The next tick is scheduled before the target runs,
/// so the target may stop (or restart) the ticker from inside a tick.
///
/// Ticking allocates nothing: the timer's closure captures the ticker alone,
/// which serves as its context. The clock holds the ticker while a tick is
/// pending; `stop()` cancels the pending tick.
///
/// The target owns the ticker and must stop it before it goes (a scroll
/// view does in its `deinit`): the ticker holds it `unowned`, so a tick
/// after that would trap rather than run a dead target. Not `weak`: a weak
/// reference gives its object a side table for good, and every retain and
/// release of a scroll view that had once glided would then take the
/// runtime's slow path, on every frame that drags it.
final class FrameTicker {
    let clock: VirtualClock
    let refreshRate: RefreshRate
    unowned var target: FrameTickTarget?

    /// The time of tick 0 (`start()`'s clock time), seconds.
    private(set) var startTime = 0.0
    /// The number of the next tick.
    private(set) var nextTick = 1
    private var pending: TimerID?

    init(clock: VirtualClock, refreshRate: RefreshRate, target: FrameTickTarget? = nil) {
        self.clock = clock
        self.refreshRate = refreshRate
        self.target = target
    }

    var isRunning: Bool { pending != nil }

    /// Start ticking, the first tick one frame after the clock's present time.
    /// Starting a running ticker starts it afresh from now.
    func start() {
        stop()
        startTime = clock.now
        nextTick = 1
        scheduleNextTick()
    }

    /// Stop ticking: the pending tick is cancelled.
    func stop() {
        if let pending { clock.cancel(pending) }
        pending = nil
    }

    /// The time of tick `number`, seconds: `start + n / hertz`. `n / hertz`
    /// rounds once, where `n · (1 / hertz)` would round twice; and it is
    /// computed from the start for every tick, never accumulated.
    func time(ofTick number: Int) -> Double {
        startTime + Double(number) / refreshRate.hertz
    }

    private func scheduleNextTick() {
        pending = clock.schedule(at: EventTime(roundingSeconds: time(ofTick: nextTick), .up)) {
            self.fire()
        }
    }

    private func fire() {
        let time = time(ofTick: nextTick)
        nextTick += 1
        guard let target else {
            pending = nil
            return
        }
        scheduleNextTick()
        target.frameTick(at: time)
    }
}

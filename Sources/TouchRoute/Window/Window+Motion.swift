/// How content that moves on its own (momentum, bounces, paging snaps,
/// animated scrolls) gets its display frames: from tick timers on the
/// window's clock, or from the host (`DisplaySync`).
///
/// ```
///  ScrollView motion starts ──▶ movingScrollViews.add ──┬─ .timer: FrameTicker on the clock
///                                                       └─ .host:  displayFrame(at:) steps it
///  motion ends / view leaves ──▶ movingScrollViews.remove    (needsDisplayFrames goes false with the last)
/// ```
extension Window {
    /// Whether any scroll view in this window is moving on its own: a host
    /// in `.host` mode keeps requesting frame callbacks while this is true,
    /// and may stop when it turns false (until a finger flicks, or code
    /// starts an animated scroll). True in `.timer` mode too.
    /// - Complexity: O(1).
    public var needsDisplayFrames: Bool { !movingScrollViews.isEmpty }

    /// One display frame, from the host's frame callback: advance the clock
    /// to `time` (seconds of input time), firing the timers due by then (such
    /// as a held finger's 150 ms content-touch delay), then in `.host` mode
    /// step every scroll view that was moving at the frame's start once, at
    /// `time`, in the order their motions started. A view that starts moving
    /// during the frame (a chain handing it a bounce) takes its first step at
    /// the next frame, as a tick timer's would come a frame later.
    ///
    /// In `.timer` mode it only advances time: the tick timers step the motion.
    /// A time that is not a number, or earlier than the clock's, is reported
    /// through `trace` as a problem and stepped at the clock's time.
    ///
    /// Frames may come at any times (a variable-rate display, a dropped
    /// vsync): each step puts the content where its motion's curve is at
    /// `time`, so the motion keeps its speed and comes to rest where tick
    /// timers would have left it: on the page or the edge exactly after a
    /// snap or a bounce; after a glide, within `Deceleration.stopSpeed`
    /// (5 pt/s) times the longest frame interval, as a glide stops at the
    /// first frame after it has slowed below that speed.
    ///
    /// Allocates nothing once running (the list's storage is kept).
    /// - Complexity: O(moving views), plus what the steps cost.
    public func displayFrame(at time: Double) {
        // At the first microsecond not before it, as a tick timer fires.
        let admitted = admittedTime(time, .up, of: "host bug: display frame", handledAs: "stepped")
        advanceClock(to: admitted)
        guard displaySync == .host, !movingScrollViews.isEmpty else { return }
        // The motion steps at the host's own seconds when the clock took
        // them: a display's frames fall between microseconds (60 Hz), and
        // the curve is floating-point maths, as a tick timer's step is.
        let now = time.isFinite && EventTime(roundingSeconds: time, .up) == clock.time ? time : clock.now
        movingScrollViews.beginStepping()
        // A step runs delegates' code, which may stop or remove any view:
        // only those still moving here step.
        for view in movingScrollViews.stepping where view.window === self && view.isMovingWithoutFinger {
            view.frameTick(at: now)
        }
        movingScrollViews.endStepping()
    }

    /// Let the content come to rest after the input stops: advance the clock
    /// from timer to timer (momentum and paging snaps tick once a frame) until
    /// none is pending or `limit` seconds have passed. Replays and tests call
    /// this after the last frame to see where things settle. In `.host` mode
    /// no tick timers are pending: this fires the other timers, and motion
    /// waits for `displayFrame(at:)`.
    /// - Parameters:
    ///   - limit: the longest it may take, in seconds of input time.
    ///   - beforeEachStep: called with each timer's deadline (input seconds)
    ///     before the clock moves to it: to pace the steps in real time, or
    ///     to flush what the previous step printed.
    /// - Returns: the input time when everything was at rest (or the limit).
    @discardableResult
    public func settle(within limit: Double = 10, beforeEachStep: (Double) -> Void = { _ in }) -> Double {
        let end = clock.time + EventDuration(roundingSeconds: limit)
        while let deadline = clock.nextDeadlineTime, deadline <= end {
            beforeEachStep(deadline.totalSeconds)
            advanceClock(to: deadline)
        }
        return clock.now
    }

    /// `displaySync` changed: the moving views' tick timers start (from now,
    /// the first one a frame later) or are cancelled. Each motion's curve is
    /// a function of time since it began, so the next step, whoever takes it,
    /// lands on the same curve: no jump.
    func displaySyncDidChange() {
        for view in movingScrollViews.all { view.scheduleFrames(in: self) }
    }

    /// `view`'s motion started (from idle).
    func scrollViewStartedMoving(_ view: ScrollView) {
        movingScrollViews.add(view)
    }

    /// `view`'s motion ended, or it left this window.
    func scrollViewStoppedMoving(_ view: ScrollView) {
        movingScrollViews.remove(view)
    }
}

/// Momentum, paging snaps and animated scrolls: the content moving on its own,
/// one step per display frame, on tick timers at `Window.refreshRate` on the
/// virtual clock or at the host's `Window.displayFrame(at:)` (`DisplaySync`),
/// so the same input and frames give the same offsets frame by frame.
///
/// ```
///  finger lifts (after a drag, or after catching a motion)
///                ├─ overscrolled ─▶ spring back to the edge        (per axis)
///                ├─ paging ───────▶ spring onto the page
///                └─ fast enough ──▶ glide on UIKit's curve ─▶ meets an edge ─▶ bounce (a spring)
///  setContentOffset(_:animated: true) ─▶ .animating
///  zoom(toScale:at:animated: true), a pinch's bounce back ─▶ .zooming
///  a finger comes down ─▶ stop where the content is (and keep that touch from the content)
/// ```
extension ScrollView: FrameTickTarget {
    /// Whether the content is moving on its own after a drag: gliding,
    /// bouncing, springing back from overscroll or snapping to a page (as
    /// UIKit's `isDecelerating`).
    public var isDecelerating: Bool {
        if case .moving = motion { return true }
        return false
    }

    /// Whether the content is moving on its own: after a drag, or in an
    /// animated scroll.
    public var isMovingWithoutFinger: Bool { !motion.isIdle }

    /// Move the content to `offset` (points), at once or animated over
    /// `ScrollAnimation.defaultDuration` (0.3 s) on the window's frame ticks.
    /// Animating needs a window; without one the offset is set at once.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated, offset.isFinite, let window else {
            setContentOffset(offset)
            return
        }
        stopAllMotion()
        startMotion(.animating(ScrollAnimation(from: contentOffset, to: offset), start: window.clock.now), in: window)
    }

    /// The finger lifted from a drag. Per axis: overscrolled content springs
    /// back to the edge; a paging view springs onto its page; otherwise the
    /// content glides on with the release velocity. `fingerVelocity` is in
    /// points per second; the content moves the other way.
    func startMomentum(fingerVelocity: Vector, startOffset: Point, axes: Axes) {
        guard let window else { return }
        let now = window.clock.now
        let range = contentOffsetRange
        func release(
            _ offset: Double, _ fingerSpeed: Double, _ start: Double, _ axis: ClosedRange<Double>,
            _ pageLength: Double, moves: Bool
        ) -> AxisMotion {
            let velocity = moves ? -fingerSpeed : 0
            if let springBack = AxisMotion.springBack(from: offset, velocity: velocity, within: axis, start: now) {
                return springBack
            }
            if isPagingEnabled {
                let page = PagingTarget.offset(
                    releasedAt: offset, velocity: velocity, startOffset: start, pageLength: pageLength, range: axis)
                return page == offset
                    ? .still : .springing(PagingTarget.snap(from: offset, velocity: velocity, to: page), start: now)
            }
            // Too slow to see, or pressed against the edge it heads for (where
            // only a bouncing view has anywhere to go): no glide.
            let headsOut = (velocity < 0 && offset <= axis.lowerBound) || (velocity > 0 && offset >= axis.upperBound)
            guard abs(velocity) > Deceleration.stopSpeed, showsOverscroll || !headsOut else { return .still }
            return .gliding(
                Deceleration(startOffset: offset, startVelocity: velocity, rate: decelerationRate), start: now)
        }
        // A chained axis releases the whole chain: an axis the finger did not
        // drag (a finger that caught a motion and lifted) with no velocity, so
        // that any view of the chain left past an edge springs back.
        let scrollable = scrollableAxes
        let x =
            scrollable.contains(.horizontal)
            ? releaseChain(along: .horizontal, velocity: axes.contains(.horizontal) ? -fingerVelocity.dx : 0, at: now)
            : nil
        let y =
            scrollable.contains(.vertical)
            ? releaseChain(along: .vertical, velocity: axes.contains(.vertical) ? -fingerVelocity.dy : 0, at: now) : nil
        startMotion(
            x: x
                ?? release(
                    contentOffset.x, fingerVelocity.dx, startOffset.x, range.x, bounds.width,
                    moves: axes.contains(.horizontal)),
            y: y
                ?? release(
                    contentOffset.y, fingerVelocity.dy, startOffset.y, range.y, bounds.height,
                    moves: axes.contains(.vertical)),
            in: window)
    }

    /// Move each axis as given, unless both are still.
    private func startMotion(x: AxisMotion, y: AxisMotion, in window: Window) {
        guard !(x.isStill && y.isStill) else { return }
        startMotion(.moving(x: x, y: y), in: window)
    }

    /// Move the content along `axis` as `axisMotion` says, from `time`,
    /// keeping what moves it along the other axis: a chain hands this view a
    /// bounce or a spring-back.
    func continueMotion(_ axisMotion: AxisMotion, along axis: Axis, at time: Double) {
        guard let window else { return }
        var x = AxisMotion.still
        var y = AxisMotion.still
        if case .moving(let movingX, let movingY) = motion {
            x = movingX
            y = movingY
        } else {
            stopMotion()
        }
        let (offset, next) = axisMotion.step(
            at: time, from: self.offset(along: axis), range: offsetRange(along: axis), bounces: showsOverscroll)
        if axis == .horizontal { x = next } else { y = next }
        if x.isStill && y.isStill {
            stopMotion()
        } else if motion.isIdle {
            startMotion(.moving(x: x, y: y), in: window)
        } else {
            motion = .moving(x: x, y: y)
        }
        applyOffset(offset, along: axis)
    }

    /// A finger came down: whatever moves the content stops where it is.
    /// Returns whether something was moving (UIKit keeps that touch from the
    /// content: it catches the scroll, it does not tap).
    @discardableResult
    func stopMotion() -> Bool {
        guard !motion.isIdle else { return false }
        let wasDecelerating = isDecelerating
        motion = .idle
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        return true
    }

    /// Stop what moves the content: its own motion, and a chained glide that
    /// another view drives through it (code setting the offset, or a finger
    /// catching the chain, must not be undone by the next frame of it).
    /// Returns whether anything was moving; with `time`, a finger came down
    /// then, and the answer is whether it caught a motion (see `catchMotion`).
    @discardableResult
    func stopAllMotion(caughtAt time: Double? = nil) -> Bool {
        func halt(_ view: ScrollView) -> Bool { time.map { view.catchMotion(at: $0) } ?? view.stopMotion() }
        var stopped = halt(self)
        if let driver = chainGlideDriver, driver !== self {
            chainGlideDriver = nil
            if driver.isChainGliding { stopped = halt(driver) || stopped }
        }
        return stopped
    }

    /// Whether this view drives a glide through a chain of scroll views.
    var isChainGliding: Bool {
        guard case .moving(let x, let y) = motion else { return false }
        return x.isChaining || y.isChaining
    }

    /// The view left its window (`old`) or moved to another: a motion on the
    /// old window's clock must not go on moving it, and the old window must
    /// not go on stepping it.
    func stopMotion(leaving old: Window?) {
        stopMotion()
        old?.scrollViewStoppedMoving(self)
        // The ticker holds this view unowned: no tick of it may stay pending.
        motionTicker?.stop()
        motionTicker = nil
    }

    /// The motion started from idle, or came to idle: tell the window, and
    /// stop the ticks of one that ended.
    func motionDidStartOrStop() {
        if motion.isIdle {
            motionTicker?.stop()
            window?.scrollViewStoppedMoving(self)
        } else {
            window?.scrollViewStartedMoving(self)
        }
    }

    func startMotion(_ newMotion: ScrollMotion, in window: Window) {
        motion = newMotion
        scheduleFrames(in: window)
    }

    /// Step the motion from now on as the window's `displaySync` says: in
    /// `.timer` mode a tick every frame on its clock, the first one a frame
    /// from now; in `.host` mode no ticks (`Window.displayFrame(at:)` steps it).
    func scheduleFrames(in window: Window) {
        guard window.displaySync == .timer else {
            motionTicker?.stop()
            return
        }
        if motionTicker == nil || motionTicker?.clock !== window.clock
            || motionTicker?.refreshRate != window.refreshRate
        {
            motionTicker?.stop()
            motionTicker = FrameTicker(clock: window.clock, refreshRate: window.refreshRate, target: self)
        }
        motionTicker?.start()
    }

    /// One display frame: move the content to where the motion says, and stop
    /// when it is done.
    func frameTick(at time: Double) {
        switch motion {
        case .idle:
            motionTicker?.stop()
        case .moving(let x, let y):
            let range = contentOffsetRange
            let (offsetX, nextX) = x.step(at: time, from: contentOffset.x, range: range.x, bounces: showsOverscroll)
            let (offsetY, nextY) = y.step(at: time, from: contentOffset.y, range: range.y, bounces: showsOverscroll)
            motion = .moving(x: nextX, y: nextY)
            applyContentOffset(Point(x: offsetX, y: offsetY))
            // Code that heard the scroll may have stopped or replaced the
            // motion, before the chain's step or during it.
            guard case .moving = motion else { return }
            let chainedX = stepChain(nextX, along: .horizontal, at: time)
            let chainedY = stepChain(nextY, along: .vertical, at: time)
            guard case .moving = motion else { return }
            let done = chainedX.isStill && chainedY.isStill
            motion = done ? .idle : .moving(x: chainedX, y: chainedY)
            if done { finishMotion(wasDecelerating: true) }
        case .animating(let animation, let start):
            let elapsed = time - start
            applyContentOffset(animation.offset(after: elapsed))
            if animation.isDone(after: elapsed) {
                motion = .idle
                finishMotion(wasDecelerating: false)
            }
        case .zooming(let animation, let start):
            if stepZoom(animation, start: start, at: time) {
                motion = .idle
                finishMotion(wasDecelerating: false)
            }
        }
    }

    private func finishMotion(wasDecelerating: Bool) {
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        delegate?.scrollViewDidEndScrolling(self)
    }
}

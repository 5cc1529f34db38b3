/// Momentum, paging snaps and animated scrolls: the content moving on its own,
/// one step per display frame (`Window.refreshRate`) on the virtual clock, so
/// the same input gives the same offsets frame by frame.
///
/// ```
///  finger lifts ─┬─ paging ──────▶ .snapping (a spring onto the page)
///                └─ fast enough ─▶ .decelerating (UIKit's curve, per axis)
///  setContentOffset(_:animated: true) ─▶ .animating
///  a finger comes down ─▶ stop where the content is (and keep that touch from the content)
/// ```
extension ScrollView: FrameTickTarget {
    /// Whether the content is gliding after a flick.
    public var isDecelerating: Bool {
        if case .decelerating = motion { return true }
        return false
    }

    /// Whether the content is moving on its own: gliding, snapping to a page or
    /// in an animated scroll.
    public var isMovingWithoutFinger: Bool { !motion.isIdle }

    /// Move the content to `offset` (points), at once or animated over
    /// `ScrollAnimation.defaultDuration` (0.3 s) on the window's frame ticks.
    /// Animating needs a window; without one the offset is set at once.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated, offset.isFinite, let window else {
            stopMotion()
            setContentOffset(offset)
            return
        }
        startMotion(.animating(ScrollAnimation(from: contentOffset, to: offset), start: window.clock.now), in: window)
    }

    /// The finger lifted from a drag: glide with its velocity, or snap to a page.
    /// `fingerVelocity` is in points per second; the content moves the other way.
    func startMomentum(fingerVelocity: Vector, startOffset: Point, axes: Axes) {
        guard let window else { return }
        let now = window.clock.now
        let velocity = Vector(dx: axes.contains(.horizontal) ? -fingerVelocity.dx : 0,
                              dy: axes.contains(.vertical) ? -fingerVelocity.dy : 0)
        let range = contentOffsetRange
        if isPagingEnabled {
            let x = PagingTarget.offset(
                releasedAt: contentOffset.x, velocity: velocity.dx, startOffset: startOffset.x,
                pageLength: bounds.width, range: range.x)
            let y = PagingTarget.offset(
                releasedAt: contentOffset.y, velocity: velocity.dy, startOffset: startOffset.y,
                pageLength: bounds.height, range: range.y)
            let snap = ScrollMotion.snapping(
                x: PagingTarget.snap(from: contentOffset.x, velocity: velocity.dx, to: x),
                y: PagingTarget.snap(from: contentOffset.y, velocity: velocity.dy, to: y), start: now)
            if Point(x: x, y: y) != contentOffset { startMotion(snap, in: window) }
            return
        }
        func glide(_ offset: Double, _ speed: Double, _ axis: ClosedRange<Double>) -> Deceleration? {
            // Already at the edge it heads for, or too slow to see: no glide.
            guard abs(speed) > Deceleration.stopSpeed,
                  !(speed < 0 && offset <= axis.lowerBound), !(speed > 0 && offset >= axis.upperBound)
            else { return nil }
            return Deceleration(startOffset: offset, startVelocity: speed, rate: decelerationRate)
        }
        let x = glide(contentOffset.x, velocity.dx, range.x)
        let y = glide(contentOffset.y, velocity.dy, range.y)
        guard x != nil || y != nil else { return }
        startMotion(.decelerating(x: x, y: y, start: now), in: window)
    }

    /// A finger came down: whatever moves the content stops where it is.
    /// Returns whether something was moving (UIKit keeps that touch from the
    /// content: it catches the scroll, it does not tap).
    @discardableResult
    func stopMotion() -> Bool {
        guard !motion.isIdle else { return false }
        let wasDecelerating = isDecelerating
        motion = .idle
        motionTicker?.stop()
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        return true
    }

    private func startMotion(_ newMotion: ScrollMotion, in window: Window) {
        motion = newMotion
        if motionTicker == nil || motionTicker?.clock !== window.clock || motionTicker?.refreshRate != window.refreshRate {
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
        case .decelerating(var x, var y, let start):
            let elapsed = time - start
            let range = contentOffsetRange
            var offset = contentOffset
            func step(_ glide: inout Deceleration?, _ value: inout Double, _ axis: ClosedRange<Double>) {
                guard let current = glide else { return }
                let next = current.offset(after: elapsed)
                value = min(max(next, axis.lowerBound), axis.upperBound)
                // It met an edge, or slowed below what anyone would see: it stops.
                if value != next || abs(current.velocity(after: elapsed)) < Deceleration.stopSpeed { glide = nil }
            }
            step(&x, &offset.x, range.x)
            step(&y, &offset.y, range.y)
            motion = (x == nil && y == nil) ? .idle : .decelerating(x: x, y: y, start: start)
            setContentOffset(offset)
            if motion.isIdle { finishMotion(wasDecelerating: true) }
        case .snapping(let x, let y, let start):
            let elapsed = time - start
            if x.isSettled(after: elapsed) && y.isSettled(after: elapsed) {
                motion = .idle
                setContentOffset(Point(x: x.restingOffset, y: y.restingOffset))
                finishMotion(wasDecelerating: false)
            } else {
                setContentOffset(Point(x: x.offset(after: elapsed), y: y.offset(after: elapsed)))
            }
        case .animating(let animation, let start):
            let elapsed = time - start
            setContentOffset(animation.offset(after: elapsed))
            if animation.isDone(after: elapsed) {
                motion = .idle
                finishMotion(wasDecelerating: false)
            }
        }
    }

    private func finishMotion(wasDecelerating: Bool) {
        motionTicker?.stop()
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        delegate?.scrollViewDidEndScrolling(self)
    }
}

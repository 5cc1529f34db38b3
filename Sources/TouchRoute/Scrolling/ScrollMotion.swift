/// What moves a scroll view's content while no finger does, on the window's
/// frame ticks. Times are seconds of input time.
enum ScrollMotion {
    case idle
    /// Momentum, bounces, spring-backs and paging snaps: each axis on its own.
    case moving(x: AxisMotion, y: AxisMotion)
    /// `setContentOffset(_:animated: true)`.
    case animating(ScrollAnimation, start: Double)
    /// `zoom(toScale:at:animated: true)`, or a pinch's bounce back to a zoom limit.
    case zooming(ZoomAnimation, start: Double)

    var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    /// Whether the motion has all but stopped at `time`: every axis does (see
    /// `AxisMotion.isAllButStopped`). An animation from code never has.
    func isAllButStopped(at time: Double, speed: Double, distance: Double) -> Bool {
        switch self {
        case .idle: true
        case .moving(let x, let y):
            x.isAllButStopped(at: time, speed: speed, distance: distance)
                && y.isAllButStopped(at: time, speed: speed, distance: distance)
        case .animating, .zooming: false
        }
    }
}

/// One axis of a `ScrollMotion.moving`.
enum AxisMotion {
    /// At rest (or never moving) on this axis.
    case still
    /// Momentum on UIKit's deceleration curve, from `start`.
    case gliding(Deceleration, start: Double)
    /// A spring from `start`: back from overscroll, a bounce where momentum met
    /// an edge, or a paging snap.
    case springing(CriticallyDampedSpring, start: Double)
    /// Momentum shared by a `NestedScrollChain`: the glide runs from 0, and
    /// `travelled` points of it have been handed to the chain. The scroll view
    /// steps it with `stepChain`, not with `step`.
    case chaining(Deceleration, start: Double, travelled: Double)

    /// Content at `offset`, past an edge of `range`, springing back to that
    /// edge from `start` with `velocity` (points per second of content
    /// offset); nil when the offset is within the range. What a release, a
    /// chain's release and a wheel's clamp all do with overscrolled content.
    static func springBack(from offset: Double, velocity: Double, within range: ClosedRange<Double>, start: Double)
        -> AxisMotion?
    {
        guard !range.contains(offset) else { return nil }
        let edge = min(max(offset, range.lowerBound), range.upperBound)
        return .springing(CriticallyDampedSpring(from: offset, velocity: velocity, to: edge), start: start)
    }

    var isStill: Bool {
        if case .still = self { return true }
        return false
    }

    var isChaining: Bool {
        if case .chaining = self { return true }
        return false
    }

    /// Whether the axis has all but stopped at `time`: a glide slower than
    /// `speed` (points per second), or a spring within `distance` (points) of
    /// rest that is slower than `speed` or settling into rest. Settling means
    /// heading back no faster than `ω · distance from rest`, which a spring
    /// that slow never passes; a bounce leaving the edge and a spring thrown
    /// through rest are still moving.
    func isAllButStopped(at time: Double, speed: Double, distance: Double) -> Bool {
        switch self {
        case .still:
            return true
        case .gliding(let glide, let start), .chaining(let glide, let start, _):
            return abs(glide.velocity(after: time - start)) < speed
        case .springing(let spring, let start):
            let fromRest = spring.offset(after: time - start) - spring.restingOffset
            let velocity = spring.velocity(after: time - start)
            let settling = velocity * fromRest < 0 && abs(velocity) <= spring.angularFrequency * abs(fromRest)
            return abs(fromRest) <= distance && (settling || abs(velocity) < speed)
        }
    }

    /// Where the content comes to rest when the axis is ended early: a spring's
    /// resting offset; nil for the others, which stop where they are.
    var restingOffset: Double? {
        if case .springing(let spring, _) = self { return spring.restingOffset }
        return nil
    }

    /// The offset at `time`, and what the axis does next. `range` is where the
    /// content may rest; `bounces` lets momentum run past an edge and spring back.
    func step(at time: Double, from offset: Double, range: ClosedRange<Double>, bounces: Bool) -> (Double, AxisMotion) {
        switch self {
        case .still, .chaining:
            return (offset, self)
        case .gliding(let glide, let start):
            let next = glide.offset(after: time - start)
            if range.contains(next) {
                let stopped = abs(glide.velocity(after: time - start)) < Deceleration.stopSpeed
                return (next, stopped ? .still : self)
            }
            let edge = min(max(next, range.lowerBound), range.upperBound)
            // Not a number (a range or a speed from non-finite input) cannot
            // be bounced from: stop, at the edge if there is one.
            guard bounces, edge.isFinite else { return (edge.isFinite ? edge : offset, .still) }
            // The glide meets the edge: from there a spring carries its speed out
            // and brings the content back.
            let crossing = glide.time(toReach: edge) ?? (time - start)
            let bounce = CriticallyDampedSpring(from: edge, velocity: glide.velocity(after: crossing), to: edge)
            return AxisMotion.springing(bounce, start: start + crossing)
                .step(at: time, from: edge, range: range, bounces: bounces)
        case .springing(let spring, let start):
            let elapsed = time - start
            if !range.contains(spring.restingOffset) {
                // The content changed size under the spring: aim it, from where it
                // is and as fast as it goes, at the nearest place still allowed.
                let target = min(max(spring.restingOffset, range.lowerBound), range.upperBound)
                // The retargeted spring rests in range, so this recursion goes
                // one level deep; a target that is not a number would not, and
                // ends the motion instead.
                guard target.isFinite, offset.isFinite else { return (offset.isFinite ? offset : target, .still) }
                let retargeted = CriticallyDampedSpring(
                    from: offset, velocity: spring.velocity(after: elapsed), to: target)
                return AxisMotion.springing(retargeted, start: time).step(
                    at: time, from: offset, range: range, bounces: bounces)
            }
            if spring.isSettled(after: elapsed) { return (spring.restingOffset, .still) }
            return (spring.offset(after: elapsed), self)
        }
    }
}

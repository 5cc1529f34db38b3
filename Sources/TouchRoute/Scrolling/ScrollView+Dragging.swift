/// The drag machinery's per-gesture state. All locations are window coordinates,
/// so a drag measures the finger on the glass even while an ancestor scrolls.
struct DragState {
    /// The touch whose movement drives the content; nil when no finger is down.
    var primary: Touch?
    /// Where `primary` came down.
    var origin = Point.zero
    var isDragging = false
    /// The finger location at which the drag's translation is zero.
    var anchor = Point.zero
    /// The content offset at `anchor`, in finger space (see `fingerSpaceOffset`).
    var anchorOffset = Point.zero
    /// Where the driving finger was at the last step of the drag: a chained
    /// drag hands the chain each step's travel (see `NestedScrollChain`).
    var lastLocation = Point.zero
    /// The axes this drag moves.
    var axes: Axes = []
    var velocity = VelocityEstimator()
    /// The gesture began by stopping the content's own motion (a finger caught
    /// a flick): like UIKit, its touch goes to the scroll view, not the content.
    var caughtMotion = false
    /// The content offset when the gesture's first finger came down: the page a
    /// paging release counts "one page" from.
    var startOffset = Point.zero

    /// Forget the gesture, keeping the sampler's storage.
    mutating func reset() {
        primary = nil
        isDragging = false
        caughtMotion = false
        axes = []
        velocity.reset()
    }
}

/// Where a drag's translation is measured from.
public enum DragAnchor: Hashable, Sendable {
    /// From where the finger came down: the content catches up with the finger
    /// at once. A pager that decides late uses this, so no travel is lost.
    case touchDown
    /// From where the finger is now: the content starts moving from rest, as
    /// after a scroll view's own pan start.
    case currentLocation
}

extension ScrollView {
    /// How clearly a drag must start along one axis to be locked to it: that
    /// component must exceed the other this many times (2, about 27° off the axis).
    public static let directionalLockFactor = 2.0

    /// Whether the view is dragging its content under a finger.
    public var isDragging: Bool { drag.isDragging }

    /// Whether a finger is down on the view.
    public var isTracking: Bool { drag.primary != nil }

    func trackBegan(_ touches: TouchSet, with event: TouchEvent) {
        notePinchFingers(with: event)
        // A driving finger that lifted, its end held back by a recognizer, no
        // longer drives: the new finger does.
        if let primary = drag.primary, event.window.arena.recognizerBooks.heldEnds & primary.bit != 0 {
            drag.reset()
        }
        guard drag.primary == nil, let first = touches.anyTouch else { return }
        drag.caughtMotion = stopChainMotion(at: event.timestamp)
        drag.startOffset = contentOffset
        drag.primary = first
        drag.origin = first.location
        drag.velocity.reset()
        drag.velocity.add(first.location, at: event.timestamp)
    }

    /// Start moving the content with `drag.primary`, claiming `touches` so that
    /// ancestors stop arbitrating. Does nothing if already dragging.
    public func beginDragging(_ touches: TouchSet, from anchor: DragAnchor, with event: TouchEvent) {
        guard !drag.isDragging, let primary = drag.primary else { return }
        drag.isDragging = true
        drag.anchor = anchor == .touchDown ? drag.origin : primary.location
        drag.anchorOffset = fingerSpaceOffset
        drag.lastLocation = drag.anchor
        drag.axes = dragAxes(for: primary.location.displacement(from: drag.origin))
        claim(touches)
        delegate?.scrollViewWillBeginDragging(self)
        followFinger(with: event)
    }

    func trackMoved(_ touches: TouchSet, with event: TouchEvent) {
        if trackPinch(with: event) { return }
        guard let primary = drag.primary, touches.contains(primary) else { return }
        // A decision point lies on the segment the next report ends, so the
        // reports alone trace the same path; and one routed late (after a
        // batch's frame time) would carry a time that is not its own.
        if !primary.isInterpolated { drag.velocity.add(primary.location, at: event.timestamp) }
        if drag.isDragging {
            followFinger(with: event)
            madePan?.noteChange()
        }
    }

    /// A move before the drag starts: the release velocity's path follows the
    /// finger from touch-down. Without these samples it would run straight
    /// from touch-down to the report that began the drag, a segment that
    /// depends on which report that was, and so on the report rate. A
    /// decision point (`Touch.isInterpolated`) lies on the reports' path
    /// already and is left out.
    func trackPathBeforeDragging(_ touches: TouchSet, with event: TouchEvent) {
        guard let primary = drag.primary, touches.contains(primary), !primary.isInterpolated else { return }
        drag.velocity.add(primary.location, at: event.timestamp)
    }

    /// Move the content to `offset` (points) and report the change. The offset is
    /// not clamped: code may place content anywhere, as in UIKit. Any motion of
    /// the content's own (momentum, a snap, an animation) stops first.
    public func setContentOffset(_ offset: Point) {
        stopAllMotion()
        applyContentOffset(offset)
    }

    /// Move the content and report the change, without stopping a motion: for
    /// the finger and for the motion itself.
    func applyContentOffset(_ offset: Point) {
        guard offset != bounds.origin, offset.isFinite else { return }
        bounds.origin = offset
        didScroll()
    }

    /// Report the content's new offset (and zoom, for a view that zooms).
    func didScroll() {
        if let window {
            window.trace?(
                .scroll(
                    ScrollChange(
                        time: window.clock.now, view: self, offset: bounds.origin, zoom: isZoomable ? zoomScale : nil)))
        }
        delegate?.scrollViewDidScroll(self)
    }

    func releaseDrag(_ touches: TouchSet, with event: TouchEvent, settleWithVelocity: Bool) {
        if event.touches(for: self).subtracting(touches).isEmpty {
            // The gesture is over: the pan and the pinch, if under way, end
            // (a lift's end reached them first, as recognizers hear a phase
            // before views) or are cancelled with the view's touches.
            madePan?.finishIfActive(cancelled: !settleWithVelocity)
            madePinch?.finishIfActive(cancelled: !settleWithVelocity)
        }
        if releasePinch(touches, with: event) { return }
        guard let primary = drag.primary, touches.contains(primary) else { return }
        let remaining = event.touches(for: self).subtracting(touches)
        if let successor = remaining.anyTouch {
            // Hand the drag to a finger that stays, re-anchored where it is now.
            drag.primary = successor
            drag.origin = successor.location
            drag.anchor = successor.location
            drag.anchorOffset = fingerSpaceOffset
            drag.lastLocation = successor.location
            drag.velocity.reset()
            return
        }
        let wasDragging = drag.isDragging
        let caught = drag.caughtMotion
        let velocity = Self.releaseVelocity(
            settleWithVelocity && wasDragging ? drag.velocity.velocity(at: event.timestamp) : .zero)
        let startOffset = drag.startOffset
        let axes = drag.axes
        drag.reset()
        if wasDragging {
            delegate?.scrollViewDidEndDragging(self, velocity: velocity)
        } else if !caught {
            return
        }
        // After a drag, or after a finger caught the content mid-motion (perhaps
        // overscrolled or between pages) and lifted: spring back, snap to a
        // page, or glide on.
        startMomentum(fingerVelocity: velocity, startOffset: startOffset, axes: axes)
    }

    /// Where the content goes for the finger's translation: with it inside the
    /// content, and past an edge rubber-banded (`bounces`) or stopped.
    /// `drag.anchorOffset` is in finger space, where the finger's travel is
    /// undamped, so catching overscrolled content never makes it jump.
    /// Along an axis where this view is chained to others, the step goes to
    /// the chain instead (see `followFingerThroughChains`).
    private func followFinger(with event: TouchEvent) {
        guard let primary = drag.primary else { return }
        if followFingerThroughChains(to: primary.location) { return }
        drag.lastLocation = primary.location
        let translation = primary.location.displacement(from: drag.anchor)
        let range = contentOffsetRange
        var offset = contentOffset
        if drag.axes.contains(.horizontal) {
            offset.x = displayedOffset(drag.anchorOffset.x - translation.dx, range.x, bounds.width)
        }
        if drag.axes.contains(.vertical) {
            offset.y = displayedOffset(drag.anchorOffset.y - translation.dy, range.y, bounds.height)
        }
        applyContentOffset(offset)
    }

    /// `velocity` (points per second) as a release hands it to momentum: no
    /// faster than `maximumReleaseSpeed`. Faster is a glitch (a report that
    /// jumps across the screen in a millisecond), not a finger: the direction
    /// is kept, not the speed.
    static func releaseVelocity(_ velocity: Vector) -> Vector {
        let speed = velocity.length
        return speed > maximumReleaseSpeed ? velocity * (maximumReleaseSpeed / speed) : velocity
    }

    func displayedOffset(_ fingerOffset: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
        showsOverscroll
            ? RubberBand.displayedOffset(forFingerOffset: fingerOffset, range: range, dimension: dimension)
            : min(max(fingerOffset, range.lowerBound), range.upperBound)
    }

    /// The content offset in finger space: the finger travel that shows the
    /// content where it is now (equal to it inside the content).
    var fingerSpaceOffset: Point {
        Point(x: fingerSpaceOffset(along: .horizontal), y: fingerSpaceOffset(along: .vertical))
    }

    /// The axes a drag that starts with `displacement` moves: the scrollable ones,
    /// narrowed to one when directional lock applies.
    private func dragAxes(for displacement: Vector) -> Axes {
        let axes = scrollableAxes
        guard isDirectionalLockEnabled, axes == .both else { return axes }
        let factor = ScrollView.directionalLockFactor
        if abs(displacement.dx) > factor * abs(displacement.dy) { return .horizontal }
        if abs(displacement.dy) > factor * abs(displacement.dx) { return .vertical }
        return axes
    }
}

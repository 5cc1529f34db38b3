/// An outer horizontal pager that forwards every touch straight to the child
/// under it and takes the gesture over only on a clearly horizontal move, as
/// essay 004 designs it:
///
/// ```
///  touchesBegan ──▶ drag machinery (remembers the origin)
///               └─▶ child from an honest hit test, at once
///  touchesMoved ──▶ child, then strategy.decide(finger − origin)
///                    ├─ undecided ─▶ ask again on the next move
///                    ├─ takeOver ──▶ child gets touchesCancelled; the pager scrolls
///                    └─ decline ───▶ stop testing this gesture
///  touchesEnded ──▶ taken over: the machinery ends the drag (paging settles)
///               └─▶ otherwise: the machinery sees a cancel, the child the end
/// ```
///
/// Beyond the essay:
/// - State resets when the last touch lifts (the essay's code never resets).
/// - A second finger blocks the takeover for the rest of the gesture.
/// - Touches the child passes back up the responder chain do not re-enter the
///   pager; `View.forward` sends them on to the pager's `nextResponder`.
/// - With `Arbitration.decideOnce` (the default), once a descendant claims the
///   touch (an inner list starts dragging it), the pager stops testing.
/// - Displacements are measured in window coordinates, so an ancestor scrolling
///   the pager along with the finger cannot fake a horizontal move.
///
/// `delaysContentTouches` is off, as the essay requires: the child sees every
/// touch at once, and the pager never delays (setting it has no effect here).
/// `touchesShouldBegin`, `touchesShouldCancel` and `canCancelContentTouches`
/// apply as for any scroll view: a child that may not be cancelled (a
/// `Control`) keeps its touch, and the pager declines the gesture.
open class RemorsefulScrollView: ScrollView {
    /// How the pager recognises its own gestures. Default: the essay's rule with
    /// `kThresholdX` = 12 pt and `kThresholdY` = 4 pt.
    @exclusivity(unchecked) public var strategy: DirectionStrategy = .remorseful()
    /// Whether a descendant's claim ends the pager's testing. Default: `.decideOnce`.
    @exclusivity(unchecked) public var arbitration: Arbitration = .decideOnce

    /// The gesture's state; reset when its last touch lifts.
    @exclusivity(unchecked) private var originalPoint = Point.zero
    @exclusivity(unchecked) private var currentChild: View?
    @exclusivity(unchecked) private var isHorizontalScroll = false
    @exclusivity(unchecked) private var isMultitouch = false
    /// The strategy declined, or a descendant claimed the touch: forward only.
    @exclusivity(unchecked) private var isDecided = false

    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        delaysContentTouches = false
    }

    /// Whether this gesture was taken over by the pager.
    public var hasTakenOver: Bool { isHorizontalScroll }

    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        trackTouchesBegan(touches, with: event)
        if isHorizontalScroll {
            // A finger that joins a horizontal scroll belongs to the scroll.
            claim(touches)
            for touch in touches { record(touch, .takenOver) }
            return
        }
        let mine = event.touches(for: self)
        if touches.count == mine.count, let first = touches.anyTouch {
            originalPoint = first.location
            currentChild = subviewHitTest(first.location(in: self), with: event)
            isMultitouch = false
            isDecided = false
        }
        if mine.count > 1, !isMultitouch, let touch = touches.anyTouch {
            isMultitouch = true
            record(touch, .blockedByMultitouch)
        }
        guard let child = currentChild else { return }
        // A finger that caught the pager mid-snap stops it; it does not tap the
        // page (a nested scroll view still gets it, to pan).
        if drag.caughtMotion, !(child is ScrollView) {
            for touch in touches { record(touch, .withheld) }
            return
        }
        let allowed = touches.filter { contentMayBegin($0, in: child, with: event) }
        for touch in allowed { record(touch, .forwarded, target: child) }
        forward(.began, allowed, with: event, to: child)
    }

    /// The child hears the move before the pager judges it, so a nested scroll
    /// view that starts panning on this very move has claimed the touch first.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        if !isHorizontalScroll {
            forward(.moved, touches, with: event, to: currentChild)
            if !isMultitouch, !isDecided, let touch = drag.primary ?? touches.anyTouch {
                testForTakeover(touch, with: event)
            }
        }
        if isHorizontalScroll {
            trackTouchesMoved(touches, with: event)
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        if isHorizontalScroll {
            trackTouchesEnded(touches, with: event)
        } else {
            trackTouchesCancelled(touches, with: event)
            forward(.ended, touches, with: event, to: currentChild)
        }
        resetIfLifted(touches, with: event)
    }

    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        trackTouchesCancelled(touches, with: event)
        if !isHorizontalScroll {
            forward(.cancelled, touches, with: event, to: currentChild)
        }
        resetIfLifted(touches, with: event)
    }

    private func testForTakeover(_ touch: Touch, with event: TouchEvent) {
        if arbitration == .decideOnce, isClaimedByDescendant(touch) {
            isDecided = true
            record(touch, .claimedByChild, target: touch.claimant)
            return
        }
        switch strategy.decide(touch.location.displacement(from: originalPoint)) {
        case .undecided:
            return
        case .decline:
            isDecided = true
            record(touch, .declined)
            return
        case .takeOver:
            break
        }
        let mine = event.touches(for: self)
        let childHolds = currentChild.map { !event.touches(for: $0).intersection(mine).isEmpty } ?? false
        if let child = currentChild, childHolds {
            guard mayCancel(child) else {
                // UIKit's rule: controls (and content that may not be cancelled) keep their touches.
                isDecided = true
                recordDecision(.declined, for: touch, rule: DecisionRule.touchesShouldCancel, target: child)
                return
            }
            isHorizontalScroll = true
            record(touch, .takenOver)
            record(touch, .cancelled, target: child)
            forward(.cancelled, mine, with: event, to: child)
        } else {
            isHorizontalScroll = true
            record(touch, .takenOver)
        }
        beginDragging(mine, from: .touchDown, with: event)
    }

    private func resetIfLifted(_ touches: TouchSet, with event: TouchEvent) {
        guard event.touches(for: self).subtracting(touches).isEmpty else { return }
        isHorizontalScroll = false
        isMultitouch = false
        isDecided = false
        currentChild = nil
    }

    private func record(_ touch: Touch, _ outcome: Decision.Outcome, target: View? = nil) {
        recordDecision(outcome, for: touch, rule: strategy.name, thresholds: strategy.thresholds, target: target)
    }
}

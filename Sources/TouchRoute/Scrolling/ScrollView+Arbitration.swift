/// The take-over routine, the one place a scroll view decides to take a
/// gesture from its content, for either form of `ArbitrationPolicy`:
///
/// ```
///  every move, until the gesture is decided:
///    a descendant claimed the touch ──▶ claimed-by-child (stop; not .literal)
///    verdict = rule(finger − touch-down, along the view's axis)
///      undecided ─▶ every descendant declined, and the move goes along this
///      │            view's axis? ─▶ take over (last-one-standing)
///      ├─────────▶ ask again on the next move
///      decline ──▶ declined (stop)
///      takeOver ─▶ content may not be cancelled? ─▶ declined (stop)
///                  else cancel the content's touches, begin dragging
/// ```
extension ScrollView {
    /// New fingers: one that joins a scroll belongs to the scroll; a second
    /// finger ends the testing when the policy says so.
    func arbitrateNewTouches(_ touches: TouchSet, with event: TouchEvent) {
        if isDragging {
            claim(touches)
            for touch in touches { recordDecision(.takenOver, for: touch, rule: ruleName, thresholds: ruleThresholds) }
        } else if arbitrationPolicy.secondFingerBlocksTakeover, !content.isDecided,
            event.touches(for: self).count > 1, let touch = touches.anyTouch
        {
            content.isDecided = true
            recordDecision(.blockedByMultitouch, for: touch, rule: ruleName, thresholds: ruleThresholds)
        }
    }

    /// Judge the gesture's driving finger, after the content heard this move;
    /// take the gesture if the policy says so.
    func arbitrate(with event: TouchEvent) {
        guard !content.isDecided, let primary = drag.primary else { return }
        let policy = arbitrationPolicy
        if policy.arbitration != .literal, isClaimedByDescendant(primary) {
            content.isDecided = true
            recordDecision(
                .claimedByChild, for: primary, rule: ruleName, thresholds: ruleThresholds,
                target: primary.claimant)
            return
        }
        let displacement = primary.location.displacement(from: drag.origin)
        switch verdict(for: displacement) {
        case .undecided:
            let travel = lastOneStandingTravel
            if policy.arbitration == .lastOneStanding,
                isLastOneStanding(for: primary, moved: displacement, beyond: travel)
            {
                takeOver(
                    primary, rule: DecisionRule.lastOneStanding, thresholds: Thresholds(x: travel, y: nil),
                    from: .currentLocation, with: event)
            }
        case .decline:
            content.isDecided = true
            recordDecision(.declined, for: primary, rule: ruleName, thresholds: ruleThresholds)
        case .takeOver:
            takeOver(primary, rule: ruleName, thresholds: ruleThresholds, from: policy.anchor, with: event)
        }
    }

    /// Take the gesture from the content: cancel the touches it has, then drag
    /// from `anchor`. Content that may not be cancelled keeps its touch, and
    /// the view stops testing instead.
    func takeOver(
        _ primary: Touch, rule: DecisionRule, thresholds: Thresholds?, from anchor: DragAnchor,
        with event: TouchEvent
    ) {
        if let keeper = content.held.first(where: { $0.state == .delivered && !mayCancel($0.target) }) {
            content.isDecided = true
            recordDecision(.declined, for: primary, rule: DecisionRule.touchesShouldCancel, target: keeper.target)
            return
        }
        if let timer = content.delayTimer {
            event.window.clock.cancel(timer)
            content.delayTimer = nil
        }
        content.isDecided = true
        recordDecision(.takenOver, for: primary, rule: rule, thresholds: thresholds)
        for index in content.held.indices {
            if content.held[index].state == .delivered { content.cancelling.append(content.held[index]) }
            content.held[index].state = .withheld
        }
        // The cancels run the content's code, which may change `held`: walk the
        // copy. Each content view hears all of its cancels in one call, as with
        // every other phase.
        for held in content.cancelling {
            recordDecision(.cancelled, for: held.touch, rule: rule, thresholds: thresholds, target: held.target)
        }
        forward(.cancelled, byTarget: content.cancelling, with: event) { _ in true }
        content.cancelling.removeAll(keepingCapacity: true)
        beginDragging(event.touches(for: self), from: anchor, with: event)
    }

    /// The policy's verdict on a displacement from touch-down, in window points.
    func verdict(for displacement: Vector) -> DirectionVerdict {
        let axes = scrollableAxes
        if axes.isEmpty { return .decline }
        guard let rule = arbitrationPolicy.rule else { return panVerdict(for: displacement, axes: axes) }
        return rule.decide(displacement, along: primaryAxis(of: axes))
    }

    /// The pan start: more than `panStartThreshold` along the scrollable axis
    /// takes over; that far across it first declines. A view that scrolls both
    /// ways takes any move that long.
    private func panVerdict(for displacement: Vector, axes: Axes) -> DirectionVerdict {
        if axes == .both { return displacement.length > panStartThreshold ? .takeOver : .undecided }
        let along = primaryAxis(of: axes)
        if abs(displacement[along]) > panStartThreshold { return .takeOver }
        if abs(displacement[along.cross]) > panStartThreshold { return .decline }
        return .undecided
    }

    /// Points the finger must go along the view's axis before the last one
    /// standing takes a gesture: the pan start, or the rule's own sideways
    /// threshold (`thresholds.x`) when that is longer, so that a move the rule
    /// itself would take (a straight swipe passing 12 pt) is taken by the
    /// rule, from touch-down, and not a few points early from where the finger is.
    var lastOneStandingTravel: Double {
        max(panStartThreshold, arbitrationPolicy.rule?.thresholds.x ?? 0)
    }

    /// Whether every descendant that could take `touch` has given it up, so
    /// this view is the last one standing, and the finger has gone more than
    /// `travel` points along this view's axis, and more along it than across.
    /// Each descendant holding the touch is asked (`View.yields(_:to:)`). Still
    /// standing: a descendant scroll view that has not yielded (see
    /// `hasYielded`), content that may not be cancelled (a control), and a tap
    /// view the finger has not yet strayed out of (`tapSlop`).
    ///
    /// - Complexity: O(views that received the touch).
    private func isLastOneStanding(for touch: Touch, moved displacement: Vector, beyond travel: Double) -> Bool {
        let axes = scrollableAxes
        guard !axes.isEmpty else { return false }
        let along = primaryAxis(of: axes)
        guard abs(displacement[along]) > travel,
            abs(displacement[along]) > abs(displacement[along.cross])
        else { return false }
        for view in touch.recipients where view !== self && view.touchBooks.open & touch.bit != 0 {
            guard view.isDescendant(of: self) else { continue }
            if !view.yields(touch, to: self) { return false }
        }
        return true
    }

    /// Whether this view has given `touch` up for the gesture: it scrolls
    /// nowhere, or it stopped testing without taking the gesture (its rule
    /// declined, a second finger blocked it), or the finger has gone further
    /// across its axis than along it, past the travel its own last-one-standing
    /// test needs, so that it will not take the gesture either. The last case
    /// covers rules that never decline, such as the 12/4 rule: a vertical pager
    /// inside a horizontal one yields a 25° horizontal swipe.
    func hasYielded(_ touch: Touch) -> Bool {
        if isDragging { return false }
        let axes = scrollableAxes
        if axes.isEmpty || content.isDecided { return true }
        if axes == .both { return false }
        let along = primaryAxis(of: axes)
        let moved = touch.translation
        return abs(moved[along.cross]) > lastOneStandingTravel && abs(moved[along.cross]) > abs(moved[along])
    }

    /// The axis a rule is applied along: horizontal when the view scrolls that
    /// way (both ways included), else vertical.
    func primaryAxis(of axes: Axes) -> Axis {
        axes.contains(.horizontal) ? .horizontal : .vertical
    }

    /// The policy rule's name and thresholds, for decision traces.
    var ruleName: DecisionRule { arbitrationPolicy.rule?.name ?? DecisionRule.pan }
    var ruleThresholds: Thresholds { arbitrationPolicy.rule?.thresholds ?? panThresholds }
}

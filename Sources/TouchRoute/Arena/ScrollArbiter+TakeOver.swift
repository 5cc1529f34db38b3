/// The take-over routine, the one place a scroll view decides to take a
/// gesture from its content, for either form of `ArbitrationPolicy`:
///
/// ```
///  every move, until the gesture is decided:
///    a recognizer won the touch, and may not ──▶ claimed-by-recognizer (stop; not .literal)
///      recognize with this view's pan
///    a descendant claimed the touch ──▶ claimed-by-child (stop; not .literal)
///    verdict = rule(finger − touch-down, along the view's axis)
///      undecided ─▶ every holder below rejected the touch, and the move goes
///      │            along this view's axis? ─▶ take over (`LastOneStandingRule`)
///      ├─────────▶ ask again on the next move
///      decline ──▶ declined (stop; with `.lastOneStanding`, reconsidered on
///                  later moves unless `reconsidersDeclines` is off:
///                  `ScrollArbiter+Reconsidering.swift`)
///      takeOver ─▶ content may not be cancelled? ─▶ declined (stop)
///                  the view's pan, if made, asked to begin (`ScrollView.mayBegin`):
///                    held ─▶ ask again on the next move, or take over when let go
///                    refused ─▶ claimed-by-recognizer (a rival won), or declined
///                               with rule recognizer (it is disabled) (stop)
///                  else cancel the content's touches, begin dragging
/// ```
///
/// Stopping without taking the gesture fails the view's pan, if made, so
/// that the recognizers waiting for it to fail go on.
extension ScrollArbiter {
    /// New fingers: one that joins a scroll belongs to the scroll; a second
    /// finger ends the testing when the policy says so.
    func arbitrateNewTouches(_ touches: TouchSet, with event: TouchEvent) {
        guard let view = scrollView else { return }
        if view.isDragging {
            view.claim(touches)
            for touch in touches {
                view.recordDecision(.takenOver, for: touch, rule: view.ruleName, thresholds: view.ruleThresholds)
            }
        } else if view.arbitrationPolicy.secondFingerBlocksTakeover, isDecided, event.touches(for: view).count > 1 {
            // A second finger ends a reconsidering too.
            mayReconsider = false
        } else if view.arbitrationPolicy.secondFingerBlocksTakeover, !isDecided,
            event.touches(for: view).count > 1, let touch = touches.anyTouch
        {
            stopTesting()
            view.recordDecision(
                .blockedByMultitouch, for: touch, rule: view.ruleName, thresholds: view.ruleThresholds)
        }
    }

    /// Judge the gesture's driving finger, after the content heard this move;
    /// take the gesture if the policy says so.
    /// `view` is the entry's scroll view, which calls this from its own touch
    /// method (so the entry's reference need not be loaded and counted).
    func arbitrate(for view: ScrollView, with event: TouchEvent) {
        guard !isDecided, let primary = view.drag.primary else {
            if mayReconsider { reconsider(for: view, with: event) }
            return
        }
        // The policy's fields are read one by one, where needed: a copy of the
        // whole policy (with its rule) went through its value witnesses on every
        // move, a fifth of the arena's added cost to
        // `moveFrame_1finger_tapViewLeaves` (callgrind).
        let arbitration = view.arbitrationPolicy.arbitration
        if arbitration != .literal, view.yieldsToRecognizer(of: primary), let recognizer = primary.recognizer {
            stopTesting()
            view.recordDecision(
                .claimedByRecognizer, for: primary, rule: DecisionRule.recognizer, target: recognizer.view)
            return
        }
        if arbitration != .literal, view.isClaimedByDescendant(primary) {
            stopTesting()
            view.recordDecision(
                .claimedByChild, for: primary, rule: view.ruleName, thresholds: view.ruleThresholds,
                target: primary.claimant)
            return
        }
        let displacement = primary.location.displacement(from: view.drag.origin)
        switch view.verdict(for: displacement) {
        case .undecided:
            let travel = view.lastOneStandingTravel
            if arbitration == .lastOneStanding,
                isLastOneStanding(
                    for: primary, moved: displacement, beyond: travel, by: view.arbitrationPolicy.lastOneStanding)
            {
                takeOver(
                    primary, rule: DecisionRule.lastOneStanding, thresholds: Thresholds(x: travel, y: nil),
                    from: .currentLocation, asking: view.madePan, with: event)
            }
        case .decline:
            stopTesting()
            // A view that scrolls one way only declines by its axis, and may
            // take the touch back; one that scrolls nowhere never will.
            if arbitration == .lastOneStanding, view.scrollableAxes == .horizontal || view.scrollableAxes == .vertical {
                mayReconsider = view.reconsidersDeclines
            }
            view.recordDecision(.declined, for: primary, rule: view.ruleName, thresholds: view.ruleThresholds)
        case .takeOver:
            takeOver(
                primary, rule: view.ruleName, thresholds: view.ruleThresholds, from: view.arbitrationPolicy.anchor,
                asking: view.madePan, with: event)
        }
    }

    /// Take the gesture from the content: cancel the touches it has, then drag
    /// from `anchor`. Content that may not be cancelled keeps its touch, and
    /// the view stops testing instead. `member` (the view's pan or pinch,
    /// nil when not made) is asked to begin first: while it waits for a
    /// requirement to fail the content keeps the touch, and the decision is
    /// kept for `takeOverOnRelease(of:with:)`.
    func takeOver(
        _ primary: Touch, rule: DecisionRule, thresholds: Thresholds?, from anchor: DragAnchor,
        asking member: ScrollViewGestureRecognizer? = nil, with event: TouchEvent
    ) {
        guard let view = scrollView else { return }
        for entry in held where entry.state == .delivered {
            guard let keeper = view.viewKeeping(entry.touch, from: entry.target) else { continue }
            stopTesting()
            view.recordDecision(.declined, for: primary, rule: DecisionRule.touchesShouldCancel, target: keeper)
            return
        }
        switch view.mayBegin(member, literal: view.arbitrationPolicy.arbitration == .literal) {
        case .proceed:
            waitingTakeOver = nil
        case .wait:
            waitingTakeOver = WaitingTakeOver(rule: rule, thresholds: thresholds, anchor: anchor)
            return
        case .refuse:
            stopTesting()
            if let winner = primary.recognizer {
                view.recordDecision(
                    .claimedByRecognizer, for: primary, rule: DecisionRule.recognizer, target: winner.view)
            } else {
                // The view's own recognizer is disabled, or failed without a
                // rival holding the touch: the view gives the gesture up.
                view.recordDecision(.declined, for: primary, rule: DecisionRule.recognizer, target: view)
            }
            return
        }
        if let timer = delayTimer {
            event.window.clock.cancel(timer)
            delayTimer = nil
        }
        isDecided = true
        view.recordDecision(.takenOver, for: primary, rule: rule, thresholds: thresholds)
        for index in held.indices {
            if held[index].state == .delivered { cancelling.append(held[index]) }
            held[index].state = .withheld
        }
        // The cancels run the content's code, which may change `held`: walk the
        // copy. Each content view hears all of its cancels in one call, as with
        // every other phase.
        for entry in cancelling {
            view.recordDecision(.cancelled, for: entry.touch, rule: rule, thresholds: thresholds, target: entry.target)
        }
        forward(.cancelled, byTarget: cancelling, with: event) { _ in true }
        cancelling.removeAll(keepingCapacity: true)
        view.beginDragging(event.touches(for: view), from: anchor, with: event)
    }

    /// `member`, the view's pan or pinch, waited for a requirement to fail
    /// and has begun: take the gesture with the decision that asked, if the
    /// view is still testing it (else nothing: the gesture went elsewhere).
    func takeOverOnRelease(of member: ScrollViewGestureRecognizer, with event: TouchEvent) {
        guard let waiting = waitingTakeOver, !isDecided, let view = scrollView, let primary = view.drag.primary
        else { return }
        waitingTakeOver = nil
        takeOver(
            primary, rule: waiting.rule, thresholds: waiting.thresholds, from: waiting.anchor, asking: member,
            with: event)
    }

    /// Stop testing the gesture without taking it: the view's pan, if made
    /// and still possible, fails.
    func stopTesting() {
        isDecided = true
        waitingTakeOver = nil
        scrollView?.madePan?.failIfPossible()
    }

    /// Whether every view below this scroll view that holds `touch` has
    /// rejected it (`View.arenaStance(on:before:)`), so this view is the last
    /// one standing, and the move passes the policy's `LastOneStandingRule`
    /// with `travel` points along the view's axis. Still standing: a
    /// descendant scroll view that has not yielded, content that may not be
    /// cancelled (a control), a tap view the finger has not yet strayed out of
    /// (`tapSlop`), and a participant that holds.
    ///
    /// - Complexity: O(views that received the touch).
    private func isLastOneStanding(
        for touch: Touch, moved displacement: Vector, beyond travel: Double, by rule: LastOneStandingRule
    ) -> Bool {
        guard let view = scrollView else { return false }
        let axes = view.scrollableAxes
        guard !axes.isEmpty else { return false }
        guard rule.passes(displacement, along: view.primaryAxis(of: axes), beyond: travel) else { return false }
        return holdersBelowReject(touch)
    }

    /// Whether every view below this entry's scroll view that holds `touch`
    /// rejects it now (`View.arenaStance(on:before:)`). With
    /// `sparingParticipants`, a participant (`GestureArenaParticipant`, a C
    /// host's) counts as one that may reject: the search on the path cannot
    /// ask it about a point it has not heard, so it hears the decision point
    /// and answers there.
    /// - Complexity: O(views that received the touch).
    func holdersBelowReject(_ touch: Touch, sparingParticipants: Bool = false) -> Bool {
        guard let view = scrollView else { return false }
        for holder in touch.recipients where holder !== view && holder.touchBooks.open & touch.bit != 0 {
            guard holder.isDescendant(of: view) else { continue }
            if sparingParticipants, holder.isArenaParticipant { continue }
            if holder.arenaStance(on: touch, before: view) != .reject { return false }
        }
        return true
    }
}

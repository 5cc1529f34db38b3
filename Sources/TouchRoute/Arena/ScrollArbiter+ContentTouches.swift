/// The content touches: which content view each touch of the gesture goes
/// to, the content delay that holds it back, and its delivery, each touch to
/// each content view exactly once.
extension ScrollArbiter {
    /// Note new touches and the content under each; forward them now, or when the
    /// delay runs out. Content that is itself a scroll view gets them at once:
    /// like UIKit's pan recognisers, it must see the finger to claim it.
    func holdForContent(_ touches: TouchSet, with event: TouchEvent) {
        guard let view = scrollView else { return }
        var nested: UInt64 = 0
        var firstOfGesture = held.isEmpty
        for touch in touches {
            // A finger that caught the content's own motion stops it; it does not
            // tap. A nested scroll view that scrolls still gets it, to pan as in UIKit.
            var target = view.isDragging ? nil : contentTarget(for: touch, firstOfGesture: firstOfGesture)
            firstOfGesture = false
            if view.drag.caughtMotion, let caught = target, !caught.scrollsByTouch {
                view.recordDecision(.withheld, for: touch, rule: DecisionRule.caughtMotion, target: caught)
                target = nil
            }
            if let single = target, !single.isMultipleTouchEnabled, contentHasAnotherTouch(single, besides: touch) {
                view.recordDecision(.withheld, for: touch, rule: DecisionRule.multipleTouch, target: single)
                target = nil
            }
            var state = State.withheld
            if let target, contentMayBegin(touch, in: target, with: event) {
                state = .pending
                if target.scrollsByTouch { nested |= touch.bit }
            }
            held.append(Held(touch: touch, target: target, state: state))
        }
        if !view.delaysContentTouches || delayElapsed {
            deliverPendingTouches(
                with: event, rule: view.delaysContentTouches ? DecisionRule.delay : DecisionRule.immediate)
            return
        }
        if nested != 0 {
            deliverPendingTouches(
                with: event, rule: DecisionRule.nestedScrollView,
                only: TouchSet(table: event.window.touchTable, mask: nested))
        }
        if delayTimer == nil, held.contains(where: { $0.state == .pending }) {
            // The timer holds the entry strongly: it lives at most until the
            // gesture ends, which cancels it. The closure captures the entry
            // alone, so the entry is its context and scheduling allocates
            // nothing; a second capture would cost an allocation per gesture
            // (the benchmarks' per-touch limits catch it).
            delayTimer = event.window.clock.schedule(after: view.contentTouchDelay) {
                self.delayTimer = nil
                self.delayElapsed = true
                guard let window = self.scrollView?.window else { return }
                window.event.time = window.clock.time
                self.deliverPendingTouches(with: window.event, rule: DecisionRule.delay)
            }
        }
    }

    /// Whether `contentView` already has a touch other than `touch` that this
    /// scroll view found under a finger for it: one it holds, or one on its
    /// way to it (waiting for the delay). Content that takes one touch at a
    /// time (`isMultipleTouchEnabled` off) gets no second one, by the window's
    /// own rule for a view it hit-tests to: touches that come up the responder
    /// chain from a subview do not count, and neither do touches that lifted
    /// (their ends are routed before a step's new touches, which removes them
    /// from `held`). So the flag holds at any depth inside scroll views.
    /// - Complexity: O(touches down).
    func contentHasAnotherTouch(_ contentView: View, besides touch: Touch) -> Bool {
        held.contains { $0.target === contentView && $0.state != .withheld && $0.touch !== touch }
    }

    /// Whether `contentView` may receive `touch`, by `touchesShouldBegin`; a
    /// refusal is recorded as withheld.
    func contentMayBegin(_ touch: Touch, in contentView: View, with event: TouchEvent) -> Bool {
        guard let view = scrollView else { return false }
        if view.touchesShouldBegin(TouchSet(touch, in: event.window.touchTable), with: event, in: contentView) {
            return true
        }
        view.recordDecision(.withheld, for: touch, rule: DecisionRule.touchesShouldBegin, target: contentView)
        return false
    }

    /// Pass `touches` in `phase` to the content that has them.
    /// Each content view gets all of its touches in one call, as UIKit delivers
    /// them: a nested scroll view that heard its fingers lift one at a time
    /// would hand its drag from finger to finger and lose the release's speed.
    /// - Complexity: O(touches down²), bounded by `TouchTable.capacity`.
    func forwardToContent(_ phase: TouchPhase, _ touches: TouchSet, with event: TouchEvent) {
        forward(phase, byTarget: held, with: event) { $0.state == .delivered && touches.contains($0.touch) }
    }

    /// Send `phase` to the content view of each entry `includes` admits, once
    /// per view with all of its admitted touches, in the order of their first
    /// entries. `entries` is a copy: forwarding calls views, which may change
    /// the books. They are read in place, by index, so the loops take no
    /// reference to a touch or view.
    /// - Complexity: O(entries²), bounded by `TouchTable.capacity`.
    func forward(
        _ phase: TouchPhase, byTarget entries: [Held], with event: TouchEvent,
        where includes: (borrowing Held) -> Bool
    ) {
        guard let view = scrollView else { return }
        var done: UInt64 = 0
        entries.withUnsafeBufferPointer { entries in
            for first in entries.indices where done & entries[first].touch.bit == 0 && includes(entries[first]) {
                // Earlier entries of this view were sent with an earlier one.
                var mask: UInt64 = 0
                for other in first..<entries.count
                where entries[other].target === entries[first].target && includes(entries[other]) {
                    mask |= entries[other].touch.bit
                }
                done |= mask
                view.forward(
                    phase, TouchSet(table: event.window.touchTable, mask: mask), with: event, to: entries[first].target)
            }
        }
    }

    /// Touches lift or are cancelled: the content hears about the ones it has; a
    /// touch still waiting for the delay that lifts is delivered began-then-ended,
    /// so a quick tap lands. The entry leaves the arena with the gesture's last touch.
    func releaseFromContent(_ phase: TouchPhase, _ touches: TouchSet, with event: TouchEvent) {
        if phase == .ended {
            let waiting = held.contains { $0.state == .pending && touches.contains($0.touch) }
            if waiting { deliverPendingTouches(with: event, rule: DecisionRule.delay, only: touches) }
        }
        forwardToContent(phase, touches, with: event)
        held.removeAll { touches.contains($0.touch) }
        if held.isEmpty { event.window.arena.leave(self, on: event.window.clock) }
    }

    /// The content view under a touch: the front-most subview hit, found without
    /// the scroll view answering for itself.
    private func contentView(under touch: Touch) -> View? {
        guard let view = scrollView else { return nil }
        return view.subviewHitTest(touch.location(in: view), with: nil)
    }

    /// The content a new touch goes to, by `ArbitrationPolicy.contentTarget`.
    private func contentTarget(for touch: Touch, firstOfGesture: Bool) -> View? {
        switch scrollView?.arbitrationPolicy.contentTarget ?? .underEachTouch {
        case .underEachTouch:
            return contentView(under: touch)
        case .underFirstTouch:
            if firstOfGesture { gestureTarget = contentView(under: touch) }
            return gestureTarget
        }
    }

    private func deliverPendingTouches(with event: TouchEvent, rule: DecisionRule, only subset: TouchSet? = nil) {
        // Forwarding runs the content's code, which may end the gesture (removing
        // this view empties `held`, and another view may take the entry), so
        // the bounds and the owner are checked on every step. Touches pending
        // for the same content go together, in one call.
        guard let view = scrollView else { return }
        var index = 0
        while index < held.count, scrollView === view {
            let first = held[index]
            index += 1
            guard first.state == .pending, subset?.contains(first.touch) ?? true else { continue }
            var mask: UInt64 = 0
            for other in held.indices
            where held[other].state == .pending
                && held[other].target === first.target && (subset?.contains(held[other].touch) ?? true)
            {
                held[other].state = .delivered
                mask |= held[other].touch.bit
                view.recordDecision(.forwarded, for: held[other].touch, rule: rule, target: first.target)
            }
            view.forward(.began, TouchSet(table: event.window.touchTable, mask: mask), with: event, to: first.target)
        }
    }
}

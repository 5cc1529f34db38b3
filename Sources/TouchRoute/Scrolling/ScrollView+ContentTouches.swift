/// A scroll view's bookkeeping for the touches it may pass to its content.
struct ContentTouches {
    struct Held {
        let touch: Touch
        /// The content view under the touch at touch-down (the honest hit test).
        let target: View?
        var state: State
    }

    enum State {
        /// Waiting for the delay; the content has not seen it.
        case pending
        /// The content has it.
        case delivered
        /// The content never sees it: the scroll took it, or there is no content
        /// under it, or `touchesShouldBegin` said no.
        case withheld
    }

    /// The touches of the current gesture, one entry per touch. Bounded by the
    /// touches that are down.
    var held: [Held] = []
    /// The delivered touches a starting scroll is cancelling: a copy of their
    /// entries in `held`, in storage kept from gesture to gesture. Empty
    /// outside `considerStartingToScroll`.
    var cancelling: [Held] = []
    var delayTimer: TimerID?
    /// The delay has run out (or there is none) for this gesture: new touches go
    /// to the content at once.
    var delayElapsed = false
    /// The pan will not start in this gesture (it went across the scroll axis
    /// first, a descendant claimed the touch, or the content cannot be cancelled).
    var panFailed = false
}

extension ScrollView {
    /// The pan start's thresholds, for decision traces.
    var panThresholds: Thresholds { Thresholds(x: panStartThreshold, y: panStartThreshold) }

    /// Note new touches and the content under each; forward them now, or when the
    /// delay runs out. Content that is itself a scroll view gets them at once:
    /// like UIKit's pan recognisers, it must see the finger to claim it.
    func holdForContent(_ touches: TouchSet, with event: TouchEvent) {
        var nested: UInt64 = 0
        for touch in touches {
            // A finger that caught the content's own motion stops it; it does not
            // tap. A nested scroll view still gets it, to pan as in UIKit.
            var target = isDragging ? nil : contentView(under: touch)
            if drag.caughtMotion, !(target is ScrollView) { target = nil }
            var state = ContentTouches.State.withheld
            if let target, contentMayBegin(touch, in: target, with: event) {
                state = .pending
                if let scroller = target as? ScrollView, scroller.isScrollEnabled { nested |= touch.bit }
            }
            content.held.append(ContentTouches.Held(touch: touch, target: target, state: state))
        }
        if !delaysContentTouches || content.delayElapsed {
            deliverPendingTouches(with: event, rule: delaysContentTouches ? DecisionRule.delay : DecisionRule.immediate)
            return
        }
        if nested != 0 {
            deliverPendingTouches(
                with: event, rule: DecisionRule.nestedScrollView,
                only: TouchSet(table: event.window.touchTable, mask: nested))
        }
        if content.delayTimer == nil, content.held.contains(where: { $0.state == .pending }) {
            // The timer holds the view strongly: it lives at most until the
            // gesture ends, which cancels it. The closure captures the view
            // alone, so the view is its context and scheduling allocates
            // nothing; a second capture would cost an allocation per gesture
            // (the benchmarks' per-touch limits catch it).
            content.delayTimer = event.window.clock.schedule(after: contentTouchDelay) {
                self.content.delayTimer = nil
                self.content.delayElapsed = true
                guard let window = self.window else { return }
                window.event.timestamp = window.clock.now
                self.deliverPendingTouches(with: window.event, rule: DecisionRule.delay)
            }
        }
    }

    /// Whether the first finger has moved far enough, along a scrollable axis, to
    /// start scrolling; if so, take the gesture from the content.
    func considerStartingToScroll(with event: TouchEvent) {
        guard !content.panFailed, let primary = drag.primary else { return }
        if isClaimedByDescendant(primary) {
            content.panFailed = true
            recordDecision(.claimedByChild, for: primary, rule: DecisionRule.pan, thresholds: panThresholds,
                           target: primary.claimant)
            return
        }
        switch panVerdict(for: primary.location.displacement(from: drag.origin)) {
        case .undecided:
            return
        case .decline:
            content.panFailed = true
            recordDecision(.declined, for: primary, rule: DecisionRule.pan, thresholds: panThresholds)
            return
        case .takeOver:
            break
        }
        if let keeper = content.held.first(where: { $0.state == .delivered && !mayCancel($0.target) }) {
            content.panFailed = true
            recordDecision(.declined, for: primary, rule: DecisionRule.touchesShouldCancel, target: keeper.target)
            return
        }
        if let timer = content.delayTimer {
            event.window.clock.cancel(timer)
            content.delayTimer = nil
        }
        let mine = event.touches(for: self)
        recordDecision(.takenOver, for: primary, rule: DecisionRule.pan, thresholds: panThresholds)
        for index in content.held.indices {
            if content.held[index].state == .delivered { content.cancelling.append(content.held[index]) }
            content.held[index].state = .withheld
        }
        // The cancels run the content's code, which may change `held`: walk the copy.
        for held in content.cancelling {
            recordDecision(.cancelled, for: held.touch, rule: DecisionRule.pan, thresholds: panThresholds,
                           target: held.target)
            forward(.cancelled, TouchSet(held.touch, in: event.window.touchTable), with: event, to: held.target)
        }
        content.cancelling.removeAll(keepingCapacity: true)
        beginDragging(mine, from: .currentLocation, with: event)
    }

    /// Whether `contentView` may receive `touch`, by `touchesShouldBegin`; a
    /// refusal is recorded as withheld.
    func contentMayBegin(_ touch: Touch, in contentView: View, with event: TouchEvent) -> Bool {
        if touchesShouldBegin(TouchSet(touch, in: event.window.touchTable), with: event, in: contentView) {
            return true
        }
        recordDecision(.withheld, for: touch, rule: DecisionRule.touchesShouldBegin, target: contentView)
        return false
    }

    /// Whether a starting scroll may take a touch from `contentView`.
    func mayCancel(_ contentView: View?) -> Bool {
        guard let contentView else { return true }
        return canCancelContentTouches && touchesShouldCancel(in: contentView)
    }

    /// Pass `touches` in `phase` to the content that has them.
    func forwardToContent(_ phase: TouchPhase, _ touches: TouchSet, with event: TouchEvent) {
        for held in content.held where held.state == .delivered && touches.contains(held.touch) {
            forward(phase, TouchSet(held.touch, in: event.window.touchTable), with: event, to: held.target)
        }
    }

    /// Touches lift or are cancelled: the content hears about the ones it has; a
    /// touch still waiting for the delay that lifts is delivered began-then-ended,
    /// so a quick tap lands. The gesture's state resets with its last touch.
    func releaseFromContent(_ phase: TouchPhase, _ touches: TouchSet, with event: TouchEvent) {
        if phase == .ended {
            let waiting = content.held.contains { $0.state == .pending && touches.contains($0.touch) }
            if waiting { deliverPendingTouches(with: event, rule: DecisionRule.delay, only: touches) }
        }
        forwardToContent(phase, touches, with: event)
        content.held.removeAll { touches.contains($0.touch) }
        if content.held.isEmpty {
            if let timer = content.delayTimer { event.window.clock.cancel(timer) }
            content.delayTimer = nil
            content.delayElapsed = false
            content.panFailed = false
        }
    }

    /// The pan-start rule: see the type's notes.
    func panVerdict(for displacement: Vector) -> DirectionVerdict {
        let axes = scrollableAxes
        if axes.isEmpty { return .decline }
        if axes == .both { return displacement.length > panStartThreshold ? .takeOver : .undecided }
        let along: Axis = axes.contains(.horizontal) ? .horizontal : .vertical
        if abs(displacement[along]) > panStartThreshold { return .takeOver }
        if abs(displacement[along.cross]) > panStartThreshold { return .decline }
        return .undecided
    }

    /// The content view under a touch: the front-most subview hit, found without
    /// the scroll view answering for itself.
    func contentView(under touch: Touch) -> View? {
        subviewHitTest(touch.location(in: self), with: nil)
    }

    private func deliverPendingTouches(with event: TouchEvent, rule: String, only subset: TouchSet? = nil) {
        // Forwarding runs the content's code, which may end the gesture (removing
        // this view empties `held`), so the bounds are checked on every step.
        var index = 0
        while index < content.held.count {
            let held = content.held[index]
            index += 1
            guard held.state == .pending, subset?.contains(held.touch) ?? true else { continue }
            content.held[index - 1].state = .delivered
            recordDecision(.forwarded, for: held.touch, rule: rule, target: held.target)
            forward(.began, TouchSet(held.touch, in: event.window.touchTable), with: event, to: held.target)
        }
    }
}

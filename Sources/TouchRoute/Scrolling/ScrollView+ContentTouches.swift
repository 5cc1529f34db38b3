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
    /// outside `takeOver`.
    var cancelling: [Held] = []
    var delayTimer: TimerID?
    /// The delay has run out (or there is none) for this gesture: new touches go
    /// to the content at once.
    var delayElapsed = false
    /// The view stopped testing this gesture: it took it over, or will not (the
    /// rule declined, a descendant claimed the touch, a second finger came
    /// down, or the content cannot be cancelled).
    var isDecided = false
    /// With `ArbitrationPolicy.ContentTarget.underFirstTouch`: the content
    /// under the gesture's first finger.
    var gestureTarget: View?
}

extension ScrollView {
    /// The pan start's thresholds, for decision traces.
    var panThresholds: Thresholds { Thresholds(x: panStartThreshold, y: panStartThreshold) }

    /// Note new touches and the content under each; forward them now, or when the
    /// delay runs out. Content that is itself a scroll view gets them at once:
    /// like UIKit's pan recognisers, it must see the finger to claim it.
    func holdForContent(_ touches: TouchSet, with event: TouchEvent) {
        var nested: UInt64 = 0
        var firstOfGesture = content.held.isEmpty
        for touch in touches {
            // A finger that caught the content's own motion stops it; it does not
            // tap. A nested scroll view still gets it, to pan as in UIKit.
            var target = isDragging ? nil : contentTarget(for: touch, firstOfGesture: firstOfGesture)
            firstOfGesture = false
            if drag.caughtMotion, let caught = target, !(caught is ScrollView) {
                recordDecision(.withheld, for: touch, rule: DecisionRule.caughtMotion, target: caught)
                target = nil
            }
            if let single = target, !single.isMultipleTouchEnabled, contentHasAnotherTouch(single, besides: touch) {
                recordDecision(.withheld, for: touch, rule: DecisionRule.multipleTouch, target: single)
                target = nil
            }
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
        content.held.contains { $0.target === contentView && $0.state != .withheld && $0.touch !== touch }
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
    /// Each content view gets all of its touches in one call, as UIKit delivers
    /// them: a nested scroll view that heard its fingers lift one at a time
    /// would hand its drag from finger to finger and lose the release's speed.
    /// - Complexity: O(touches down²), bounded by `TouchTable.capacity`.
    func forwardToContent(_ phase: TouchPhase, _ touches: TouchSet, with event: TouchEvent) {
        forward(phase, byTarget: content.held, with: event) { $0.state == .delivered && touches.contains($0.touch) }
    }

    /// Send `phase` to the content view of each entry `includes` admits, once
    /// per view with all of its admitted touches, in the order of their first
    /// entries. `entries` is a copy: forwarding calls views, which may change
    /// the books. They are read in place, by index, so the loops take no
    /// reference to a touch or view.
    /// - Complexity: O(entries²), bounded by `TouchTable.capacity`.
    func forward(
        _ phase: TouchPhase, byTarget entries: [ContentTouches.Held], with event: TouchEvent,
        where includes: (borrowing ContentTouches.Held) -> Bool
    ) {
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
                forward(
                    phase, TouchSet(table: event.window.touchTable, mask: mask), with: event, to: entries[first].target)
            }
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
            content.isDecided = false
            content.gestureTarget = nil
        }
    }

    /// The content view under a touch: the front-most subview hit, found without
    /// the scroll view answering for itself.
    func contentView(under touch: Touch) -> View? {
        subviewHitTest(touch.location(in: self), with: nil)
    }

    /// The content a new touch goes to, by `ArbitrationPolicy.contentTarget`.
    private func contentTarget(for touch: Touch, firstOfGesture: Bool) -> View? {
        switch arbitrationPolicy.contentTarget {
        case .underEachTouch:
            return contentView(under: touch)
        case .underFirstTouch:
            if firstOfGesture { content.gestureTarget = contentView(under: touch) }
            return content.gestureTarget
        }
    }

    private func deliverPendingTouches(with event: TouchEvent, rule: DecisionRule, only subset: TouchSet? = nil) {
        // Forwarding runs the content's code, which may end the gesture (removing
        // this view empties `held`), so the bounds are checked on every step.
        // Touches pending for the same content go together, in one call.
        var index = 0
        while index < content.held.count {
            let first = content.held[index]
            index += 1
            guard first.state == .pending, subset?.contains(first.touch) ?? true else { continue }
            var mask: UInt64 = 0
            for other in content.held.indices
            where content.held[other].state == .pending
                && content.held[other].target === first.target && (subset?.contains(content.held[other].touch) ?? true)
            {
                content.held[other].state = .delivered
                mask |= content.held[other].touch.bit
                recordDecision(.forwarded, for: content.held[other].touch, rule: rule, target: first.target)
            }
            forward(.began, TouchSet(table: event.window.touchTable, mask: mask), with: event, to: first.target)
        }
    }
}

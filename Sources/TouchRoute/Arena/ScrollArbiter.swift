/// The arena's entry for one scroll view testing a gesture: the touches it may
/// pass to its content, the content delay, and whether it has decided. It
/// runs the scroll view's side of the arena: the content touches
/// (`ScrollArbiter+ContentTouches.swift`) and the one take-over routine
/// (`ScrollArbiter+TakeOver.swift`).
///
/// Entries live in the window's `GestureArena`, made up front and reused from
/// gesture to gesture with their storage, so that testing a gesture
/// allocates nothing. An entry is bound to its scroll view from the
/// gesture's first touch until its last touch lifts or is cancelled.
final class ScrollArbiter {
    // The gesture's state, read on every move of every scroll view testing a
    // gesture, skips the runtime's exclusivity checks: the state group (held,
    // cancelling, delayTimer, delayElapsed, isDecided, pathTestFloor), each
    // field saying what checking the group costs. No method holds an access
    // to them across a call that re-enters them.

    /// A touch of the gesture and what became of it at the content.
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

    /// The scroll view testing the gesture; nil while the entry waits in the
    /// arena for a gesture, which may happen mid-call: content code the
    /// arbiter runs can end the gesture, and `reset` clears it. Held strongly
    /// for the gesture (the delay timer may outlive a removal until the
    /// cancel ends the gesture).
    var scrollView: ScrollView?
    /// The touches of the current gesture, one entry per touch. Bounded by the
    /// touches that are down.
    // Unchecked: touch_rowInListInPager, 39,640 → 41,826 instructions a touch checked (the state group).
    @exclusivity(unchecked) var held: [Held] = []
    /// The delivered touches a starting scroll is cancelling: a copy of their
    /// entries in `held`, in storage kept from gesture to gesture. Empty
    /// outside `takeOver`.
    // Unchecked: touch_rowInListInPager, 39,640 → 41,826 instructions a touch checked (the state group).
    @exclusivity(unchecked) var cancelling: [Held] = []
    // Unchecked: touch_rowInListInPager, 39,640 → 41,826 instructions a touch checked (the state group).
    @exclusivity(unchecked) var delayTimer: TimerID?
    /// The delay has run out (or there is none) for this gesture: new touches go
    /// to the content at once.
    // Unchecked: touch_rowInListInPager, 39,640 → 41,826 instructions a touch checked (the state group).
    @exclusivity(unchecked) var delayElapsed = false
    /// The view stopped testing this gesture: it took it over, or will not (the
    /// rule declined, a descendant or a recognizer claimed the touch, a second
    /// finger came down, or the content cannot be cancelled).
    // Unchecked: touch_rowInListInPager, 39,640 → 41,826 instructions a touch checked (the state group).
    @exclusivity(unchecked) var isDecided = false
    /// The view's rule declined the gesture, with `Arbitration.lastOneStanding`:
    /// it takes it back if everybody else gives it up and the whole path goes
    /// its way (`ScrollArbiter+Reconsidering.swift`). Cleared when somebody
    /// wins the touch.
    // Unchecked: read with `isDecided` on every move (the state group).
    @exclusivity(unchecked) var mayReconsider = false
    /// With `ArbitrationPolicy.ContentTarget.underFirstTouch`: the content
    /// under the gesture's first finger.
    var gestureTarget: View?
    /// The least travel any of the view's tests on the path needs
    /// (`ScrollView.pathTestFloor(under:)`), found when the entry is bound
    /// and kept for the gesture: a bound for skipping the search, so a
    /// threshold lowered mid-gesture is at worst judged at the reports until
    /// the next gesture.
    // Unchecked: touch_rowInListInPager, 39,640 → 41,826 instructions a touch checked (the state group).
    @exclusivity(unchecked) var pathTestFloor = 0.0
    /// The take-over the view's pan or pinch is holding back while it waits
    /// for a requirement to fail: carried out when the recognizer is let go.
    var waitingTakeOver: WaitingTakeOver?

    /// A take-over decided but held back by the view's recognizer.
    struct WaitingTakeOver {
        let rule: DecisionRule
        let thresholds: Thresholds?
        let anchor: DragAnchor
    }

    init() {
        held.reserveCapacity(TouchTable.capacity)
        cancelling.reserveCapacity(TouchTable.capacity)
    }

    /// The gesture ended: forget it, keeping the storage for the next one.
    func reset(on clock: VirtualClock) {
        if let delayTimer { clock.cancel(delayTimer) }
        delayTimer = nil
        delayElapsed = false
        isDecided = false
        mayReconsider = false
        gestureTarget = nil
        pathTestFloor = 0
        waitingTakeOver = nil
        held.removeAll(keepingCapacity: true)
        scrollView = nil
    }
}

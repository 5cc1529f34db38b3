/// Recognizers finishing without a verdict of their own: their touches all
/// went, they left their view or the window, or the window is going.
extension GestureArena {
    /// `recognizer`'s touches have all lifted or been cancelled: one under
    /// way ends or is cancelled, one still possible fails (unless it awaits
    /// more touches), and one held back by a requirement ends on its release,
    /// unless its requirements are held back, through others, by it: then
    /// nothing could release it, and it fails rather than hold its touches'
    /// ends from the views for ever. (`require(toFail:)` refuses cycles; this
    /// is the safety net.)
    func finishUnresolved(_ recognizer: GestureRecognizer, cancelled: Bool) {
        if recognizer.routing.pending != nil {
            if recognizer.kind.isContinuous { recognizer.routing.endsWhenReleased = true }
            if isHeldBack(recognizer, by: recognizer) { enter(recognizer, .failed) }
        } else if recognizer.state.isActive {
            enter(recognizer, cancelled ? .cancelled : .ended)
        } else if recognizer.state == .possible, cancelled || !recognizer.isAwaitingMoreTouches {
            enter(recognizer, .failed)
        }
    }

    /// Whether `waiter`'s blockers are held back, directly or through other
    /// held-back recognizers, by `start`. Allocates nothing; the requirement
    /// graph has no cycle unless one was linked unchecked, and `depth` bounds
    /// the walk all the same.
    private func isHeldBack(_ waiter: GestureRecognizer, by start: GestureRecognizer, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        var blockers = waiter.routing.blockers
        while blockers != 0 {
            let blocker = waiter.failureRequirements[blockers.trailingZeroBitCount]
            blockers &= blockers - 1
            if blocker === start { return true }
            if blocker.routing.pending != nil, isHeldBack(blocker, by: start, depth: depth + 1) { return true }
        }
        return false
    }

    /// A recognizer leaves its view: one under way is cancelled, one that may
    /// still recognize fails, and it lets go of its touches.
    func detach(_ recognizer: GestureRecognizer) {
        guard recognizer.routing.isEngaged else { return }
        recognizerBooks.routingDepth += 1
        if recognizer.state.isActive {
            enter(recognizer, .cancelled)
        } else if recognizer.state == .possible {
            enter(recognizer, .failed)
        }
        // Finished and following nothing: the settle below resets it.
        recognizer.touchMask = 0
        recognizerBooks.routingDepth -= 1
        settle()
    }

    /// `view`, with recognizers, moved out of the window: they let go.
    func releaseRecognizers(of view: View) {
        for recognizer in view.gestureRecognizers { detach(recognizer) }
    }

    /// A view in the window gained recognizers (one was attached, or the view
    /// moved in with some): touch-downs look for them from now on.
    func viewGainedRecognizers() {
        recognizerBooks.hasRecognizers = true
    }

    /// Whether `view` is in the window's tree now: it and each of its
    /// ancestors up to the window are in the window. (As a subtree leaves,
    /// its root's `window` changes before its subviews' do.)
    func holdsInTree(_ view: View?) -> Bool {
        var current = view
        while let view = current {
            guard view.window === window else { return false }
            if view === window { return true }
            current = view.superview
        }
        return false
    }

    /// The window is going (`Window.deinit`): every recognizer following
    /// touches goes back to `possible` with no trace, no action and no
    /// verdict (`ArenaMember`), since whatever they reach may be going too;
    /// views that have not heard a touch's began never will.
    func resetQuietly() {
        for recognizer in recognizerBooks.engaged { recognizer.resetToPossible() }
        recognizerBooks.engaged.removeAll(keepingCapacity: true)
        recognizerBooks.heldBegins = 0
    }
}

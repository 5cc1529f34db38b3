/// Touches to gesture recognizers: each routed phase reaches the recognizers
/// following the touch before any view hears it.
///
/// ```
///  touch-down ─▶ bind: the enabled recognizers of the deepest view under the
///                finger that takes interaction, and of its ancestors, deepest first
///  each phase ─▶ recognizers, one call each with all of its touches in the phase
///             ─▶ settle: deliveries they released, resets
///             ─▶ views, but for what a recognizer holds (delaysTouchesBegan,
///                delaysTouchesEnded) or took (cancelsTouchesInView)
///             ─▶ a view that claimed a touch (a dragging scroll view, a participant
///                that accepted) fails or cancels its recognizers
/// ```
///
/// With no recognizer anywhere in the tree, a touch costs one flag test here
/// and each phase one mask test, and routing is exactly as without this file.
/// - Complexity: O(engaged recognizers) per phase of a bound touch; allocates
///   nothing while fewer than `RecognizerBooks.reservedCapacity` recognizers
///   follow touches at once.
extension Window {
    /// Bind `touch` to the recognizers of the views under it, at touch-down.
    /// With `hearing`, only those not yet following it are bound, and each
    /// hears the began at once: see `route(_:_:)`.
    func bindRecognizers(to touch: Touch, hearing: Bool = false) {
        var view = deepestView(at: touch.location, takingInteraction: true)
        while let current = view {
            for recognizer in current.gestureRecognizers
            where recognizer.isEnabled && !recognizer.state.isFinished && recognizer.routing.pending == nil
                && recognizer.routing.followed & touch.bit == 0
            {
                recognizer.touchMask |= touch.bit
                recognizer.routing.followed |= touch.bit
                recognizerBooks.bound |= touch.bit
                if !recognizer.routing.isEngaged {
                    recognizer.routing.isEngaged = true
                    recognizerBooks.engaged.append(recognizer)
                }
                if hearing {
                    recognizerBooks.routingDepth += 1
                    recognizer.touchesBegan(TouchSet(touch, in: touchTable), with: event)
                    recognizerBooks.routingDepth -= 1
                }
            }
            view = current.superview
        }
    }

    /// Route `phase` for the touches in `mask`: to their recognizers, then to
    /// the views, as the file's diagram shows. Without bound touches this is
    /// the views' delivery alone, and with no touches nothing: a step routes
    /// all four phases, and a drag's frames have only moves.
    func route(_ phase: TouchPhase, _ mask: UInt64) {
        guard mask != 0 else { return }
        var bound = mask & recognizerBooks.bound
        guard bound != 0 else {
            deliverToViews(phase, mask)
            return
        }
        recognizerBooks.didReset = false
        recognizersHear(phase, bound)
        if phase == .began, recognizerBooks.didReset {
            // A recognizer held back or finished when these touches came down,
            // and reset as they were heard (a single tap, released when the
            // next tap failed the double tap it waited for), joins them.
            for touch in TouchSet(table: touchTable, mask: mask) { bindRecognizers(to: touch, hearing: true) }
            settleRecognizersIfNeeded()
            bound = mask & recognizerBooks.bound
        }
        var toViews = mask
        switch phase {
        case .began:
            for touch in TouchSet(table: touchTable, mask: bound) where holdsBegan(touch) {
                recognizerBooks.heldBegins |= touch.bit
            }
            toViews &= ~recognizerBooks.heldBegins
        case .ended:
            for touch in TouchSet(table: touchTable, mask: bound) where holdsEnd(touch) {
                recognizerBooks.heldEnds |= touch.bit
                // It stays in the table until the views hear its end: free
                // its contact number, and count its tap now, as it lifted now.
                touch.releaseContact()
                tapCounter.touchEnded(touch, at: clock.time)
            }
            toViews &= ~(recognizerBooks.heldEnds | recognizerBooks.taken)
        case .moved, .stationary:
            toViews &= ~(recognizerBooks.heldBegins | recognizerBooks.taken)
        case .cancelled:
            // Views that never heard the began have nothing to cancel.
            recognizerBooks.heldBegins &= ~mask
        }
        deliverToViews(phase, toViews)
        if phase == .began || phase == .moved { yieldToClaimants(bound) }
    }

    private func deliverToViews(_ phase: TouchPhase, _ mask: UInt64) {
        if phase == .cancelled { dispatchInputCancellation(mask) } else { dispatch(phase, mask) }
    }

    /// Each recognizer following touches in `mask` hears `phase`, in one call
    /// with all of its touches; on a lift, one left with no touches finishes.
    func recognizersHear(_ phase: TouchPhase, _ mask: UInt64) {
        recognizerBooks.routingDepth += 1
        // The list only grows at touch-down and shrinks in a settle, which
        // waits for this round: iterating a copy copies nothing.
        let engaged = recognizerBooks.engaged
        let table = touchTable
        let event = event
        for recognizer in engaged {
            let mine = recognizer.touchMask & mask
            guard mine != 0 else { continue }
            if !recognizer.state.isFinished, recognizer.routing.pending == nil {
                let touches = TouchSet(table: table, mask: mine)
                switch phase {
                case .began: recognizer.touchesBegan(touches, with: event)
                case .moved: recognizer.touchesMoved(touches, with: event)
                case .ended: recognizer.touchesEnded(touches, with: event)
                case .cancelled: recognizer.touchesCancelled(touches, with: event)
                case .stationary: break
                }
            }
            if phase.isTerminal {
                recognizer.touchMask &= ~mine
                recognizerBooks.needsSettle = true
                if recognizer.touchMask == 0 { finishUnresolved(recognizer, cancelled: phase == .cancelled) }
            }
        }
        recognizerBooks.routingDepth -= 1
        settleRecognizersIfNeeded()
    }

    /// `recognizer`'s touches have all lifted or been cancelled: one under
    /// way ends or is cancelled, one still possible fails (unless it awaits
    /// more touches), and one held back by a requirement ends on its release,
    /// unless its requirements are held back, through others, by it: then
    /// nothing could release it, and it fails rather than hold its touches'
    /// ends from the views for ever. (`require(toFail:)` refuses cycles; this
    /// is the safety net.)
    private func finishUnresolved(_ recognizer: GestureRecognizer, cancelled: Bool) {
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
    func detachRecognizer(_ recognizer: GestureRecognizer) {
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
        settleRecognizers()
    }

    /// `view`, with recognizers, moved out of this window: they let go.
    func recognizersLeave(_ view: View) {
        for recognizer in view.gestureRecognizers { detachRecognizer(recognizer) }
    }

    /// Whether `view` is in this window's tree now: it and each of its
    /// ancestors up to the window are in the window. (As a subtree leaves,
    /// its root's `window` changes before its subviews' do.)
    func holdsInTree(_ view: View?) -> Bool {
        var current = view
        while let view = current {
            guard view.window === self else { return false }
            if view === self { return true }
            current = view.superview
        }
        return false
    }

    /// The window is going (`deinit`): every recognizer following touches
    /// goes back to `possible` with no trace and no action, since whatever
    /// its action reaches may be going too; views that have not heard a
    /// touch's began never will.
    func resetRecognizersQuietly() {
        for recognizer in recognizerBooks.engaged { recognizer.resetToPossible() }
        recognizerBooks.engaged.removeAll(keepingCapacity: true)
        recognizerBooks.heldBegins = 0
    }
}

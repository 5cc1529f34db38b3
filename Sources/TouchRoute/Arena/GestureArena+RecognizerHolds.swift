/// What recognizers hold back from the views, and what they let go:
///
/// - `delaysTouchesBegan`: a touch's began waits while a recognizer that
///   delays it is possible; it goes to the views once none is (if one
///   recognized and took the touch, never).
/// - `delaysTouchesEnded`: a lifted touch's end waits while a recognizer
///   that delays it (or a held began) is possible. The touch stays in the
///   table meanwhile, so its views still hold it and exactly-once holds.
/// - `cancelsTouchesInView`: the views holding a winner's touches get
///   `touchesCancelled`, through the books, and nothing more of those touches.
extension GestureArena {
    /// Whether a recognizer following `touch` holds its began from the views.
    func holdsBegan(_ touch: Touch) -> Bool {
        for recognizer in recognizerBooks.engaged
        where recognizer.routing.followed & touch.bit != 0 && recognizer.delaysTouchesBegan
            && recognizer.state == .possible
        {
            return true
        }
        return false
    }

    /// Whether the views must not hear `touch`'s end yet.
    func holdsEnd(_ touch: Touch) -> Bool {
        if recognizerBooks.taken & touch.bit != 0 { return false }
        if recognizerBooks.heldBegins & touch.bit != 0 { return true }
        for recognizer in recognizerBooks.engaged
        where recognizer.routing.followed & touch.bit != 0 && recognizer.delaysTouchesEnded
            && recognizer.state == .possible
        {
            return true
        }
        return false
    }

    /// Take the touches in `mask` from the views: each view holding one gets
    /// `touchesCancelled` (deepest recipient first; one inside its own touch
    /// method for it, as soon as that returns), and no view hears of it again.
    func takeFromViews(_ mask: UInt64) {
        let fresh = mask & ~recognizerBooks.taken
        guard fresh != 0 else { return }
        recognizerBooks.taken |= fresh
        recognizerBooks.heldBegins &= ~fresh
        // One call per view, with every taken touch it holds.
        for touch in TouchSet(table: window.touchTable, mask: fresh) {
            for view in touch.recipients.reversed() where view.touchBooks.open & touch.bit != 0 {
                let held = fresh & view.touchBooks.open
                view.touchBooks.cancelPending |= held & view.touchBooks.inFlight
                let now = held & ~view.touchBooks.inFlight
                if now != 0 { window.cancel(TouchSet(table: window.touchTable, mask: now), at: view) }
            }
        }
    }

    /// `settle()`, if a transition or a lift since the last one
    /// may have changed what is held or finished: a move that changed nothing
    /// costs one flag test.
    func settleIfNeeded() {
        if recognizerBooks.needsSettle { settle() }
    }

    /// Deliver what recognizers no longer hold, retire lifted touches whose
    /// views have heard the end, and reset recognizers that are finished and
    /// follow no touch down. Inside a round of recognizer calls it waits for
    /// the round's end.
    func settle() {
        guard recognizerBooks.routingDepth == 0 else {
            recognizerBooks.needsSettle = true
            return
        }
        recognizerBooks.routingDepth += 1
        repeat {
            recognizerBooks.needsSettle = false
            window.event.time = window.clock.time
            releaseHeldBegins()
            releaseHeldEnds()
            resetFinishedRecognizers()
        } while recognizerBooks.needsSettle
        recognizerBooks.routingDepth -= 1
    }

    /// The touches of `mask` that `isHeld` no longer holds.
    private func released(from mask: UInt64, unless isHeld: (Touch) -> Bool) -> UInt64 {
        TouchSet(table: window.touchTable, mask: mask).filter(where: { !isHeld($0) }).mask
    }

    private func releaseHeldBegins() {
        let released = released(from: recognizerBooks.heldBegins, unless: holdsBegan)
        guard released != 0 else { return }
        recognizerBooks.heldBegins &= ~released
        window.dispatch(.began, released)
    }

    private func releaseHeldEnds() {
        deliverHeldEnds(released(from: recognizerBooks.heldEnds, unless: holdsEnd))
    }

    /// The views hear the held-back ends in `released` (some of `heldEnds`),
    /// but for touches a recognizer took, and the touches retire: a
    /// recognizer let them go, or the window finishes them.
    func deliverHeldEnds(_ released: UInt64) {
        guard released != 0 else { return }
        recognizerBooks.heldEnds &= ~released
        window.dispatch(.ended, released & ~recognizerBooks.taken)
        for touch in TouchSet(table: window.touchTable, mask: released) { window.retire(touch, tapCounted: true) }
    }

    private func resetFinishedRecognizers() {
        var index = 0
        while index < recognizerBooks.engaged.count {
            let recognizer = recognizerBooks.engaged[index]
            guard recognizer.touchMask == 0, recognizer.state.isFinished else {
                index += 1
                continue
            }
            recognizerBooks.engaged.remove(at: index)
            recognizerBooks.didReset = true
            recognizer.resetToPossible()
        }
    }

    /// A retired touch leaves every recognizer's books; those still awaiting
    /// a verdict on it lose it.
    func forget(_ touch: Touch) {
        recognizerBooks.claimed &= ~touch.bit
        guard recognizerBooks.bound & touch.bit != 0 else { return }
        rejectRetiring(touch)
        for recognizer in recognizerBooks.engaged {
            recognizer.routing.followed &= ~touch.bit
            recognizer.touchMask &= ~touch.bit
        }
        recognizerBooks.forget(touch.bit)
    }

    /// A view that claimed one of the touches in `mask` takes it from the
    /// recognizers: those still possible fail, those under way are cancelled,
    /// but for those that share the claimant's win (its own pan, and any that
    /// may recognize with it: `View.sharesWin(with:)`).
    /// The first to accept wins: a participant that accepted (or a view that
    /// called `claim(_:)`) before any recognizer won the touch keeps it; a
    /// scroll view takes it once it drags it (`View.holdsClaim(on:)`), and
    /// only `Arbitration.literal` drags a touch a recognizer won, since the
    /// arena stops testing such touches. So a list drag fails a row's long
    /// press, and a slider's drag fails the pager's pan.
    func yieldToClaimants(_ mask: UInt64) {
        let claimed = mask & recognizerBooks.claimed
        guard claimed != 0 else { return }
        for touch in TouchSet(table: window.touchTable, mask: claimed) {
            guard let claimant = touch.claimant, touch.isActive(at: claimant), claimant.holdsClaim(on: touch) else {
                continue
            }
            recognizerBooks.routingDepth += 1
            var index = 0
            while index < recognizerBooks.engaged.count {
                let recognizer = recognizerBooks.engaged[index]
                index += 1
                guard recognizer.touchMask & touch.bit != 0, !claimant.sharesWin(with: recognizer) else { continue }
                if recognizer.state.isActive {
                    enter(recognizer, .cancelled)
                } else if recognizer.state == .possible {
                    enter(recognizer, .failed)
                }
            }
            recognizerBooks.routingDepth -= 1
            settle()
        }
    }
}

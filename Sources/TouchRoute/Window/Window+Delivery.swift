extension Window {
    /// The books behind `View.forward`: see its documentation for the rules.
    /// - Complexity: O(touches); each check is a bit test on the target's books.
    func deliver(_ phase: TouchPhase, _ touches: TouchSet, to target: View, with event: TouchEvent) {
        var accepted: UInt64 = 0
        var passedOn: UInt64 = 0
        let books = target.touchBooks
        // Walk the set's bits: only a began needs the touch object itself.
        var remaining = touches.mask
        while remaining != 0 {
            let bit = remaining & (0 &- remaining)
            remaining &= remaining &- 1
            if books.inFlight & bit != 0 {
                // Came back up the responder chain to a view still handling it.
                passedOn |= bit
            } else if phase == .began {
                if books.received & bit != 0 {
                    // Already has it (an unhandled began coming back up from content
                    // the view delivered to outside its own touch methods, as a
                    // scroll view's delay timer does): it goes on up, never twice
                    // here. After the view's end, nothing more reaches it.
                    if books.open & bit != 0 { passedOn |= bit }
                    continue
                }
                // A view that has left the window (removed mid-gesture) takes no
                // new touches, whoever remembers it.
                guard target.window === self else { continue }
                target.touchBooks.received |= bit
                target.touchBooks.open |= bit
                touchTable.touches[bit.trailingZeroBitCount]?.recipients.append(target)
                accepted |= bit
            } else if books.open & bit != 0 {
                accepted |= bit
            }
        }
        if accepted != 0 {
            call(phase, TouchSet(table: touchTable, mask: accepted), at: target, with: event)
        }
        if passedOn != 0 {
            target.forward(phase, TouchSet(table: touchTable, mask: passedOn), with: event, to: target.nextResponder)
        }
    }

    /// Call `target`'s method for `phase` with the touches marked in flight, then
    /// close the books for terminal phases and run any cancel a removal deferred.
    private func call(_ phase: TouchPhase, _ touches: TouchSet, at target: View, with event: TouchEvent) {
        if let trace {
            // Each touch's fields are read where it sits in the table, so no
            // reference to it is held across the hook (one retain and release
            // a record fewer).
            var remaining = touches.mask
            while remaining != 0 {
                let slot = remaining.trailingZeroBitCount
                remaining &= remaining &- 1
                guard
                    let (id, location, isInterpolated) = touches.table.touches[slot].map({
                        ($0.id, $0.location, $0.isInterpolated)
                    })
                else { continue }
                trace(
                    .delivery(
                        Delivery(
                            time: clock.now, touch: id, phase: phase, location: location, view: target,
                            isInterpolated: isInterpolated)))
            }
        }
        target.touchBooks.inFlight |= touches.mask
        switch phase {
        case .began:
            if target.isArenaParticipant { arena.awaitVerdicts(on: touches, at: target) }
            target.touchesBegan(touches, with: event)
            if target.isArenaParticipant { arena.rejectWonTouches(touches, at: target) }
        case .moved:
            target.touchesMoved(touches, with: event)
            // A participant that heard the move says where it stands on each touch.
            if target.isArenaParticipant, let participant = target.arenaParticipant {
                arena.participant(participant, heard: touches)
            }
        case .ended: target.touchesEnded(touches, with: event)
        case .cancelled:
            target.touchesCancelled(touches, with: event)
            if target.isArenaParticipant { arena.participantCancelled(touches, at: target) }
        case .stationary: break
        }
        target.touchBooks.inFlight &= ~touches.mask
        if phase.isTerminal {
            target.touchBooks.open &= ~touches.mask
            target.touchBooks.cancelPending &= ~touches.mask
        } else {
            let pending = target.touchBooks.cancelPending & touches.mask
            if pending != 0 {
                target.touchBooks.cancelPending &= ~pending
                call(.cancelled, TouchSet(table: touchTable, mask: pending), at: target, with: event)
            }
        }
    }

    /// Deliver `touchesCancelled` for `touches` to `view`, which holds them
    /// and is not inside one of its touch methods for them.
    func cancel(_ touches: TouchSet, at view: View) {
        call(.cancelled, touches, at: view, with: event)
    }

    /// Deliver `touchesCancelled` for `touches` to `view`, which holds them:
    /// now, or, if the view is inside one of its own touch methods for them,
    /// as soon as that call returns.
    func cancelSoon(_ touches: TouchSet, at view: View) {
        let pending = touches.mask & view.touchBooks.inFlight
        view.touchBooks.cancelPending |= pending
        let now = touches.mask & view.touchBooks.open & ~pending
        if now != 0 { call(.cancelled, TouchSet(table: touchTable, mask: now), at: view, with: event) }
    }

    /// Cancel, at every view of `subtree`, the touches those views still hold:
    /// the removal rule. Deepest holders are cancelled first. A view that is
    /// inside one of its own touch methods for the touch is cancelled as soon as
    /// that call returns.
    func cancelTouches(heldInSubtreeOf subtree: View) {
        for touch in touchTable.active {
            let holders = touch.recipients
                .filter { $0.touchBooks.open & touch.bit != 0 && $0.isDescendant(of: subtree) }
                .sorted { $0.superviewCount > $1.superviewCount }
            for holder in holders where holder.touchBooks.open & touch.bit != 0 {
                if holder.touchBooks.inFlight & touch.bit != 0 {
                    holder.touchBooks.cancelPending |= touch.bit
                } else {
                    call(.cancelled, TouchSet(touch, in: touchTable), at: holder, with: event)
                }
            }
        }
    }

    /// After a touch's last input phase: any view that still holds it (a view
    /// that forgot to forward the end to a child it had forwarded the began to)
    /// gets `touchesCancelled` now, and the lapse is reported.
    func closeRemainingRecipients(of touch: Touch) {
        for view in touch.recipients.reversed() where view.touchBooks.open & touch.bit != 0 {
            recordDecision(.cancelled, for: touch, rule: DecisionRule.invariant, target: view)
            call(.cancelled, TouchSet(touch, in: touchTable), at: view, with: event)
        }
    }

    /// Clear a retired touch's bits from every view it reached, so its slot can
    /// serve a new touch.
    func forgetRecipients(of touch: Touch) {
        for view in touch.recipients { view.touchBooks.forget(touch.bit) }
        // The object waits for reuse (see `Touch`): it need not keep the views,
        // but keeps the storage for its next touch.
        touch.recipients.removeAll()
        // Nor does it show the window (a finger on the window's background
        // binds the touch to the window): a touch kept beyond its life would
        // name a window that may be gone.
        if touch.view === self { touch.view = nil }
        touch.dropClaim(by: self)
        touch.isRetired = true
    }
}

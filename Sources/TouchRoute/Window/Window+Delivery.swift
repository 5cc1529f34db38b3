extension Window {
    /// The books behind `View.forward`: see its documentation for the rules.
    /// - Complexity: O(touches × recipients per touch); recipients are bounded by
    ///   the depth of the view tree.
    func deliver(_ phase: TouchPhase, _ touches: TouchSet, to target: View, with event: TouchEvent) {
        var accepted: UInt64 = 0
        var reentrant: UInt64 = 0
        for touch in touches {
            let bit: UInt64 = 1 << UInt64(touch.slot)
            if let index = touch.recipientIndex(of: target) {
                let isInFlight = touch.recipients[index].isInFlight, isOpen = touch.recipients[index].isOpen
                if isInFlight {
                    reentrant |= bit
                } else if phase != .began && isOpen {
                    accepted |= bit
                } else if phase == .began && isOpen {
                    report("client bug: \(touch.id) was forwarded to \(target.name) as began twice; the second began was dropped.")
                }
                // A closed recipient gets nothing more.
            } else if phase == .began {
                // A view that has left the window (removed mid-gesture) takes no
                // new touches, whoever remembers it.
                guard target.window === self else { continue }
                if !target.isMultipleTouchEnabled, !event.touches(for: target).isEmpty {
                    decide(Decision(
                        time: clock.now, touch: touch.id, view: target, rule: "multiple-touch",
                        outcome: .withheld, displacement: touch.translation))
                    continue
                }
                touch.recipients.append(Recipient(view: target))
                accepted |= bit
            }
        }
        if accepted != 0 {
            call(phase, TouchSet(table: touchTable, mask: accepted), at: target, with: event)
        }
        if reentrant != 0 {
            target.forward(phase, TouchSet(table: touchTable, mask: reentrant), with: event, to: target.nextResponder)
        }
    }

    /// Call `target`'s method for `phase` with the in-flight flags set, then close
    /// the books for terminal phases and run any cancel that a removal deferred.
    private func call(_ phase: TouchPhase, _ touches: TouchSet, at target: View, with event: TouchEvent) {
        for touch in touches {
            setInFlight(true, touch, at: target)
            trace?(.delivery(Delivery(
                time: clock.now, touch: touch.id, phase: phase, location: touch.location, view: target)))
        }
        switch phase {
        case .began: target.touchesBegan(touches, with: event)
        case .moved: target.touchesMoved(touches, with: event)
        case .ended: target.touchesEnded(touches, with: event)
        case .cancelled: target.touchesCancelled(touches, with: event)
        case .stationary: break
        }
        var cancelNow: UInt64 = 0
        for touch in touches {
            guard let index = touch.recipientIndex(of: target) else { continue }
            touch.recipients[index].isInFlight = false
            if phase.isTerminal {
                touch.recipients[index].isOpen = false
            } else if touch.recipients[index].isCancelPending {
                touch.recipients[index].isCancelPending = false
                cancelNow |= 1 << UInt64(touch.slot)
            }
        }
        if cancelNow != 0 {
            call(.cancelled, TouchSet(table: touchTable, mask: cancelNow), at: target, with: event)
        }
    }

    private func setInFlight(_ inFlight: Bool, _ touch: Touch, at target: View) {
        if let index = touch.recipientIndex(of: target) {
            touch.recipients[index].isInFlight = inFlight
        }
    }

    /// Cancel, at every view of `subtree`, the touches those views still hold:
    /// the removal rule. Deepest recipients are cancelled first. A view that is
    /// inside one of its own touch methods for the touch is cancelled as soon as
    /// that call returns.
    func cancelTouches(heldInSubtreeOf subtree: View) {
        for touch in touchTable.active {
            let holders = touch.recipients.filter { $0.isOpen && $0.view.isDescendant(of: subtree) }
                .map { (view: $0.view, depth: $0.view.superviewCount) }
                .sorted { $0.depth > $1.depth }
            for holder in holders {
                guard let index = touch.recipientIndex(of: holder.view), touch.recipients[index].isOpen else { continue }
                if touch.recipients[index].isInFlight {
                    touch.recipients[index].isCancelPending = true
                } else {
                    call(.cancelled, TouchSet(touch, in: touchTable), at: holder.view, with: event)
                }
            }
        }
    }

    /// After a touch's last input phase: any view that still holds it (a view
    /// that forgot to forward the end to a child it had forwarded the began to)
    /// gets `touchesCancelled` now, and the lapse is reported.
    func closeRemainingRecipients(of touch: Touch) {
        for index in touch.recipients.indices.reversed() where touch.recipients[index].isOpen {
            let view = touch.recipients[index].view
            decide(Decision(
                time: clock.now, touch: touch.id, view: self, rule: "invariant",
                outcome: .cancelled, displacement: touch.translation, target: view))
            call(.cancelled, TouchSet(touch, in: touchTable), at: view, with: event)
        }
    }
}

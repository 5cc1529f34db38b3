/// A contact's touch: started and bound when the contact comes down, and
/// updated from each later report of it. `handle(_:)` calls these.
extension Window {
    /// Start and bind a touch, in a reused object, for a contact that came down.
    /// `lifting` holds the touches that end in this frame: they no longer occupy
    /// a single-touch view.
    func begin(_ contact: Contact, besides lifting: UInt64) -> Touch? {
        let contact = keptInRange(contact)
        guard contact.location.isFinite else {
            report(
                .contactLifecycle,
                "input bug: contact \(contact.id) began at a non-finite location \(contact.location); it is ignored until it lifts."
            )
            refusedContacts.append(contact.id)
            return nil
        }
        guard let slot = touchTable.freeSlot else {
            report(
                .touchLimit,
                "input bug: more than \(TouchTable.capacity) touches are down; contact \(contact.id) is ignored until it lifts."
            )
            refusedContacts.append(contact.id)
            return nil
        }
        guard let hit = hitTest(contact.location, with: event) else {
            report(
                .outsideWindow,
                "touch at \(contact.location) is outside the window (\(bounds.size)) or nothing there takes touches; it is ignored until it lifts. Check the screen size and calibration."
            )
            refusedContacts.append(contact.id)
            return nil
        }
        // A lifted touch whose end a recognizer holds back no longer occupies its view.
        let others = TouchSet(
            table: touchTable, mask: touchTable.activeMask & ~lifting & ~arena.recognizerBooks.heldEnds)
        let isWithheld = !hit.isMultipleTouchEnabled && others.contains { $0.view === hit }
        let touch = touchTable.insertTouch(
            in: slot, id: TouchID(nextTouchNumber), for: contact, time: clock.time,
            tapCount: tapCounter.tapCount(forTouchAt: contact.location, time: clock.time))
        nextTouchNumber += 1
        if isWithheld {
            // The view takes one touch at a time: this one is down, but goes nowhere.
            hit.recordDecision(.withheld, for: touch, rule: DecisionRule.multipleTouch)
        } else {
            touch.view = hit
        }
        if arena.recognizerBooks.hasRecognizers { arena.bind(touch) }
        return touch
    }

    /// Take a down contact's new state. The touch's phase becomes `moved` only when
    /// its location really changed: a stationary touch is never delivered as a move.
    func update(_ touch: Touch, from contact: Contact) {
        let contact = keptInRange(contact)
        touch.time = clock.time
        touch.isInterpolated = false
        var didMove = false
        if !contact.location.isFinite {
            report(
                .contactLifecycle,
                "input bug: contact \(contact.id) moved to a non-finite location; \(touch.id) stays at \(touch.location)."
            )
        } else if contact.location != touch.location {
            touch.move(to: contact.location)
            didMove = true
        }
        if let ellipse = contact.ellipse { touch.contactEllipse = ellipse }
        if let pressure = contact.pressure { touch.pressure = pressure }
        if let tool = contact.toolType { touch.toolType = tool }
        touch.phase = contact.phase.isTerminal ? contact.phase : (didMove ? .moved : .stationary)
        if contact.phase == .cancelled { touch.cancellationReason = contact.cancellationReason ?? .input }
    }
}

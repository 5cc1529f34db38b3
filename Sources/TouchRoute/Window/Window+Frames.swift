/// Routing an input frame. The frame rule (see `TouchFrame`) cuts it into
/// steps, and each step is routed as a frame of its own would be:
///
/// ```
///  frame ─▶ steps: a new one at an id the step already holds, or at a new time
///        ─▶ each step: decision points on the way  (`Window+DecisionPoints.swift`)
///                      ─▶ advanceTime(to: its time)    (timers due before it fire first)
///                      ─▶ lifts of touches already down ─▶ new touches ─▶ moves
///        ─▶ advanceTime(to: the frame's time)
/// ```
///
/// So a frame that batches samples (a quick tap's began and ended; the
/// 240 Hz moves of a 30 Hz main loop, each with its `Contact.timestamp`) is
/// routed exactly as the same samples delivered one frame per time.
extension Window {
    /// Route one input frame: its contacts are samples in arrival order, cut
    /// into steps as `TouchFrame` says. Timers due before a step's time fire
    /// before it. Bad contacts (non-finite locations, phases that do not
    /// follow, such as an end of a contact that is not down) and bad times
    /// are reported through `trace` as problems and handled without losing
    /// a touch; a location beyond `largestCoordinate` is clamped there.
    ///
    /// Order within a step: lifts of touches that were already down, then new
    /// touches, then moves. So a finger that lifts as another lands frees its
    /// view (and a pager's gesture) first, and a second finger is known before
    /// the first one's move is judged (a pager blocks its takeover).
    ///
    /// - Complexity: O(contacts × contacts in a step); allocates nothing.
    public func handle(_ frame: TouchFrame) {
        let frameTime = admittedTime(frame.timestamp, of: "input bug: frame", handledAs: "routed")
        let contacts = frame.contacts
        var start = contacts.startIndex
        while start < contacts.endIndex {
            let time = sampleTime(of: contacts[start], latest: frameTime, earliest: clock.time)
            reportSampleTime(of: contacts[start], takenAt: time)
            var end = start + 1
            while end < contacts.endIndex, sampleTime(of: contacts[end], latest: frameTime, earliest: time) == time,
                !contacts[start..<end].contains(where: { $0.id == contacts[end].id })
            {
                reportSampleTime(of: contacts[end], takenAt: time)
                end += 1
            }
            if decisionSampling == .path { routeDecisionPoints(toward: contacts[start..<end], at: time) }
            advanceClock(to: time)
            route(step: contacts[start..<end])
            start = end
        }
        advanceClock(to: frameTime)
    }

    /// The time the window routes `contact` at: its own (the frame's, `latest`,
    /// when it has none), kept between `earliest` (the previous sample's) and
    /// `latest`; `earliest` when it is not a number.
    private func sampleTime(of contact: Contact, latest: EventTime, earliest: EventTime) -> EventTime {
        guard let own = contact.timestamp else { return latest }
        guard own.isFinite else { return earliest }
        return min(max(EventTime(roundingSeconds: own), earliest), latest)
    }

    /// Report a sample whose own time was not kept: it is routed at `time`,
    /// never dropped, so its touch still begins and ends.
    private func reportSampleTime(of contact: Contact, takenAt time: EventTime) {
        guard let own = contact.timestamp, !own.isFinite || EventTime(roundingSeconds: own) != time else { return }
        let what = "input bug: contact \(contact.id)'s sample time"
        let seconds = time.totalSeconds.compactDescription
        let taken = "it is routed at \(seconds) s."
        if !own.isFinite {
            report(.inputTime, "\(what) \(own) is not a number of seconds; \(taken)")
        } else if EventTime(roundingSeconds: own) < time {
            report(
                .inputTime,
                "\(what) \(own.compactDescription) s is before the previous sample's \(seconds) s; \(taken)"
            )
        } else {
            report(
                .inputTime,
                "\(what) \(own.compactDescription) s is after its frame's \(seconds) s; \(taken)")
        }
    }

    /// Route one step: contacts with distinct ids, at the clock's time. A
    /// touch cannot begin and lift in one step (its two samples make two),
    /// so its new touches' lifts, the last group of a step, are always none.
    private func route(step: ArraySlice<Contact>) {
        // Touches that lift in this step, whatever the order of the contacts:
        // they free single-touch views for the step's new touches.
        var lifting: UInt64 = 0
        for contact in step where contact.phase.isTerminal {
            if let touch = touchTable.touch(forContact: contact.id) { lifting |= touch.bit }
        }
        var began: UInt64 = 0
        var moved: UInt64 = 0
        var ended: UInt64 = 0
        var cancelled: UInt64 = 0
        for contact in step {
            var existing = touchTable.touch(forContact: contact.id)
            if contact.phase == .began, let stale = existing {
                report(
                    .contactLifecycle,
                    "input bug: contact \(contact.id) began again while \(stale.id) was down; \(stale.id) is cancelled."
                )
                finish(TouchSet(stale, in: touchTable), phase: .cancelled)
                existing = nil
            }
            guard let touch = existing else {
                if let index = refusedContacts.firstIndex(of: contact.id) {
                    if contact.phase == .stationary || contact.phase == .moved { continue }
                    refusedContacts.remove(at: index)
                    if contact.phase.isTerminal { continue }
                    report(
                        .contactLifecycle, "input bug: contact \(contact.id) began again while down; it is tried anew.")
                }
                if contact.phase.isTerminal {
                    report(
                        .contactLifecycle,
                        "input bug: contact \(contact.id) \(contact.phase.rawValue) but was never down; ignored.")
                    continue
                }
                if contact.phase != .began {
                    report(
                        .contactLifecycle,
                        "input bug: contact \(contact.id) \(contact.phase.rawValue) without beginning; it begins now.")
                }
                if let touch = begin(contact, besides: lifting) { began |= touch.bit }
                continue
            }
            update(touch, from: contact)
            switch touch.phase {
            case .moved: moved |= touch.bit
            case .ended: ended |= touch.bit
            case .cancelled: cancelled |= touch.bit
            case .began, .stationary: break
            }
        }
        // Most steps have moves alone: the empty phases cost no call.
        if ended != 0 { arena.route(.ended, ended) }
        if cancelled != 0 { arena.route(.cancelled, cancelled) }
        if began != 0 { arena.route(.began, began) }
        if moved != 0 { arena.route(.moved, moved) }
        // A touch whose end a recognizer holds stays until the views hear it.
        let lifted = (ended | cancelled) & ~arena.recognizerBooks.heldEnds & touchTable.activeMask
        for touch in TouchSet(table: touchTable, mask: lifted) {
            retire(touch)
        }
    }
}

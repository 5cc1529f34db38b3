import CTouchRoute
import TouchRoute

extension HostedWindow {
    /// Route C contacts as one frame at `timestamp` (window seconds), by the
    /// frame rule: a repeated id is its contact's next state, all at the
    /// frame's time. Every contact is checked before any is routed, so a
    /// refused frame changes nothing. - Complexity: O(count); allocates
    /// nothing while the frame holds at most `touchCapacity` contacts.
    func route(
        timestamp: Double, contacts: UnsafePointer<tr_contact>?, count: Int, call: String
    ) throws(APIFailure) {
        guard timestamp.isFinite else {
            throw .invalid("The frame's timestamp is \(timestamp); give window time in seconds, a finite number.")
        }
        guard count >= 0 else { throw .invalid("The contact count is \(count); give 0 or more.") }
        guard count == 0 || contacts != nil else { throw .null("contacts") }
        for index in 0..<count { try Self.checkPhase(of: contacts![index], named: "contacts[\(index)]") }
        try routing(call) { () throws(APIFailure) in
            fillFrame(at: timestamp, count: count) { Contact(contacts![$0]) }
            window.handle(frame)
        }
    }

    /// Route C samples, each with its own time, as one batched frame at the
    /// latest of their times: the frame rule cuts it into steps at a repeated
    /// id or a new time. Every sample is checked before any is routed; a time
    /// that goes back is reported as a problem and routed at the previous one.
    /// - Complexity: O(count); allocates nothing while the frame holds at most
    ///   `touchCapacity` samples.
    func route(samples: UnsafePointer<tr_sample>?, count: Int, call: String) throws(APIFailure) {
        guard count >= 0 else { throw .invalid("The sample count is \(count); give 0 or more.") }
        guard count == 0 || samples != nil else { throw .null("samples") }
        var latest = -Double.infinity
        for index in 0..<count {
            let time = samples![index].time
            guard time.isFinite else {
                throw .invalid("samples[\(index)].time is \(time); give window time in seconds, a finite number.")
            }
            latest = max(latest, time)
            try Self.checkPhase(of: samples![index].contact, named: "samples[\(index)].contact")
        }
        guard count > 0 else { return }
        try routing(call) { () throws(APIFailure) in
            fillFrame(at: latest, count: count) {
                var contact = Contact(samples![$0].contact)
                contact.timestamp = samples![$0].time
                return contact
            }
            window.handle(frame)
        }
    }

    /// Refuse a contact whose phase is not a `tr_phase`. The name is built
    /// only for the message, so checking allocates nothing.
    private static func checkPhase(of contact: tr_contact, named name: @autoclosure () -> String) throws(APIFailure) {
        let phase = contact.phase.rawValue
        guard phase <= TR_PHASE_CANCELLED.rawValue else {
            throw .invalid(
                "\(name()).phase is \(phase), which is not a tr_phase (TR_PHASE_BEGAN … TR_PHASE_CANCELLED).")
        }
    }

    /// Make the reused frame `count` contacts at `timestamp`. In place when the
    /// count is the last frame's (a finger moving), so the array's storage is
    /// neither emptied nor grown.
    private func fillFrame(at timestamp: Double, count: Int, contact: (Int) -> Contact) {
        frame.timestamp = timestamp
        if frame.contacts.count == count {
            for index in 0..<count { frame.contacts[index] = contact(index) }
        } else {
            frame.contacts.removeAll(keepingCapacity: true)
            for index in 0..<count { frame.contacts.append(contact(index)) }
        }
    }
}

extension Contact {
    /// A C contact; its phase was checked. NaN pressure or ellipse means
    /// unknown. A NaN location goes to the router, which reports it; a finite
    /// one beyond ±1e9 points (off any screen either way) is clamped there.
    init(_ c: tr_contact) {
        let limit = CArguments.maximumMagnitude
        let hasEllipse = c.major.isFinite && c.major >= 0 && c.major <= limit
        self.init(
            id: Int(truncatingIfNeeded: c.id), phase: TouchPhase(checked: c.phase),
            location: Point(x: c.x, y: c.y).clamped(within: limit),
            ellipse: hasEllipse
                ? ContactEllipse(
                    major: c.major, minor: c.minor.isFinite && c.minor >= 0 && c.minor <= limit ? c.minor : c.major)
                : nil,
            pressure: c.pressure.isFinite ? min(max(c.pressure, 0), 1) : nil)
    }
}

extension TouchPhase {
    /// A C phase already checked to be one of the five.
    @inline(__always)
    init(checked phase: tr_phase) {
        switch phase {
        case TR_PHASE_BEGAN: self = .began
        case TR_PHASE_MOVED: self = .moved
        case TR_PHASE_STATIONARY: self = .stationary
        case TR_PHASE_ENDED: self = .ended
        default: self = .cancelled
        }
    }
}

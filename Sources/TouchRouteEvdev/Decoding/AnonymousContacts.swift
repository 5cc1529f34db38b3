import TouchRoute

/// Protocol A: every frame lists all contacts, each closed by `SYN_MT_REPORT`,
/// with no slots. An empty frame (`SYN_MT_REPORT` then `SYN_REPORT`, or a bare
/// `SYN_REPORT`) means every contact lifted.
///
/// Contacts are followed from frame to frame by `ABS_MT_TRACKING_ID` when the
/// device sends one, and otherwise by nearest neighbour: repeatedly pair the
/// closest old and new contacts. A new contact left over begins; an old one left
/// over ends.
///
/// An ignored contact (a palm, or one still down after lost events) pairs only
/// with a contact within `ignoredReach` of it: otherwise a new finger landing as
/// the ignored one lifts would inherit its ignored state and be lost.
final class AnonymousContacts: ContactEngine {
    /// Contacts per frame decoded; more are reported and dropped. Protocol A
    /// devices report up to 10.
    static let maximumContacts = 32

    private struct Tracked {
        var values: ContactValues
        var trackingID: Int32?
        /// The reported contact number; nil for a palm, ignored until it lifts.
        var reported: Int?
    }

    private let axes: ContactAxes
    private let deviceName: String
    /// The squared distance, in device units, within which an ignored contact
    /// can still be the same finger in the next frame: a tenth of the touch
    /// area's diagonal (25 mm on a 10-inch screen), more than a finger travels
    /// in one frame even in a fast flick.
    private let ignoredReachSquared: Double
    /// The contacts of the last complete frame.
    // Unchecked: decodeAndMap_protocolA_perEvent, 432 → 768 instructions an event checked (all 9 here at once).
    @exclusivity(unchecked) private var previous: [Tracked] = []
    /// The contacts of the frame being built.
    // Unchecked: decodeAndMap_protocolA_perEvent, 432 → 768 instructions an event checked (all 9 here at once).
    @exclusivity(unchecked) private var incoming: [Tracked] = []
    /// The next frame's `previous`, kept to swap in without allocating.
    // Unchecked: decodeAndMap_protocolA_perEvent, 432 → 768 instructions an event checked (all 9 here at once).
    @exclusivity(unchecked) private var next: [Tracked] = []
    /// For each incoming contact, the index of its previous contact, or −1.
    // Unchecked: decodeAndMap_protocolA_perEvent, 432 → 768 instructions an event checked (all 9 here at once).
    @exclusivity(unchecked) private var match: [Int] = []
    // Unchecked: decodeAndMap_protocolA_perEvent, 432 → 768 instructions an event checked (all 9 here at once).
    @exclusivity(unchecked) private var matchedPrevious: [Bool] = []
    // Unchecked: decodeAndMap_protocolA_perEvent, 432 → 768 instructions an event checked (all 9 here at once).
    @exclusivity(unchecked) private var pending = ContactValues()
    // Unchecked: decodeAndMap_protocolA_perEvent, 432 → 768 instructions an event checked (all 9 here at once).
    @exclusivity(unchecked) private var pendingTrackingID: Int32?
    // Unchecked: decodeAndMap_protocolA_perEvent, 432 → 768 instructions an event checked (all 9 here at once).
    @exclusivity(unchecked) private var pendingHasData = false
    // Unchecked: decodeAndMap_protocolA_perEvent, 432 → 768 instructions an event checked (all 9 here at once).
    @exclusivity(unchecked) private var reportedOverflowInFrame = false

    init(device: DeviceDescription) {
        axes = ContactAxes(device, multitouch: true)
        deviceName = device.printableName
        let width = Double(device.axes[EventCode.absMTPositionX]?.span ?? 1)
        let height = Double(device.axes[EventCode.absMTPositionY]?.span ?? 1)
        ignoredReachSquared = (width * width + height * height) / 100
        previous.reserveCapacity(Self.maximumContacts)
        incoming.reserveCapacity(Self.maximumContacts)
        next.reserveCapacity(Self.maximumContacts)
        match.reserveCapacity(Self.maximumContacts)
        matchedPrevious.reserveCapacity(Self.maximumContacts)
    }

    var activeContactCount: Int { previous.reduce(0) { $0 + ($1.reported == nil ? 0 : 1) } }

    func take(_ event: InputEvent, problems: inout ProblemLog) {
        if event.type == EventType.syn && event.code == EventCode.synMTReport {
            closeContact(at: event.time, problems: &problems)
            return
        }
        guard event.type == EventType.abs else { return }
        if event.code == EventCode.absMTTrackingID {
            pendingTrackingID = event.value
            pendingHasData = true
        } else if pending.take(axis: event.code, value: event.value, multitouch: true) {
            pendingHasData = true
        }
    }

    /// `SYN_MT_REPORT`: the contact described since the last one is complete.
    /// One with no data is the empty-frame marker.
    private func closeContact(at time: EventTime, problems: inout ProblemLog) {
        defer {
            pending = ContactValues()
            pendingTrackingID = nil
            pendingHasData = false
        }
        guard pendingHasData else { return }
        guard incoming.count < Self.maximumContacts else {
            if !reportedOverflowInFrame {
                reportedOverflowInFrame = true
                problems.report(
                    .touchLimit,
                    "\(deviceName) sent more than \(Self.maximumContacts) contacts in one frame; the extra ones are ignored.",
                    at: time)
            }
            return
        }
        incoming.append(Tracked(values: pending, trackingID: pendingTrackingID, reported: nil))
    }

    func report(into frame: inout DeviceFrame, followUp: inout DeviceFrame, numbering: ContactNumbering) {
        var ignored = ProblemLog(deviceName: deviceName, sink: nil)
        if pendingHasData { closeContact(at: frame.time, problems: &ignored) }  // a contact missing its SYN_MT_REPORT
        reportedOverflowInFrame = false
        pairIncomingWithPrevious()

        next.removeAll(keepingCapacity: true)
        for index in incoming.indices {
            var contact = incoming[index]
            let old = match[index]
            if old >= 0 {
                let before = previous[old]
                if let id = before.reported {
                    if contact.values.isPalm {
                        frame.contacts.append(axes.cancellation(of: id, before.values, because: .palm))
                    } else {
                        contact.reported = id
                        if contact.values != before.values {
                            frame.contacts.append(axes.contact(id, .moved, contact.values))
                        }
                    }
                }
            } else if !contact.values.isPalm {
                let id = numbering.take()
                contact.reported = id
                frame.contacts.append(axes.contact(id, .began, contact.values))
            }
            next.append(contact)
        }
        for index in previous.indices where !matchedPrevious[index] {
            if let id = previous[index].reported {
                frame.contacts.append(axes.contact(id, .ended, previous[index].values))
            }
        }
        swap(&previous, &next)
        incoming.removeAll(keepingCapacity: true)
    }

    /// Fill `match`: by tracking ID where both frames have one, then by nearest
    /// neighbour. O(n³) in the contacts per frame, which is at most 32 and in
    /// practice under 10.
    private func pairIncomingWithPrevious() {
        match.removeAll(keepingCapacity: true)
        matchedPrevious.removeAll(keepingCapacity: true)
        for _ in incoming { match.append(-1) }
        for _ in previous { matchedPrevious.append(false) }
        for index in incoming.indices {
            guard let trackingID = incoming[index].trackingID else { continue }
            if let old = previous.indices.first(where: { !matchedPrevious[$0] && previous[$0].trackingID == trackingID }
            ) {
                match[index] = old
                matchedPrevious[old] = true
            }
        }
        while true {
            var best: (incoming: Int, previous: Int, distance: Double)?
            for index in incoming.indices where match[index] < 0 && incoming[index].trackingID == nil {
                for old in previous.indices where !matchedPrevious[old] && previous[old].trackingID == nil {
                    // In Double: a broken device's full Int32 range would overflow Int64 squares.
                    let dx = Double(incoming[index].values.x) - Double(previous[old].values.x)
                    let dy = Double(incoming[index].values.y) - Double(previous[old].values.y)
                    let distance = dx * dx + dy * dy
                    if previous[old].reported == nil && distance > ignoredReachSquared { continue }
                    if best == nil || distance < best!.distance { best = (index, old, distance) }
                }
            }
            guard let pair = best else { return }
            match[pair.incoming] = pair.previous
            matchedPrevious[pair.previous] = true
        }
    }

    /// Protocol A has no state but the contact list, and a broken frame's list
    /// is incomplete: drop it, and keep following the contacts that were down
    /// (now unreported, so ignored until they lift).
    func absorbFrame() {
        incoming.removeAll(keepingCapacity: true)
        pending = ContactValues()
        pendingTrackingID = nil
        pendingHasData = false
        reportedOverflowInFrame = false
    }

    func cancelAll(into frame: inout DeviceFrame, because reason: CancellationReason) {
        for contact in previous {
            if let id = contact.reported {
                frame.contacts.append(axes.cancellation(of: id, contact.values, because: reason))
            }
        }
        // Contacts still on the glass come back as new touches only after they
        // lift: keep them, unreported, so the next frame pairs them up.
        for index in previous.indices { previous[index].reported = nil }
        incoming.removeAll(keepingCapacity: true)
        pending = ContactValues()
        pendingTrackingID = nil
        pendingHasData = false
        reportedOverflowInFrame = false
    }
}

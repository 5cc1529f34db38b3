import TouchRoute

/// Protocol B: numbered slots, each holding a contact identified by a tracking ID.
///
/// The kernel sends only what changed: a slot keeps its values across frames and
/// even across touches, `ABS_MT_SLOT` is sent only when the slot changes, and a
/// new touch may start from the previous touch's position. A tracking ID of −1
/// lifts the slot's contact; a different tracking ID replaces it (the old contact
/// ends and a new one begins), even within one frame.
///
/// A slot whose touch is down but has no reported number (a palm, or a touch
/// already down when decoding started or resumed after lost events) is ignored
/// until it lifts: only a new tracking ID begins a contact.
///
/// Invariant: a slot has at most one reported contact, and every reported
/// contact is ended or cancelled exactly once.
final class SlottedContacts: ContactEngine {
    /// The most slots decoded, one per bit of the dirty mask; also the router's
    /// limit on touches that are down at once.
    static let maximumSlots = 64

    private struct Slot {
        var values = ContactValues()
        /// −1 when no contact is on the device in this slot.
        var trackingID: Int32 = -1
        /// The contact number reported for the slot's touch, while it is live.
        var reported: Int?
        var reportedValues = ContactValues()
        /// A new tracking ID arrived in this frame and is not reported yet.
        var isFresh = false
        /// The reported contact lifted in this frame (before any new touch).
        var pendingEnd: ContactValues?
        /// A touch that began and lifted within this frame.
        var transient: ContactValues?
    }

    private let axes: ContactAxes
    private let deviceName: String
    /// The slots the device has; the decoder follows at most `maximumSlots` of them.
    private let deviceSlotCount: Int
    // Unchecked: decodeAndMap_perEvent, 347 → 561 instructions an event checked (all 4 here at once).
    @exclusivity(unchecked) private var slots: [Slot]
    /// The slot that `ABS_MT_*` events apply to, or nil after an invalid `ABS_MT_SLOT`.
    // Unchecked: decodeAndMap_perEvent, 347 → 561 instructions an event checked (all 4 here at once).
    @exclusivity(unchecked) private var current: Int?
    /// Slots changed in this frame, one bit each.
    // Unchecked: decodeAndMap_perEvent, 347 → 561 instructions an event checked (all 4 here at once).
    @exclusivity(unchecked) private var dirty: UInt64 = 0
    // Unchecked: decodeAndMap_perEvent, 347 → 561 instructions an event checked (all 4 here at once).
    @exclusivity(unchecked) private var reportedOutOfRangeInFrame = false

    init(device: DeviceDescription, slotCount: Int, snapshot: DeviceSnapshot?) {
        axes = ContactAxes(device, multitouch: true)
        deviceName = device.printableName
        deviceSlotCount = max(slotCount, 1)
        slots = Array(repeating: Slot(), count: min(deviceSlotCount, Self.maximumSlots))
        current = 0
        guard let snapshot else { return }
        if let slot = snapshot.currentSlot { current = slots.indices.contains(slot) ? slot : nil }
        for (index, state) in snapshot.slots.enumerated() where slots.indices.contains(index) {
            slots[index].values = state.values
            slots[index].trackingID = state.trackingID
            // A touch already down has no `reported` number: we never saw it
            // begin, so it is ignored until it lifts.
        }
    }

    var activeContactCount: Int { slots.reduce(0) { $0 + ($1.reported == nil ? 0 : 1) } }

    func take(_ event: InputEvent, problems: inout ProblemLog) {
        guard event.type == EventType.abs else { return }
        if event.code == EventCode.absMTSlot {
            if slots.indices.contains(Int(event.value)) {
                current = Int(event.value)
            } else {
                current = nil
                if !reportedOutOfRangeInFrame {
                    reportedOutOfRangeInFrame = true
                    problems.report(
                        outOfRangeKind(slot: event.value), outOfRangeMessage(slot: event.value), at: event.time)
                }
            }
            return
        }
        guard let index = current else { return }
        if event.code == EventCode.absMTTrackingID {
            changeTrackingID(of: index, to: event.value)
        } else if slots[index].values.take(axis: event.code, value: event.value, multitouch: true) {
            dirty |= 1 << UInt64(index)
        }
    }

    /// Whose problem a slot outside the followed ones is: the kernel's when the
    /// device does not have it, TouchRoute's when the device has more slots.
    /// A slot the device has but the decoder does not follow is a limit of
    /// ours; one the device does not have is the kernel's fault.
    private func outOfRangeKind(slot: Int32) -> Problem.Kind {
        slot >= 0 && slot < deviceSlotCount ? .touchLimit : .malformedEvents
    }

    private func outOfRangeMessage(slot: Int32) -> String {
        if slot >= 0 && slot < deviceSlotCount {
            "\(deviceName) has \(deviceSlotCount) slots, but TouchRoute follows only slots 0…\(slots.count - 1); touches in slot \(slot) are ignored."
        } else {
            "kernel bug: \(deviceName) selected slot \(slot), but it has slots 0…\(deviceSlotCount - 1); that slot's events are ignored."
        }
    }

    private func changeTrackingID(of index: Int, to trackingID: Int32) {
        let old = slots[index].trackingID
        if trackingID >= 0 && old == trackingID { return }  // not a change
        if old >= 0 { lift(index, isReplaced: trackingID >= 0) }
        slots[index].trackingID = max(trackingID, -1)
        slots[index].isFresh = trackingID >= 0
        dirty |= 1 << UInt64(index)
    }

    /// The slot's touch left the glass, or was replaced by a new tracking ID.
    ///
    /// A replaced touch ends where it was last reported: the frame's values
    /// belong to the new touch (libevdev's resync sends a slot's axes before
    /// its tracking ID). A lifted one ends with the frame's values so far.
    private func lift(_ index: Int, isReplaced: Bool) {
        if slots[index].isFresh {
            slots[index].isFresh = false
            if !slots[index].values.isPalm { slots[index].transient = slots[index].values }
        } else if slots[index].reported != nil && slots[index].pendingEnd == nil {
            slots[index].pendingEnd = isReplaced ? slots[index].reportedValues : slots[index].values
        }
    }

    func report(into frame: inout DeviceFrame, followUp: inout DeviceFrame, numbering: ContactNumbering) {
        reportedOutOfRangeInFrame = false
        var remaining = dirty
        dirty = 0
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            report(slot: index, into: &frame, followUp: &followUp, numbering: numbering)
        }
    }

    private func report(
        slot index: Int, into frame: inout DeviceFrame, followUp: inout DeviceFrame, numbering: ContactNumbering
    ) {
        if let values = slots[index].pendingEnd, let id = slots[index].reported {
            // A finger that turned into a palm as it lifted is taken back, not ended.
            frame.contacts.append(
                values.isPalm
                    ? axes.cancellation(of: id, slots[index].reportedValues, because: .palm)
                    : axes.contact(id, .ended, values))
            slots[index].reported = nil
        }
        slots[index].pendingEnd = nil
        if let values = slots[index].transient {
            let id = numbering.take()
            frame.contacts.append(axes.contact(id, .began, values))
            followUp.contacts.append(axes.contact(id, .ended, values))
            slots[index].transient = nil
        }
        guard slots[index].trackingID >= 0 else { return }
        let values = slots[index].values
        if slots[index].isFresh {
            slots[index].isFresh = false
            if !values.isPalm {  // a palm is never reported, so it is ignored until it lifts
                let id = numbering.take()
                slots[index].reported = id
                slots[index].reportedValues = values
                frame.contacts.append(axes.contact(id, .began, values))
            }
        } else if let id = slots[index].reported {
            if values.isPalm {
                // A finger that turned out to be a palm: take it back.
                frame.contacts.append(axes.cancellation(of: id, slots[index].reportedValues, because: .palm))
                slots[index].reported = nil
            } else if values != slots[index].reportedValues {
                slots[index].reportedValues = values
                frame.contacts.append(axes.contact(id, .moved, values))
            }
        }
    }

    func absorbFrame() {
        var remaining = dirty
        dirty = 0
        reportedOutOfRangeInFrame = false
        while remaining != 0 {
            let index = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            slots[index].pendingEnd = nil
            slots[index].transient = nil
            slots[index].isFresh = false  // down, unreported: ignored until it lifts
        }
    }

    func cancelAll(into frame: inout DeviceFrame, because reason: CancellationReason) {
        dirty = 0
        reportedOutOfRangeInFrame = false  // the partial frame is forgotten
        for index in slots.indices {
            if let id = slots[index].reported {
                frame.contacts.append(axes.cancellation(of: id, slots[index].reportedValues, because: reason))
            }
            slots[index].reported = nil
            slots[index].pendingEnd = nil
            slots[index].transient = nil
            slots[index].isFresh = false
        }
    }
}

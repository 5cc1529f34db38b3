import TouchRoute

@testable import TouchRouteEvdev

/// One touch from touch-down to lift, in device units.
struct TouchSequence: Equatable, CustomStringConvertible {
    var start: DevicePoint
    var end: DevicePoint
    var endPhase: TouchPhase

    var description: String { "\(start) → \(end) \(endPhase.rawValue)" }
}

/// The touch sequences in the decoder's frames, in order of touch-down.
func touchSequences(in frames: [DeviceFrame]) -> [TouchSequence] {
    var sequences: [TouchSequence] = []
    var index: [Int: Int] = [:]
    for frame in frames {
        for contact in frame.contacts {
            let point = contact.position
            switch contact.phase {
            case .began:
                index[contact.id] = sequences.count
                sequences.append(TouchSequence(start: point, end: point, endPhase: .began))
            case .moved, .stationary:
                if let at = index[contact.id] { sequences[at].end = point }
            case .ended, .cancelled:
                if let at = index[contact.id] {
                    sequences[at].end = point
                    sequences[at].endPhase = contact.phase
                }
            }
        }
    }
    return sequences
}

/// The touch sequences read straight off protocol B events, as an independent
/// check on the decoder for real recordings (which have no palms, no lost
/// events and no tracking ID games): a tracking ID ≥ 0 starts a sequence at the
/// slot's position when its frame ends, and −1 ends it where the slot last was.
func rawSlotSequences(in events: [InputEvent]) -> [TouchSequence] {
    var sequences: [TouchSequence] = []
    var slot = 0
    var positions: [Int: DevicePoint] = [:]
    var open: [Int: Int] = [:]  // slot → index of its sequence
    var starting: Set<Int> = []
    var ending: [Int: Int] = [:]  // slot → sequence that lifts in this frame
    for event in events {
        if event.type == EventType.abs {
            switch event.code {
            case EventCode.absMTSlot: slot = Int(event.value)
            case EventCode.absMTPositionX: positions[slot, default: DevicePoint(x: 0, y: 0)].x = event.value
            case EventCode.absMTPositionY: positions[slot, default: DevicePoint(x: 0, y: 0)].y = event.value
            case EventCode.absMTTrackingID where event.value >= 0:
                starting.insert(slot)
            case EventCode.absMTTrackingID:
                if let at = open.removeValue(forKey: slot) {
                    sequences[at].end = positions[slot] ?? sequences[at].end
                    ending[slot] = at
                }
            default: break
            }
        } else if event.isReport {
            for (_, at) in ending { sequences[at].endPhase = .ended }
            ending.removeAll()
            for (slot, at) in open { sequences[at].end = positions[slot] ?? sequences[at].end }
            for slot in starting.sorted() {
                let point = positions[slot] ?? DevicePoint(x: 0, y: 0)
                open[slot] = sequences.count
                sequences.append(TouchSequence(start: point, end: point, endPhase: .began))
            }
            starting.removeAll()
        }
    }
    return sequences
}

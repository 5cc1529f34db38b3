import TouchRoute
import TouchRouteEvdev

/// A long synthetic session on a protocol B touchscreen (0…799 × 0…479, 10
/// slots, pressure), as the kernel would send it at 120 Hz: only changed values,
/// `ABS_MT_SLOT` only when the slot changes. It cycles through a vertical drag,
/// a tap, a two-finger drag and a horizontal swipe, so decoding sees every kind
/// of frame and routing sees scrolls, taps, a pager takeover and multitouch.
///
/// The events of one cycle are generated once; `event(at:)` plays the cycle
/// again and again with times moved on, so a session of any length costs no
/// memory and the decoder's state stays bounded.
struct LongSession {
    static let device = DeviceDescription(
        name: "Synthetic protocol B touchscreen",
        properties: [InputProperty.direct],
        codes: [EventType.key: [EventCode.btnTouch]],
        axes: [
            EventCode.absX: AbsoluteAxis(minimum: 0, maximum: 799),
            EventCode.absY: AbsoluteAxis(minimum: 0, maximum: 479),
            EventCode.absMTSlot: AbsoluteAxis(minimum: 0, maximum: 9),
            EventCode.absMTPositionX: AbsoluteAxis(minimum: 0, maximum: 799),
            EventCode.absMTPositionY: AbsoluteAxis(minimum: 0, maximum: 479),
            EventCode.absMTTrackingID: AbsoluteAxis(minimum: 0, maximum: 65535),
            EventCode.absMTPressure: AbsoluteAxis(minimum: 0, maximum: 255),
        ],
        source: "synthetic")

    /// One cycle's events, with times from 0.
    let cycle: [InputEvent]
    /// The length of one cycle in microseconds, the time shift per repeat.
    let cycleMicroseconds: Int

    init() {
        var builder = Builder()
        builder.drag(from: (400, 400), to: (400, 80), frames: 60)  // scrolls list0
        builder.drag(from: (300, 200), to: (300, 200), frames: 4)  // a tap on a row
        builder.drag(from: (400, 80), to: (400, 400), frames: 60)  // scrolls back
        builder.twoFingerDrag(frames: 40)  // blocked multitouch
        builder.drag(from: (700, 240), to: (100, 241), frames: 30)  // the pager pages
        builder.drag(from: (100, 240), to: (700, 239), frames: 30)  // …and back
        cycle = builder.events
        cycleMicroseconds = builder.time + 500_000
    }

    /// Event `index` of the endless session.
    @inline(__always)
    func event(at index: Int) -> InputEvent {
        let (repeats, offset) = index.quotientAndRemainder(dividingBy: cycle.count)
        var event = cycle[offset]
        let micro = event.time.totalMicroseconds + repeats * cycleMicroseconds + 1_000_000
        event.time = EventTime(seconds: micro / 1_000_000, microseconds: micro % 1_000_000)
        return event
    }

    /// Writes events the way the kernel would: only changes.
    private struct Builder {
        var events: [InputEvent] = []
        var time = 0
        var trackingID: Int32 = 0
        var slot: Int32 = 0
        var values: [[Int32]] = Array(repeating: [-1, -1, -1], count: 10)  // x, y, pressure per slot

        mutating func emit(_ type: EventType, _ code: EventCode, _ value: Int32) {
            events.append(
                InputEvent(
                    time: EventTime(seconds: time / 1_000_000, microseconds: time % 1_000_000),
                    type: type, code: code, value: value))
        }

        mutating func select(_ newSlot: Int32) {
            if newSlot != slot { emit(EventType.abs, EventCode.absMTSlot, newSlot) }
            slot = newSlot
        }

        mutating func set(_ index: Int, _ code: EventCode, _ value: Int32) {
            guard values[Int(slot)][index] != value else { return }
            values[Int(slot)][index] = value
            emit(EventType.abs, code, value)
        }

        mutating func report() {
            emit(EventType.syn, EventCode.synReport, 0)
            time += 8_333  // 120 Hz
        }

        mutating func place(slot: Int32, at point: (Double, Double), pressure: Int32) {
            select(slot)
            set(0, EventCode.absMTPositionX, Int32(point.0.rounded()))
            set(1, EventCode.absMTPositionY, Int32(point.1.rounded()))
            set(2, EventCode.absMTPressure, pressure)
        }

        mutating func down(slot: Int32, at point: (Double, Double)) {
            select(slot)
            trackingID += 1
            emit(EventType.abs, EventCode.absMTTrackingID, trackingID)
            place(slot: slot, at: point, pressure: 60)
        }

        mutating func up(slot: Int32) {
            select(slot)
            emit(EventType.abs, EventCode.absMTTrackingID, -1)
        }

        mutating func drag(from start: (Double, Double), to end: (Double, Double), frames: Int) {
            down(slot: 0, at: start)
            emit(EventType.key, EventCode.btnTouch, 1)
            report()
            for frame in 1...frames {
                let t = Double(frame) / Double(frames)
                place(
                    slot: 0, at: (start.0 + (end.0 - start.0) * t, start.1 + (end.1 - start.1) * t),
                    pressure: 60 + Int32(frame % 7))
                report()
            }
            up(slot: 0)
            emit(EventType.key, EventCode.btnTouch, 0)
            report()
            time += 200_000
        }

        mutating func twoFingerDrag(frames: Int) {
            down(slot: 0, at: (300, 100))
            down(slot: 1, at: (500, 100))
            emit(EventType.key, EventCode.btnTouch, 1)
            report()
            for frame in 1...frames {
                let y = 100 + Double(frame) * 4
                place(slot: 0, at: (300, y), pressure: 60)
                place(slot: 1, at: (500, y + 1), pressure: 61)
                report()
            }
            up(slot: 0)
            up(slot: 1)
            emit(EventType.key, EventCode.btnTouch, 0)
            report()
            time += 200_000
        }
    }
}

/// An endless `LongSession` as an event source, for the whole pipeline.
final class LongSessionSource: EventSource {
    let session: LongSession
    var index = 0
    let name = "synthetic"

    init(session: LongSession) {
        self.session = session
    }

    func nextEvent() -> EventRead {
        defer { index += 1 }
        return .event(session.event(at: index))
    }

    func nextResyncEvent() -> EventRead { .wouldBlock }
    func currentTime() -> EventTime { session.event(at: max(0, index - 1)).time }
}

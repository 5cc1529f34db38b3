import TouchRoute
import TouchRouteEvdev

/// Endless sessions for the other two protocols, so the no-allocation claim is
/// measured for every decoder engine, not only protocol B's.
///
/// Like `LongSession`, one cycle of events is generated once and played again
/// and again with times moved on.
struct EventCycle {
    let device: DeviceDescription
    /// One cycle's events, with times from 0.
    let events: [InputEvent]
    /// The time shift per repeat, in microseconds.
    let cycleMicroseconds: Int

    @inline(__always)
    func event(at index: Int) -> InputEvent {
        let (repeats, offset) = index.quotientAndRemainder(dividingBy: events.count)
        var event = events[offset]
        let micro = event.time.totalMicroseconds + repeats * cycleMicroseconds + 1_000_000
        event.time = EventTime(seconds: micro / 1_000_000, microseconds: micro % 1_000_000)
        return event
    }

    /// Writes a cycle's events at 100 Hz: `time` in microseconds from 0,
    /// moved on one report interval by each `report()`.
    struct Writer {
        private(set) var events: [InputEvent] = []
        var time = 0

        mutating func emit(_ type: EventType, _ code: EventCode, _ value: Int32) {
            events.append(
                InputEvent(time: EventTime(seconds: 0, microseconds: time), type: type, code: code, value: value))
        }

        /// Ends the frame (`SYN_REPORT`) and moves on 10 ms.
        mutating func report() {
            emit(EventType.syn, EventCode.synReport, 0)
            time += 10_000
        }
    }

    /// Protocol A at 100 Hz: two anonymous fingers drag down side by side for
    /// 50 frames, a third joins for the last 20, then the empty frame lifts all.
    static let protocolA: EventCycle = {
        let device = DeviceDescription(
            name: "Synthetic protocol A touchscreen", properties: [InputProperty.direct],
            codes: [EventType.key: [EventCode.btnTouch]],
            axes: [
                EventCode.absX: AbsoluteAxis(minimum: 0, maximum: 4095),
                EventCode.absY: AbsoluteAxis(minimum: 0, maximum: 4095),
                EventCode.absMTPositionX: AbsoluteAxis(minimum: 0, maximum: 4095),
                EventCode.absMTPositionY: AbsoluteAxis(minimum: 0, maximum: 4095),
            ],
            source: "synthetic")
        var writer = Writer()
        for frame in 0..<50 {
            var fingers = [(1000, 500 + frame * 40), (3000, 520 + frame * 40)]
            if frame >= 30 { fingers.append((2000, 3500 - frame * 10)) }
            for (x, y) in fingers {
                writer.emit(EventType.abs, EventCode.absMTPositionX, Int32(x))
                writer.emit(EventType.abs, EventCode.absMTPositionY, Int32(y))
                writer.emit(EventType.syn, EventCode.synMTReport, 0)
            }
            writer.report()
        }
        writer.emit(EventType.syn, EventCode.synMTReport, 0)
        writer.emit(EventType.syn, EventCode.synReport, 0)
        return EventCycle(device: device, events: writer.events, cycleMicroseconds: writer.time + 200_000)
    }()

    /// A single-touch resistive panel at 100 Hz: a tap, then a 40-frame drag,
    /// with pressure.
    static let singleTouch: EventCycle = {
        let device = DeviceDescription(
            name: "Synthetic resistive panel", codes: [EventType.key: [EventCode.btnTouch]],
            axes: [
                EventCode.absX: AbsoluteAxis(minimum: 200, maximum: 3900),
                EventCode.absY: AbsoluteAxis(minimum: 300, maximum: 3800),
                EventCode.absPressure: AbsoluteAxis(minimum: 0, maximum: 255),
            ],
            source: "synthetic")
        var writer = Writer()
        for (start, frames) in [(1000, 3), (500, 40)] {
            writer.emit(EventType.abs, EventCode.absX, 2000)
            writer.emit(EventType.abs, EventCode.absY, Int32(start))
            writer.emit(EventType.abs, EventCode.absPressure, 120)
            writer.emit(EventType.key, EventCode.btnTouch, 1)
            writer.report()
            for frame in 1...frames {
                writer.emit(EventType.abs, EventCode.absY, Int32(start + frame * 60))
                writer.emit(EventType.abs, EventCode.absPressure, Int32(120 + frame % 5))
                writer.report()
            }
            writer.emit(EventType.key, EventCode.btnTouch, 0)
            writer.emit(EventType.abs, EventCode.absPressure, 0)
            writer.report()
            writer.time += 200_000
        }
        return EventCycle(device: device, events: writer.events, cycleMicroseconds: writer.time)
    }()
}

import TouchRoute
import TouchRouteEvdev

extension EventCycle {
    /// A clickpad at 100 Hz, 0…2999 × 0…1999 at 30 units/mm: one finger moves
    /// the pointer right for 20 frames and lifts, then two fingers scroll up
    /// for 40 frames and lift (a fling), then two scroll down again, so the
    /// list under the pointer goes back and forth forever.
    static let touchpad: EventCycle = {
        let x = AbsoluteAxis(minimum: 0, maximum: 2999, resolution: 30)
        let y = AbsoluteAxis(minimum: 0, maximum: 1999, resolution: 30)
        let device = DeviceDescription(
            name: "Synthetic clickpad", properties: [InputProperty.pointer],
            codes: [EventType.key: [EventCode.btnLeft, .btnTouch, .btnToolFinger, .btnToolDoubleTap]],
            axes: [
                EventCode.absX: x, EventCode.absY: y, EventCode.absMTPositionX: x, EventCode.absMTPositionY: y,
                EventCode.absMTSlot: AbsoluteAxis(minimum: 0, maximum: 4),
                EventCode.absMTTrackingID: AbsoluteAxis(minimum: 0, maximum: 65535),
            ],
            source: "synthetic")
        var writer = Writer()
        var trackingID: Int32 = 0
        func place(_ slot: Int32, _ position: (Int32, Int32), down: Bool = false) {
            writer.emit(EventType.abs, EventCode.absMTSlot, slot)
            if down {
                trackingID += 1
                writer.emit(EventType.abs, EventCode.absMTTrackingID, trackingID)
            }
            writer.emit(EventType.abs, EventCode.absMTPositionX, position.0)
            writer.emit(EventType.abs, EventCode.absMTPositionY, position.1)
        }
        func lift(_ slots: [Int32]) {
            for slot in slots {
                writer.emit(EventType.abs, EventCode.absMTSlot, slot)
                writer.emit(EventType.abs, EventCode.absMTTrackingID, -1)
            }
            writer.report()
            writer.time += 200_000
        }
        for frame in 0...20 {
            place(0, (Int32(1000 + frame * 30), 1000), down: frame == 0)
            writer.report()
        }
        lift([0])
        for step in [-30, 30] as [Int32] {
            for frame in Int32(0)...40 {
                place(0, (1200, 1400 + step * frame - (step > 0 ? 1200 : 0)), down: frame == 0)
                place(1, (1800, 1400 + step * frame - (step > 0 ? 1200 : 0)), down: frame == 0)
                writer.report()
            }
            lift([0, 1])
        }
        return EventCycle(device: device, events: writer.events, cycleMicroseconds: writer.time)
    }()
}

/// An endless `EventCycle` as a pipeline's source.
final class EventCycleSource: EventSource {
    let cycle: EventCycle
    var index = 0
    let name = "synthetic"

    init(cycle: EventCycle) {
        self.cycle = cycle
    }

    func nextEvent() -> EventRead {
        defer { index += 1 }
        return .event(cycle.event(at: index))
    }

    func nextResyncEvent() -> EventRead { .wouldBlock }
    func currentTime() -> EventTime { cycle.event(at: max(0, index - 1)).time }
}

import TouchRoute
import TouchRouteEvdev

/// Reads for a `PipeEventSource` as a plain protocol B panel sends them: a
/// finger down, moved and lifted, each frame ending in `SYN_REPORT`, with
/// event times given as offsets (`EventDuration`) after a base time. For tests of main loops,
/// sessions and readers that need a device without `/dev/input`.
///
/// ```swift
/// let script = PanelScript(baseSeconds: 100)
/// let source = PipeEventSource(batches: [script.fingerDown(x: 300, y: 100), script.lift(at: .milliseconds(40))])
/// let decoder = try TouchDecoder(device: PanelScript.panel)
/// ```
public struct PanelScript: Sendable {
    /// An 800 × 480 direct-touch panel with two slots, device units one per
    /// pixel (so a default `CoordinateMapping` maps them 1:1 onto an 800 × 480
    /// screen), named after the pipe.
    public static let panel = DeviceDescription(
        name: "Pipe Panel", properties: [InputProperty.direct], codes: [EventType.key: [EventCode.btnTouch]],
        axes: [
            EventCode.absX: AbsoluteAxis(minimum: 0, maximum: 799),
            EventCode.absY: AbsoluteAxis(minimum: 0, maximum: 479),
            EventCode.absMTSlot: AbsoluteAxis(minimum: 0, maximum: 1),
            EventCode.absMTPositionX: AbsoluteAxis(minimum: 0, maximum: 799),
            EventCode.absMTPositionY: AbsoluteAxis(minimum: 0, maximum: 479),
            EventCode.absMTTrackingID: AbsoluteAxis(minimum: 0, maximum: 65535),
        ],
        source: "pipe")

    /// Whole seconds on the events' clock at which the script's time 0 falls.
    public var baseSeconds: Int

    /// Makes a script whose time 0 is `baseSeconds` whole seconds on the events' clock (0 by
    /// default).
    public init(baseSeconds: Int = 0) {
        self.baseSeconds = baseSeconds
    }

    /// One event, `offset` after the base.
    public func event(at offset: EventDuration, _ type: EventType, _ code: EventCode, _ value: Int32) -> EventRead {
        .event(InputEvent(time: time(at: offset), type: type, code: code, value: value))
    }

    /// The event time `offset` after the base.
    public func time(at offset: EventDuration) -> EventTime {
        EventTime(seconds: baseSeconds, microseconds: 0) + offset
    }

    /// A finger with tracking ID `id` coming down at (`x`, `y`), in device units.
    public func fingerDown(id: Int32 = 1, x: Int32, y: Int32, at offset: EventDuration = .zero) -> [EventRead] {
        [event(at: offset, EventType.abs, EventCode.absMTTrackingID, id)]
            + move(x: x, y: y, at: offset)
    }

    /// The finger down moving to (`x`, `y`), in device units.
    public func move(x: Int32, y: Int32, at offset: EventDuration) -> [EventRead] {
        [
            event(at: offset, EventType.abs, EventCode.absMTPositionX, x),
            event(at: offset, EventType.abs, EventCode.absMTPositionY, y),
            report(at: offset),
        ]
    }

    /// The finger lifting.
    public func lift(at offset: EventDuration) -> [EventRead] {
        [event(at: offset, EventType.abs, EventCode.absMTTrackingID, -1), report(at: offset)]
    }

    private func report(at offset: EventDuration) -> EventRead {
        event(at: offset, EventType.syn, EventCode.synReport, 0)
    }
}

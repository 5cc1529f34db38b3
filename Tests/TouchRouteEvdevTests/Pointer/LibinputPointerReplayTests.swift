import Testing
import TouchRoute
import TouchRouteTesting

@testable import TouchRouteEvdev

/// `LibinputPointerReplay` routing libinput's events beside a pipeline's frames.
@Suite struct LibinputPointerReplayTests {
    static func time(_ milliseconds: Int) -> EventTime { EventTime(seconds: 0, microseconds: milliseconds * 1000) }

    static func scroll(_ milliseconds: Int, _ source: PointerScroll.Source, dy: Double) -> LibinputPointerEvent {
        LibinputPointerEvent(time: time(milliseconds), kind: .scroll(source: source, dx: 0, dy: dy), line: 1)
    }

    static func motion(_ milliseconds: Int, dx: Double) -> LibinputPointerEvent {
        LibinputPointerEvent(time: time(milliseconds), kind: .motion(dx: dx, dy: 0), line: 1)
    }

    /// Routes `events` through a pipeline of `device` whose own frames are
    /// bare `SYN_REPORT`s every 10 ms up to 50 ms, and returns each routed
    /// scroll as `phase source x dy`.
    static func routed(_ events: [LibinputPointerEvent], device: DeviceDescription) throws -> [String] {
        let layout = DefaultLayout(screen: Size(width: 800, height: 480))
        let trace = TraceRecorder(layout.window)
        let reports = stride(from: 0, through: 50, by: 10).map {
            InputEvent(time: time($0), type: .syn, code: .synReport, value: 0)
        }
        let pipeline = TouchPipeline(
            reader: TouchReader(
                source: RecordedEventSource(name: "test", events: reports), decoder: try TouchDecoder(device: device)),
            mapping: try CoordinateMapping(contactlessDevice: device, screen: Size(width: 800, height: 480)),
            window: layout.window, timeOrigin: time(0))
        let replay = LibinputPointerReplay(events: events, device: device)
        pipeline.dispatch(beforeEachFrame: { replay.route(through: $0.time, into: pipeline) })
        replay.finish(into: pipeline)
        return trace.records.compactMap {
            guard case .pointerScroll(let scroll) = $0 else { return nil }
            return "\(scroll.phase) \(scroll.source) \(scroll.location.x) \(scroll.delta.dy)"
        }
    }

    /// A device with a wheel but no relative motion of its own, as a
    /// touchpad is to the pointer: libinput's motion moves its pointer.
    static let wheelOnly = DeviceDescription(name: "Wheel", codes: [EventType.rel: [EventCode.relWheel]])

    @Test func aFingerScrollBeginsChangesAndEndsAtTheStop() throws {
        let events = [
            Self.motion(5, dx: 100), Self.scroll(12, .finger, dy: 4), Self.scroll(24, .finger, dy: 6),
            Self.scroll(36, .finger, dy: 0),
        ]
        #expect(
            try Self.routed(events, device: Self.wheelOnly) == [
                "began finger 500.0 4.0", "changed finger 500.0 6.0", "ended finger 500.0 0.0",
            ])
    }

    @Test func aStopWithNoScrollGoingIsNotRouted() throws {
        #expect(try Self.routed([Self.scroll(12, .finger, dy: 0)], device: Self.wheelOnly).isEmpty)
    }

    @Test func aScrollStillGoingWhenTheRecordingEndsIsEndedThere() throws {
        let events = [Self.scroll(12, .continuous, dy: 3), Self.scroll(60, .continuous, dy: 3)]
        #expect(
            try Self.routed(events, device: Self.wheelOnly) == [
                "began continuous 400.0 3.0", "changed continuous 400.0 3.0", "ended continuous 400.0 0.0",
            ])
    }

    @Test func wheelEventsAreLeftToTheKernelsAndAMousesMotionToItsOwn() throws {
        let events = [Self.motion(5, dx: 100), Self.scroll(12, .wheel, dy: 15), Self.scroll(20, .finger, dy: 2)]
        #expect(
            try Self.routed(events, device: TestMouse.device()) == ["began finger 400.0 2.0", "ended finger 400.0 0.0"])
    }
}

import Testing
import TouchRoute
import TouchRouteTesting

@testable import TouchRouteEvdev

/// A touchpad through `TouchPipeline`: its contacts never become touches,
/// one pointer is shared with a mouse, and input that stops mid-scroll ends
/// the scroll.
@Suite struct TouchpadPipelineTests {
    static func time(_ milliseconds: Int) -> EventTime { EventTime(seconds: 0, microseconds: milliseconds * 1000) }

    /// Protocol B events for `TestTouchpad`: each frame a list of (slot,
    /// tracking id or nil to keep, x, y), or a lift (-1), 10 ms apart.
    static func events(_ frames: [[(slot: Int32, id: Int32?, x: Int32, y: Int32)]], from start: Int = 0)
        -> [InputEvent]
    {
        var events: [InputEvent] = []
        for (index, frame) in frames.enumerated() {
            let at = time(start + 10 * index)
            for contact in frame {
                events.append(InputEvent(time: at, type: .abs, code: .absMTSlot, value: contact.slot))
                if let id = contact.id {
                    events.append(InputEvent(time: at, type: .abs, code: .absMTTrackingID, value: id))
                    if id < 0 { continue }
                }
                events.append(InputEvent(time: at, type: .abs, code: .absMTPositionX, value: contact.x))
                events.append(InputEvent(time: at, type: .abs, code: .absMTPositionY, value: contact.y))
            }
            events.append(InputEvent(time: at, type: .syn, code: .synReport, value: 0))
        }
        return events
    }

    /// Two fingers 20 mm apart moving up 1 mm a frame for `frames` frames.
    static func twoFingerStroke(frames: Int, lifting: Bool) -> [[(slot: Int32, id: Int32?, x: Int32, y: Int32)]] {
        var stroke: [[(slot: Int32, id: Int32?, x: Int32, y: Int32)]] = [[(0, 1, 1200, 1400), (1, 2, 1800, 1400)]]
        for index in 1...Int32(frames) {
            stroke.append([(0, nil, 1200, 1400 - 30 * index), (1, nil, 1800, 1400 - 30 * index)])
        }
        if lifting { stroke.append([(0, -1, 0, 0), (1, -1, 0, 0)]) }
        return stroke
    }

    static func pipeline(
        _ device: DeviceDescription, _ events: [InputEvent], window: Window, pointer: SharedPointer? = nil
    ) throws -> TouchPipeline<RecordedEventSource> {
        TouchPipeline(
            reader: TouchReader(
                source: RecordedEventSource(name: device.name, events: events),
                decoder: try TouchDecoder(device: device)),
            mapping: try CoordinateMapping(contactlessDevice: device, screen: window.frame.size),
            window: window, timeOrigin: time(0), pointer: pointer)
    }

    static func scrolls(_ trace: TraceRecorder) -> [String] {
        trace.records.compactMap {
            guard case .pointerScroll(let scroll) = $0 else { return nil }
            return "\(scroll.source) \(scroll.phase) \(scroll.location.x) \(scroll.delta.dy)"
        }
    }

    @Test func aTouchpadsFingersScrollTheListAndAreNeverTouches() throws {
        let layout = DefaultLayout(screen: Size(width: 800, height: 480))
        let trace = TraceRecorder(layout.window)
        let pipeline = try Self.pipeline(
            TestTouchpad.device(), Self.events(Self.twoFingerStroke(frames: 4, lifting: true)), window: layout.window)
        pipeline.dispatch()
        // 4 mm at 8 pt/mm: the first 2 mm (16 pt) at once, then 8 pt a frame.
        #expect(
            Self.scrolls(trace) == [
                "finger began 400.0 16.0", "finger changed 400.0 8.0", "finger changed 400.0 8.0",
                "finger ended 400.0 0.0",
            ])
        #expect(!trace.records.contains { if case .delivery = $0 { true } else { false } })
        #expect(layout.lists[0].contentOffset.y >= 32)
    }

    @Test func inputThatStopsMidScrollEndsTheScroll() throws {
        let layout = DefaultLayout(screen: Size(width: 800, height: 480))
        let trace = TraceRecorder(layout.window)
        let pipeline = try Self.pipeline(
            TestTouchpad.device(), Self.events(Self.twoFingerStroke(frames: 3, lifting: false)),
            window: layout.window)
        // Not to the recording's end, which would cancel the contacts and so
        // end the scroll itself: the frames only, as a live device's.
        pipeline.dispatch(limit: Self.events(Self.twoFingerStroke(frames: 3, lifting: false)).count)
        #expect(Self.scrolls(trace).last == "finger changed 400.0 8.0")
        pipeline.endPointerInput(atWindowTime: 0.05)
        #expect(Self.scrolls(trace).last == "finger ended 400.0 0.0")
        // Once only.
        pipeline.endPointerInput(atWindowTime: 0.06)
        #expect(Self.scrolls(trace).filter { $0.contains("ended") }.count == 1)
    }

    @Test func aFrameThatMovesNeitherFingerIsNoStep() throws {
        var pad = try #require(TouchpadDecoder(device: TestTouchpad.device(), windowWidth: 800))
        _ = pad.take(
            TestTouchpad.frame(TestTouchpad.contact(1, .began, 1200, 1400), TestTouchpad.contact(2, .began, 1800, 1400))
        )
        let began = pad.take(
            TestTouchpad.frame(TestTouchpad.contact(1, .moved, 1200, 1310), TestTouchpad.contact(2, .moved, 1800, 1310))
        )
        #expect(began.scrollPhase == .began)
        // A click or a pressure change: a frame, but no motion.
        #expect(pad.take(TestTouchpad.frame()) == TouchpadReport())
        #expect(pad.take(TestTouchpad.frame(TestTouchpad.contact(1, .stationary, 1200, 1310))) == TouchpadReport())
        #expect(pad.end() == TouchpadReport(scrollPhase: .ended))
        #expect(pad.fingerCount == 0)
        #expect(pad.end() == TouchpadReport())
    }

    /// A laptop's touchpad and a mouse feed one window: the wheel scrolls
    /// where the touchpad left the pointer.
    @Test func aMouseAndATouchpadMoveOnePointer() throws {
        let layout = DefaultLayout(screen: Size(width: 800, height: 480))
        let trace = TraceRecorder(layout.window)
        let shared = SharedPointer(area: Rect(origin: .zero, size: layout.window.frame.size))
        // One finger 20 mm right: 160 pt.
        let pad = try Self.pipeline(
            TestTouchpad.device(),
            Self.events([[(0, 1, 1000, 1000)], [(0, nil, 1300, 1000)], [(0, nil, 1600, 1000)], [(0, -1, 0, 0)]]),
            window: layout.window, pointer: shared)
        pad.dispatch()
        #expect(pad.pointer.location == Point(x: 560, y: 240))
        let mouse = try Self.pipeline(
            TestMouse.device(),
            [
                InputEvent(time: Self.time(100), type: .rel, code: .relWheelHiRes, value: -120),
                InputEvent(time: Self.time(100), type: .syn, code: .synReport, value: 0),
            ], window: layout.window, pointer: shared)
        mouse.dispatch()
        #expect(Self.scrolls(trace) == ["wheel changed 560.0 48.0"])
        // A pipeline made alone has a pointer of its own.
        let alone = try Self.pipeline(TestMouse.device(), [], window: layout.window)
        #expect(alone.pointer.location == Point(x: 400, y: 240))
    }
}

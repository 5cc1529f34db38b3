import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteRecordings
import TouchRouteTesting

/// The pipeline's hooks around `Window.handle`, which `run --stats` times.
@Suite struct TouchPipelineTests {
    @Test func beforeEachFrameRunsOnTheDecodedFrameJustBeforeTheWindowHandlesIt() throws {
        let recording = try Recording.load(from: RecordingFixtures.path("swipe.evemu"))
        let mapping = try CoordinateMapping(device: recording.description, options: .init(screenSize: Size(800, 480)))
        let layout = DefaultLayout(screen: mapping.screenSize)
        let reader = TouchReader(
            source: RecordedEventSource(name: "swipe", events: recording.events),
            decoder: try TouchDecoder(device: recording.description))
        let pipeline = TouchPipeline(
            reader: reader, mapping: mapping, window: layout.window, timeOrigin: recording.events[0].time)
        var seen: [(time: EventTime, downBefore: Int, downAfter: Int?)] = []
        pipeline.dispatch(
            beforeEachFrame: { frame in seen.append((frame.time, layout.window.activeTouches.count, nil)) },
            afterEachFrame: { _ in seen[seen.count - 1].downAfter = layout.window.activeTouches.count })
        let firstReport = try #require(recording.events.first { $0.isReport })
        #expect(seen.first?.time == firstReport.time, "the SYN_REPORT's time")
        #expect(seen.first?.downBefore == 0 && seen.first?.downAfter == 1, "the window had not seen the touch yet")
        #expect(seen.allSatisfy { $0.downAfter != nil }, "each frame is seen before and after")
        #expect(reader.eventCount == recording.events.count, "every event is counted")
    }
}

/// Counts the touches it gets cancelled, then passes them up as a plain view does.
private final class Pad: View {
    var cancelled: [TouchID] = []
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        cancelled += touches.map(\.id)
        super.touchesCancelled(touches, with: event)
    }
}

/// A window whose one view, the pad, covers it, fed through the whole pipeline
/// from a protocol-B test device with tool types (0…4095 by 0…2047 onto 800×400
/// points: 100 device units are 19.5 points).
private struct PadWindow {
    static let device = TestDevice.slotted(toolType: true)
    let window = Window(size: Size(800, 400))
    let pad = Pad(name: "pad", frame: Rect(x: 0, y: 0, width: 800, height: 400))
    let trace: TraceRecorder

    init() {
        pad.isMultipleTouchEnabled = true
        window.addSubview(pad)
        trace = TraceRecorder(window)
    }

    func pipeline<Source: EventSource>(reading source: Source, snapshot: DeviceSnapshot? = nil) throws -> TouchPipeline<
        Source
    > {
        TouchPipeline(
            reader: TouchReader(source: source, decoder: try TouchDecoder(device: Self.device, snapshot: snapshot)),
            mapping: try CoordinateMapping(device: Self.device, options: .init(screenSize: window.bounds.size)),
            window: window, timeOrigin: .at(0))
    }

    /// `script` played as a recording, to its end.
    func play(_ script: EventScript) throws {
        try pipeline(reading: RecordedEventSource(name: "script.evemu", events: script.events)).dispatch()
    }

    /// The input's cancellations in the trace, as `#1 pad palm`.
    var inputCancellations: [String] {
        trace.decisions.filter { $0.outcome == .cancelled && $0.target == nil }.map {
            "\($0.touch) \($0.view.name) \($0.rule)"
        }
    }
}

/// Each way the input gives up on a touch reaches the window's trace as a
/// decision that names why, before the view's one `touchesCancelled`.
@Suite struct TouchPipelineCancellationTests {
    @Test func aFingerThatTurnsIntoAPalmIsCancelledOnceWithRulePalm() throws {
        let screen = PadWindow()
        try screen.play(
            EventScript()
                .slot(0).trackingID(45).x(1000).y(1000).report(at: 0.010)
                .y(1100).report(at: 0.020)
                .tool(MultitouchTool.palm).report(at: 0.030)
                .x(1200).report(at: 0.040)
                .trackingID(-1).report(at: 0.050))
        #expect(screen.inputCancellations == ["#1 pad palm"])
        let decision = try #require(screen.trace.decisions.first)
        #expect(decision.time == 0.030)
        #expect(decision.displacement.dx == 0 && decision.displacement.dy > 19, "taken back where it was last a finger")
        #expect(screen.pad.cancelled == [TouchID(1)], "touchesCancelled once")
        #expect(screen.trace.phases(receivedBy: "pad") == [.began, .moved, .cancelled])
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func synDroppedInARecordingCancelsWithRuleLostEvents() throws {
        let screen = PadWindow()
        try screen.play(
            EventScript()
                .slot(0).trackingID(45).x(1000).y(1000)
                .slot(1).trackingID(46).x(3000).y(1000).report(at: 0.010)
                .dropped(at: 0.020).report(at: 0.030))
        #expect(screen.inputCancellations == ["#1 pad lost-events", "#2 pad lost-events"])
        #expect(screen.pad.cancelled == [TouchID(1), TouchID(2)])
        #expect(screen.trace.problems.count == 1, "the decoder's SYN_DROPPED message")
    }

    @Test func aRecordingThatEndsWithAFingerDownCancelsWithRuleInputEnded() throws {
        let screen = PadWindow()
        try screen.play(
            EventScript().slot(0).trackingID(45).x(1000).y(1000).report(at: 0.010).x(1100).report(at: 0.020))
        #expect(screen.inputCancellations == ["#1 pad input-ended"])
        #expect(screen.pad.cancelled == [TouchID(1)])
        // Cause, then effect: the reader's problem, the decision, then the cancels.
        let lastRecords = screen.trace.records.suffix(4).map { record -> String in
            switch record {
            case .decision(let decision): "decision \(decision.rule)"
            case .delivery(let delivery): "\(delivery.phase) at \(delivery.view.name)"
            case .problem: "problem"
            case .scroll: "scroll"
            case .pointerScroll: "pointer-scroll"
            case .gesture: "gesture"
            case .tap: "tap"
            }
        }
        #expect(lastRecords == ["problem", "decision input-ended", "cancelled at pad", "cancelled at window"])
    }

    @Test func anUnplugCancelsWithRuleDeviceRemoved() throws {
        let screen = PadWindow()
        let source = ScriptedEventSource(steps: [
            .events(EventScript().slot(0).trackingID(45).x(1000).y(1000).report(at: 0.010)), .removed(at: 0.300),
        ])
        let outcome = try screen.pipeline(reading: source, snapshot: source.snapshot).dispatch()
        #expect(outcome == .deviceRemoved)
        #expect(screen.inputCancellations == ["#1 pad device-removed"])
        #expect(screen.pad.cancelled == [TouchID(1)])
    }

    @Test func udevSayingTheDeviceWentAwayCancelsWithRuleDeviceRemoved() throws {
        let screen = PadWindow()
        let source = ScriptedEventSource(steps: [
            .events(EventScript().slot(0).trackingID(45).x(1000).y(1000).report(at: 0.010)), .wouldBlock,
        ])
        let pipeline = try screen.pipeline(reading: source, snapshot: source.snapshot)
        #expect(pipeline.dispatch() == .drained)
        pipeline.endAsRemoved()
        pipeline.endAsRemoved()  // once
        #expect(screen.inputCancellations == ["#1 pad device-removed"])
        #expect(screen.pad.cancelled == [TouchID(1)])
    }

    @Test func aFailedReadCancelsWithRuleInputEnded() throws {
        let screen = PadWindow()
        let error = DeviceError(
            device: "/dev/input/event7", reason: .system(errno: 5, call: "read", text: "Input/output error"))
        let source = ScriptedEventSource(steps: [
            .events(EventScript().slot(0).trackingID(45).x(1000).y(1000).report(at: 0.010)), .failed(error, at: 0.300),
        ])
        #expect(try screen.pipeline(reading: source, snapshot: source.snapshot).dispatch() == .failed(error))
        #expect(screen.inputCancellations == ["#1 pad input-ended"])
    }
}

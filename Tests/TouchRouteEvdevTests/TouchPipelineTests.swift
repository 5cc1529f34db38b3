import Testing
import TouchRoute
import TouchRouteEvdev

/// The pipeline's hooks around `Window.handle`, which `run --stats` times.
@Suite struct TouchPipelineTests {
    @Test func beforeEachFrameRunsOnTheDecodedFrameJustBeforeTheWindowHandlesIt() throws {
        let recording = try Recording.load(from: RecordingFixtures.path("swipe.evemu"))
        let mapping = try CoordinateMapping(device: recording.description, options: .init(screenSize: Size(800, 480)))
        let layout = DefaultLayout(screen: mapping.screenSize)
        let reader = TouchReader(
            source: RecordedEventSource(name: "swipe", events: recording.events),
            decoder: try TouchDecoder(device: recording.description))
        let pipeline = TouchPipeline(reader: reader, mapping: mapping, window: layout.window, timeOrigin: recording.events[0].time)
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

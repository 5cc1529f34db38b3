import Testing
import TouchRoute

@testable import TouchRouteEvdev

@Suite struct EvemuRecorderTests {
    private func event(_ seconds: Int, _ microseconds: Int, _ type: EventType, _ code: EventCode, _ value: Int32)
        -> InputEvent
    {
        InputEvent(time: EventTime(seconds: seconds, microseconds: microseconds), type: type, code: code, value: value)
    }

    @Test func writesTheHeaderThenEventsTimedFromTheFirstAndReadsBack() throws {
        let device = MappingFixtures.plain
        var recorder = EvemuRecorder(description: device)
        // Monotonic times from a live device: seconds since boot.
        let live = [
            event(5021, 999_990, EventType.abs, EventCode.absMTTrackingID, 7),
            event(5021, 999_990, EventType.abs, EventCode.absMTPositionX, 120),
            event(5021, 999_990, EventType.syn, EventCode.synReport, 0),
            event(5022, 8_123, EventType.syn, EventCode.synDropped, 0),
            event(5022, 8_200, EventType.abs, EventCode.absMTTrackingID, -1),
            event(5022, 8_200, EventType.syn, EventCode.synReport, 0),
        ]
        var written: [UInt8] = []
        for (index, item) in live.enumerated() {
            recorder.record(item)
            if index == 2 || index == 5 { recorder.takePending { written += $0 } }
        }
        #expect(recorder.pending.isEmpty)
        #expect(recorder.eventCount == 6)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.hasPrefix("# EVEMU 1.3\n"))
        #expect(text.contains("E: 0.000000 0003 0039 7\n"))
        #expect(text.contains("E: 0.008133 0000 0003 0\n"))
        #expect(text.contains("E: 0.008210 0003 0039 -1\n"))

        let document = try EvemuDocument(parsing: text, path: "recorded.evemu")
        #expect(document.description?.axes == device.axes)
        #expect(document.events.map(\.value) == live.map(\.value))
        #expect(document.events.map { $0.time.totalMicroseconds } == [0, 0, 0, 8133, 8210, 8210])
    }

    @Test func aClockThatStepsBackIsWrittenAsZeroNotANegativeTime() {
        var recorder = EvemuRecorder(description: MappingFixtures.plain)
        recorder.record(event(10, 500, EventType.syn, EventCode.synReport, 0))
        recorder.record(event(10, 100, EventType.syn, EventCode.synReport, 0))
        let text = String(decoding: recorder.pending, as: UTF8.self)
        #expect(text.hasSuffix("E: 0.000000 0000 0000 0\nE: 0.000000 0000 0000 0\n"))
    }
}

import Glibc
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback

@testable import touchroute

/// `run --bare-read`'s loop over a `PipeEventSource`, with a pipe for Ctrl-C.
@Suite struct BareReadLoopTests {
    static func read(_ microseconds: Int, _ type: EventType, _ code: EventCode, _ value: Int32) -> EventRead {
        .event(
            InputEvent(time: EventTime(seconds: 100, microseconds: microseconds), type: type, code: code, value: value))
    }

    static let frame: [EventRead] = [
        read(0, EventType.abs, EventCode.absMTPositionX, 300),
        read(0, EventType.syn, EventCode.synReport, 0),
    ]

    @Test func everyEventIsCountedAndEachReportTimed() throws {
        let source = PipeEventSource(batches: [
            Self.frame + Self.frame,
            [
                .dropped(
                    InputEvent(
                        time: EventTime(seconds: 100, microseconds: 0), type: EventType.syn,
                        code: EventCode.synDropped, value: 0))
            ],
        ])
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        source.release()
        source.release()
        var byte: UInt8 = 1
        _ = write(ends[1], &byte, 1)
        let statistics = RunStatistics(mode: .bareRead)
        let loop = BareReadLoop(
            source: source, interrupt: ends[0], statistics: statistics,
            now: { EventTime(seconds: 100, microseconds: 30) })
        try loop.run()
        #expect(loop.eventCount == 5, "four events, then the SYN_DROPPED")
        #expect(statistics.frames == 2)
        #expect(
            statistics.summary(events: loop.eventCount, cpuNanoseconds: 0)[1]
                == "stats: delivered latency p50 30 µs, p99 30 µs, max 30 µs (kernel time to read)")
    }

    @Test func anUnpluggedDeviceFailsWithTheReasonAfterCounting() throws {
        let source = PipeEventSource(name: "pipe", batches: [Self.frame + [.deviceRemoved]])
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        source.release()
        let loop = BareReadLoop(source: source, interrupt: ends[0], statistics: nil)
        #expect {
            try loop.run()
        } throws: { error in
            "\(error)".contains("pipe was removed (ENODEV)")
        }
        #expect(loop.eventCount == 2)
    }
}

import Glibc
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback

@testable import TouchRouteLibevdev
@testable import touchroute

/// `touchroute run`'s session and its output, over a `PipeEventSource` instead
/// of a device, a pipe instead of Ctrl-C, and a clock that stands at 100 s.
/// Every descriptor is made readable before the loop starts, so `poll` never waits.
@Suite struct TouchSessionReportTests {
    static let script = PanelScript(baseSeconds: 100)

    /// A finger down on a row at 100 s (window time 0).
    static let fingerDown = script.fingerDown(x: 300, y: 100)

    final class Run {
        let source: PipeEventSource
        let layout = DefaultLayout()
        var printed: [UInt8] = []
        /// How many times the output was written.
        var writes = 0
        let interrupt: (read: Int32, write: Int32)

        init(batches: [[EventRead]]) throws {
            source = PipeEventSource(batches: batches)
            var ends: [Int32] = [-1, -1]
            #expect(pipe(&ends) == 0)
            interrupt = (ends[0], ends[1])
        }

        deinit {
            close(interrupt.read)
            close(interrupt.write)
        }

        func pressCtrlC() {
            var byte: UInt8 = 1
            _ = write(interrupt.write, &byte, 1)
        }

        /// A session on a clock at 100 s (the events' time base), writing to
        /// `printed`, with `statistics` timed at 100.002 s.
        func session(statistics: RunStatistics? = nil, json: Bool = true) throws -> TouchSession {
            let session = try TouchSession(window: layout.window, clock: { 100_000_000_000 })
            try session.addSource(
                source, decoder: try TouchDecoder(device: PanelScript.panel),
                mapping: try CoordinateMapping(device: PanelScript.panel))
            let output = TraceOutput(json: json) { [unowned self] in
                printed += $0
                writes += 1
            }
            session.report(to: output, statistics: statistics, now: { EventTime(seconds: 100, microseconds: 2_000) })
            return session
        }

        var lines: [String] { String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init) }
    }

    @Test func ctrlCCancelsTheTouchesThatAreDownAndEndsTheLoopCleanly() throws {
        let run = try Run(batches: [Self.fingerDown])
        run.source.release()
        run.pressCtrlC()
        try run.session().run(stoppingWhenReadable: run.interrupt.read)
        #expect(run.layout.window.activeTouches.isEmpty)
        #expect(run.lines.contains { $0.contains("\"phase\":\"began\"") })
        #expect(run.lines.contains { $0.contains("\"phase\":\"cancelled\"") })
        #expect(run.lines.contains { $0.contains("interrupted: 1 active touch is cancelled.") })
    }

    @Test func anUnpluggedDeviceCancelsItsTouchesAndFailsWithTheReason() throws {
        let run = try Run(batches: [Self.fingerDown + [.deviceRemoved]])
        run.source.release()
        run.source.time = EventTime(seconds: 100, microseconds: 50_000)
        #expect(throws: DeviceError(device: "pipe", reason: .removed)) {
            try run.session().run(stoppingWhenReadable: run.interrupt.read)
        }
        #expect(run.layout.window.activeTouches.isEmpty)
        #expect(run.lines.contains { $0.contains("\"phase\":\"cancelled\"") && $0.contains("\"t\":0.05") })
        #expect(
            run.lines.contains {
                $0.contains("pipe was removed (ENODEV)") && $0.contains("The touch that was down is cancelled.")
            })
    }

    @Test func eachFrameIsWrittenAsItIsRouted() throws {
        let run = try Run(batches: [Self.fingerDown, Self.script.lift(at: .milliseconds(40))])
        run.source.release()
        run.source.release()
        run.pressCtrlC()
        try run.session().run(stoppingWhenReadable: run.interrupt.read)
        let phases = run.lines.filter { $0.contains("\"type\":\"touch\"") && $0.contains("list0.row1") }
        #expect(phases.count == 2, "the quick tap reached the row, began then ended")
        #expect(!run.lines.contains { $0.contains("interrupted") }, "nothing was down at Ctrl-C")
    }

    @Test func withStatisticsEachFrameIsTimedFromItsKernelTimestamp() throws {
        let run = try Run(batches: [Self.fingerDown])
        run.source.release()
        run.pressCtrlC()
        let statistics = RunStatistics(mode: .routed)
        let session = try run.session(statistics: statistics)
        try session.run(stoppingWhenReadable: run.interrupt.read)
        #expect(session.eventCount == 4)
        let summary = statistics.summary(events: session.eventCount, cpuNanoseconds: 0)
        #expect(summary[0] == "stats: 4 events, 1 frames (routed)")
        #expect(
            summary[1]
                == "stats: delivered latency p50 2000 µs, p99 2000 µs, max 2000 µs (kernel time to Window.handle)")
    }

    /// Frames that arrive together are routed together and written together:
    /// one write for the wakeup, not one per frame, in both formats.
    @Test func framesReadInOneWakeupAreWrittenOnce() throws {
        for json in [true, false] {
            var drag = Self.fingerDown
            for step in 1...20 {
                drag += Self.script.move(x: 300, y: 100 + 10 * Int32(step), at: .milliseconds(step * 4))
            }
            let run = try Run(batches: [drag + Self.script.lift(at: .milliseconds(84))])
            run.source.release()
            run.pressCtrlC()
            try run.session(json: json).run(stoppingWhenReadable: run.interrupt.read)
            let text = String(decoding: run.printed, as: UTF8.self)
            if json {
                #expect(text.components(separatedBy: "\"type\":\"touch\"").count - 1 >= 22, "every frame's deliveries")
            } else {
                #expect(text.contains("ended at"), "the lift's line")
                #expect(text.contains("(after 20 moves)"))
            }
            #expect(
                run.writes <= 2,
                "one write for the 22 frames (and at most one for the stop), not one per frame: \(run.writes)")
        }
    }
}

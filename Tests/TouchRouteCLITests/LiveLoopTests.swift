import Glibc
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteTesting
@testable import touchroute

/// `touchroute run`'s loop, over a `PipeEventSource` instead of a device and a
/// pipe instead of Ctrl-C. Every descriptor is made readable before the loop
/// starts, so `poll` never waits.
@Suite struct LiveLoopTests {
    static let device = DeviceDescription(
        name: "Loop Panel", properties: [InputProperty.direct], codes: [EventType.key: [KeyCode.touch]],
        axes: [
            AbsoluteAxisCode.x: AbsoluteAxis(minimum: 0, maximum: 799),
            AbsoluteAxisCode.y: AbsoluteAxis(minimum: 0, maximum: 479),
            AbsoluteAxisCode.slot: AbsoluteAxis(minimum: 0, maximum: 1),
            AbsoluteAxisCode.positionX: AbsoluteAxis(minimum: 0, maximum: 799),
            AbsoluteAxisCode.positionY: AbsoluteAxis(minimum: 0, maximum: 479),
            AbsoluteAxisCode.trackingID: AbsoluteAxis(minimum: 0, maximum: 65535),
        ],
        source: "pipe")

    static func read(_ ms: Int, _ type: UInt16, _ code: UInt16, _ value: Int32) -> EventRead {
        .event(InputEvent(time: EventTime(seconds: 100, microseconds: ms * 1000), type: type, code: code, value: value))
    }

    /// A finger down on a row at 100 s (window time 0).
    static let fingerDown: [EventRead] = [
        read(0, EventType.absolute, AbsoluteAxisCode.trackingID, 1),
        read(0, EventType.absolute, AbsoluteAxisCode.positionX, 300),
        read(0, EventType.absolute, AbsoluteAxisCode.positionY, 100),
        read(0, EventType.synchronization, SynchronizationCode.report, 0),
    ]

    final class Run {
        let source: PipeEventSource
        let layout = DefaultLayout()
        var printed: [UInt8] = []
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

        func loop(statistics: RunStatistics? = nil) throws -> LiveLoop<PipeEventSource> {
            let mapping = try CoordinateMapping(device: LiveLoopTests.device)
            let output = TraceOutput(json: true) { [unowned self] in printed += $0 }
            layout.window.trace = { output.add($0) }
            let pipeline = TouchPipeline(
                reader: TouchReader(source: source, decoder: try TouchDecoder(device: LiveLoopTests.device)),
                mapping: mapping, window: layout.window, timeOrigin: EventTime(seconds: 100, microseconds: 0))
            return LiveLoop(pipeline: pipeline, output: output, interrupt: interrupt.read,
                            now: { EventTime(seconds: 100, microseconds: 2_000) }, statistics: statistics)
        }

        var lines: [String] { String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init) }
    }

    @Test func ctrlCCancelsTheTouchesThatAreDownAndEndsTheLoopCleanly() throws {
        let run = try Run(batches: [Self.fingerDown])
        run.source.release()
        run.pressCtrlC()
        try run.loop().run()
        #expect(run.layout.window.activeTouches.isEmpty)
        #expect(run.lines.contains { $0.contains("\"phase\":\"began\"") })
        #expect(run.lines.contains { $0.contains("\"phase\":\"cancelled\"") })
        #expect(run.lines.contains { $0.contains("interrupted: 1 active touch is cancelled.") })
    }

    @Test func anUnpluggedDeviceCancelsItsTouchesAndFailsWithTheReason() throws {
        let run = try Run(batches: [Self.fingerDown + [.deviceRemoved]])
        run.source.release()
        run.source.time = EventTime(seconds: 100, microseconds: 50_000)
        #expect(throws: CommandFailure.self) { try run.loop().run() }
        #expect(run.layout.window.activeTouches.isEmpty)
        #expect(run.lines.contains { $0.contains("\"phase\":\"cancelled\"") && $0.contains("\"t\":0.05") })
        #expect(run.lines.contains { $0.contains("pipe was removed (ENODEV)") && $0.contains("The touch that was down is cancelled.") })
    }

    @Test func eachFrameIsWrittenAsItIsRouted() throws {
        let lift: [EventRead] = [
            Self.read(40, EventType.absolute, AbsoluteAxisCode.trackingID, -1),
            Self.read(40, EventType.synchronization, SynchronizationCode.report, 0),
        ]
        let run = try Run(batches: [Self.fingerDown, lift])
        run.source.release()
        run.source.release()
        run.pressCtrlC()
        try run.loop().run()
        let phases = run.lines.filter { $0.contains("\"type\":\"touch\"") && $0.contains("list0.row1") }
        #expect(phases.count == 2, "the quick tap reached the row, began then ended")
        #expect(!run.lines.contains { $0.contains("interrupted") }, "nothing was down at Ctrl-C")
    }

    @Test func withStatisticsEachFrameIsTimedFromItsKernelTimestamp() throws {
        let run = try Run(batches: [Self.fingerDown])
        run.source.release()
        run.pressCtrlC()
        let statistics = RunStatistics(mode: .routed)
        let loop = try run.loop(statistics: statistics)
        try loop.run()
        #expect(loop.pipeline.reader.eventCount == 4)
        let summary = statistics.summary(events: loop.pipeline.reader.eventCount, cpuNanoseconds: 0)
        #expect(summary[0] == "stats: 4 events, 1 frames (routed)")
        #expect(summary[1] == "stats: delivered latency p50 2000 µs, p99 2000 µs, max 2000 µs (kernel time to Window.handle)")
    }
}

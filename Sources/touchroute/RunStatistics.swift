import TouchRoute
import TouchRouteEvdev

/// What `run --stats` measures and prints when the run ends: events and
/// frames, each frame's latency from the kernel's time for it (the
/// `SYN_REPORT`'s, `CLOCK_MONOTONIC`) to two moments, and CPU time per event.
///
/// ```
///  kernel stamps SYN_REPORT ─▶ read ─▶ decode ─▶ map ─▶ delivered ─▶ Window.handle ─▶ routed
///  └──────────────── delivered latency ───────────────┘                              │
///  └──────────────────────────────── routed latency ──────────────────────────────────┘
/// ```
///
/// With `--bare-read` nothing is decoded or routed: a frame is delivered and
/// routed when its `SYN_REPORT` is read, so both latencies are the read's.
///
/// Times come in as arguments; nothing here reads a clock. Recording a frame
/// costs O(1) and allocates nothing (see `LatencyHistogram`).
final class RunStatistics {
    /// What read the events.
    enum Mode {
        /// `run`: decoded, mapped and routed.
        case routed
        /// `run --bare-read`: read with libevdev and discarded.
        case bareRead
    }

    let mode: Mode
    private(set) var frames = 0
    private var delivered = LatencyHistogram()
    private var routed = LatencyHistogram()
    /// The kernel time of the frame being routed, in µs.
    private var frameTime = 0

    init(mode: Mode) {
        self.mode = mode
    }

    /// A frame whose `SYN_REPORT` the kernel stamped `kernelTime` reaches the
    /// router at `now` (both `CLOCK_MONOTONIC`).
    func delivered(kernelTime: EventTime, at now: EventTime) {
        frames &+= 1
        frameTime = kernelTime.totalMicroseconds
        delivered.record(microseconds: now.totalMicroseconds &- frameTime)
    }

    /// The frame last delivered is routed (its decisions made) at `now`.
    func routed(at now: EventTime) {
        routed.record(microseconds: now.totalMicroseconds &- frameTime)
    }

    /// A frame read and discarded at `now` by `--bare-read`.
    func read(kernelTime: EventTime, at now: EventTime) {
        delivered(kernelTime: kernelTime, at: now)
        routed(at: now)
    }

    /// The summary, one line each for the counts, the two latencies and the
    /// CPU time:
    ///
    /// ```
    /// stats: 1204 events, 172 frames (routed)
    /// stats: delivered latency p50 61 µs, p99 190 µs, max 412 µs (kernel time to Window.handle)
    /// stats: routed latency p50 66 µs, p99 203 µs, max 430 µs (kernel time to decisions made)
    /// stats: cpu 2100 ns per event (2.528 ms in all)
    /// ```
    ///
    /// - Parameters:
    ///   - events: the events read.
    ///   - cpuNanoseconds: the process's CPU time over the run.
    func summary(events: Int, cpuNanoseconds: Int) -> [String] {
        let (name, reached, decided) =
            switch mode {
            case .routed: ("routed", "Window.handle", "decisions made")
            case .bareRead: ("bare libevdev read", "read", "read")
            }
        let cpu = events > 0 ? "\(cpuNanoseconds / events) ns per event" : "no events"
        return [
            "stats: \(events) events, \(frames) frames (\(name))",
            "stats: delivered latency \(Self.describe(delivered)) (kernel time to \(reached))",
            "stats: routed latency \(Self.describe(routed)) (kernel time to \(decided))",
            "stats: cpu \(cpu) (\(Self.milliseconds(cpuNanoseconds)) ms in all)",
        ]
    }

    private static func describe(_ histogram: LatencyHistogram) -> String {
        guard let median = histogram.percentile(50), let p99 = histogram.percentile(99) else { return "no frames" }
        return "p50 \(median) µs, p99 \(p99) µs, max \(histogram.maximum) µs"
    }

    /// `2.528`: milliseconds with three decimals.
    private static func milliseconds(_ nanoseconds: Int) -> String {
        let microseconds = nanoseconds / 1000
        let fraction = String(microseconds % 1000)
        return "\(microseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

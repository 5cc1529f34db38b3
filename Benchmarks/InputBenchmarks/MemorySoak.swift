import Benchmark
import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteTraceFormat

/// The memory soak: 10,000,000 frames of `LongSession` (about 60 hours of a
/// 120 Hz panel in use, 45,000 cycles of drags, taps, a two-finger drag and
/// swipes) decoded, mapped, routed through the default layout and formatted as
/// JSON Lines into a reused buffer that is emptied as `touchroute run` writes
/// it, once per 32 frames.
///
/// Memory must stay flat: resident memory is sampled every 100,000 frames, and
/// the run fails if its peak rises more than 1 MiB above its value after the
/// warm-up (two cycles). `rssGrowth` reports that rise in KiB; `mallocCountTotal`
/// counts allocations over the whole soak, which must not grow with it.
func memorySoakBenchmark() {
    Benchmark(
        "memorySoak_10MFrames_decodeMapRouteJSON",
        configuration: .init(
            // Not .peakMemoryResident: its sampling thread allocates as it runs,
            // which would count against the soak. Resident memory is read here.
            metrics: [.wallClock, .mallocCountTotal, .custom("rssGrowthKiB", useScalingFactor: false)],
            warmupIterations: 0,
            scalingFactor: .one,
            maxDuration: .seconds(600),
            maxIterations: 1,
            thresholds: [
                // The harness's own handful, as in the other input benchmarks; one
                // allocation per frame would add 10,000,000.
                .mallocCountTotal: .init(absolute: [.p90: 8]),
                .custom("rssGrowthKiB", useScalingFactor: false): .init(absolute: [.p90: 1024]),
                .wallClock: BenchmarkThresholds.none,
            ]
        )
    ) { benchmark in
        let soak = try SoakedSession()
        let warm = ResidentMemory.kibibytes()
        var peak = warm
        benchmark.startMeasurement()
        for _ in 0..<100 {
            soak.route(frames: 100_000)
            peak = max(peak, ResidentMemory.kibibytes())
        }
        benchmark.stopMeasurement()
        let growth = peak - warm
        benchmark.measurement(.custom("rssGrowthKiB", useScalingFactor: false), growth)
        precondition(soak.frames >= 10_000_000 && soak.written > 0, "every frame was routed and traced")
        precondition(growth <= 1024, "resident memory grew \(growth) KiB over the soak, more than 1 MiB")
    }
}

/// `LongSession` through the whole path (a `RoutedSession`, which has played
/// one cycle) into a JSON trace buffer; one more cycle is routed with the
/// trace on, so the buffer has its size before the soak measures.
private final class SoakedSession {
    let routed: RoutedSession
    let format = TraceJSONFormat(timeOrigin: 0)
    var bytes = TraceBytes()
    /// Frames routed since the warm-up.
    private(set) var frames = 0
    private(set) var written = 0

    init() throws {
        let session = LongSession()
        routed = try RoutedSession(session: session)
        routed.layout.window.trace = { [unowned self] record in format.append(record, to: &bytes) }
        routed.pipeline.dispatch(limit: session.cycle.count)
        bytes.removeAll()
    }

    /// Routes at least `count` frames (in reads of 4,096 events), emptying
    /// the trace buffer every 32 frames as a write would.
    func route(frames count: Int) {
        let end = frames + count
        while frames < end {
            routed.pipeline.dispatch(
                limit: 4096,
                afterEachFrame: { _ in
                    frames += 1
                    if frames & 31 == 0 {
                        written &+= bytes.count
                        bytes.removeAll()
                    }
                })
        }
    }
}

/// The process's resident memory, read from /proc/self/statm without
/// allocating (a fixed buffer on the stack).
enum ResidentMemory {
    static func kibibytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            guard count > 0 else { return 0 }
            // "size resident shared …" in pages: the second number.
            var field = 0
            var value = 0
            for byte in buffer[0..<count] {
                if byte == UInt8(ascii: " ") {
                    if field == 1 { break }
                    field += 1
                    value = 0
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
            }
            return value * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        }
    }
}

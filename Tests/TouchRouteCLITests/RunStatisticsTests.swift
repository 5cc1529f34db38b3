import Testing
import TouchRoute
import TouchRouteEvdev

@testable import touchroute

@Suite struct RunStatisticsTests {
    static func time(_ microseconds: Int) -> EventTime {
        EventTime(seconds: 100 + microseconds / 1_000_000, microseconds: microseconds % 1_000_000)
    }

    @Test func theSummaryGivesCountsLatenciesAndCPUPerEvent() {
        let statistics = RunStatistics(mode: .routed)
        for frame in 0..<100 {
            let kernel = frame * 10_000
            statistics.delivered(kernelTime: Self.time(kernel), at: Self.time(kernel + 40 + (frame == 99 ? 500 : 0)))
            statistics.routed(at: Self.time(kernel + 55 + (frame == 99 ? 500 : 0)))
        }
        #expect(
            statistics.summary(events: 700, cpuNanoseconds: 2_528_000) == [
                "stats: 700 events, 100 frames (routed)",
                "stats: delivered latency p50 40 µs, p99 40 µs, max 540 µs (kernel time to Window.handle)",
                "stats: routed latency p50 55 µs, p99 55 µs, max 555 µs (kernel time to decisions made)",
                "stats: cpu 3611 ns per event (2.528 ms in all)",
            ])
    }

    @Test func aBareReadTimesTheReadForBoth() {
        let statistics = RunStatistics(mode: .bareRead)
        statistics.read(kernelTime: Self.time(0), at: Self.time(12))
        #expect(
            statistics.summary(events: 4, cpuNanoseconds: 40_000) == [
                "stats: 4 events, 1 frames (bare libevdev read)",
                "stats: delivered latency p50 12 µs, p99 12 µs, max 12 µs (kernel time to read)",
                "stats: routed latency p50 12 µs, p99 12 µs, max 12 µs (kernel time to read)",
                "stats: cpu 10000 ns per event (0.040 ms in all)",
            ])
    }

    @Test func aRunWithNothingReadSaysSo() {
        #expect(
            RunStatistics(mode: .routed).summary(events: 0, cpuNanoseconds: 1_000_000) == [
                "stats: 0 events, 0 frames (routed)",
                "stats: delivered latency no frames (kernel time to Window.handle)",
                "stats: routed latency no frames (kernel time to decisions made)",
                "stats: cpu no events (1.000 ms in all)",
            ])
    }
}

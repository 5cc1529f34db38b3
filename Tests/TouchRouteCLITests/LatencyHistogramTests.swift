import Testing

@testable import touchroute

@Suite struct LatencyHistogramTests {
    @Test func valuesBelow2048MicrosecondsAreExact() {
        var histogram = LatencyHistogram()
        for value in 1...2000 { histogram.record(microseconds: value) }
        #expect(histogram.percentile(50) == 1000)
        #expect(histogram.percentile(99) == 1980)
        #expect(histogram.percentile(100) == 2000)
        #expect(histogram.maximum == 2000)
        #expect(histogram.count == 2000)
    }

    @Test func aboveThatAPercentileIsWithinATenthOfAPercentAbove() {
        for value in [2049, 10_007, 123_457, 5_000_001, LatencyHistogram.largestValue - 1] {
            var histogram = LatencyHistogram()
            histogram.record(microseconds: value)
            histogram.record(microseconds: value + 10_000_000)  // above it, so the maximum does not cap p50
            let median = try! #require(histogram.percentile(50))
            #expect(median >= value, "an upper bound of \(value)")
            #expect(Double(median - value) <= Double(value) / 1000, "within 0.1 % of \(value): \(median)")
        }
    }

    @Test func aPercentileIsNeverAboveTheMaximum() {
        var histogram = LatencyHistogram()
        for _ in 0..<98 { histogram.record(microseconds: 1000) }
        histogram.record(microseconds: 5000)
        histogram.record(microseconds: 5003)
        #expect(histogram.percentile(50) == 1000)
        #expect(histogram.percentile(98) == 1000)
        #expect(histogram.percentile(99) == 5003, "5003's bucket ends above it; capped at the largest sample")
        #expect(histogram.maximum == 5003)
    }

    @Test func nearestRankCountsFromTheSmallest() {
        var histogram = LatencyHistogram()
        for value in [10, 20, 30, 40] { histogram.record(microseconds: value) }
        #expect(histogram.percentile(25) == 10)
        #expect(histogram.percentile(26) == 20)
        #expect(histogram.percentile(50) == 20)
        #expect(histogram.percentile(99) == 40)
    }

    @Test func outOfRangeSamplesAreKept() {
        var histogram = LatencyHistogram()
        histogram.record(microseconds: -3)
        histogram.record(microseconds: 60_000_000)
        #expect(histogram.count == 2)
        #expect(histogram.percentile(50) == 0, "a negative latency counts as 0")
        let top = try! #require(histogram.percentile(100))
        #expect(top >= LatencyHistogram.largestValue, "counted at the top of the range")
        #expect(top < 60_000_000)
        #expect(histogram.maximum == 60_000_000, "the maximum stays exact")
    }

    @Test func anEmptyHistogramHasNoPercentiles() {
        #expect(LatencyHistogram().percentile(50) == nil)
        #expect(LatencyHistogram().maximum == 0)
        #expect(LatencyHistogram().count == 0)
    }
}

import Testing
@testable import touchroute

@Suite struct LatencyHistogramTests {
    @Test func valuesBelow64MicrosecondsAreExact() {
        var histogram = LatencyHistogram()
        for value in 1...50 { histogram.record(microseconds: value) }
        #expect(histogram.percentile(50) == 25)
        #expect(histogram.percentile(99) == 50)
        #expect(histogram.percentile(100) == 50)
        #expect(histogram.maximum == 50)
        #expect(histogram.count == 50)
    }

    @Test func aboveThatABucketIsAtMostOneThirtySecondOfItsValues() {
        for bucket in 64..<LatencyHistogram.bucketCount {
            let largest = LatencyHistogram.largestValue(inBucket: bucket)
            let smallest = LatencyHistogram.largestValue(inBucket: bucket - 1) + 1
            #expect(LatencyHistogram.bucket(of: smallest) == bucket)
            #expect(LatencyHistogram.bucket(of: largest) == bucket)
            #expect(Double(largest - smallest + 1) <= Double(smallest) / 32, "bucket \(bucket)")
        }
    }

    @Test func everyValueUpTo16SecondsHasABucketInOrder() {
        #expect(LatencyHistogram.bucketCount == 640)
        #expect(LatencyHistogram.largestValue(inBucket: LatencyHistogram.bucketCount - 1) == LatencyHistogram.largestValue)
        var previous = -1
        for value in stride(from: 0, through: LatencyHistogram.largestValue, by: 997) {
            let bucket = LatencyHistogram.bucket(of: value)
            #expect(bucket >= previous)
            #expect(value <= LatencyHistogram.largestValue(inBucket: bucket))
            previous = bucket
        }
    }

    @Test func aPercentileIsTheTopOfItsBucketButNeverAboveTheMaximum() {
        var histogram = LatencyHistogram()
        for _ in 0..<98 { histogram.record(microseconds: 1000) }  // bucket 992…1007
        histogram.record(microseconds: 5000)                      // bucket 4992…5119
        histogram.record(microseconds: 5003)
        #expect(histogram.percentile(50) == 1007)
        #expect(histogram.percentile(98) == 1007)
        #expect(histogram.percentile(99) == 5003, "capped at the largest sample")
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
        #expect(histogram.percentile(100) == LatencyHistogram.largestValue, "counted in the top bucket")
        #expect(histogram.maximum == 60_000_000, "the maximum stays exact")
    }

    @Test func anEmptyHistogramHasNoPercentiles() {
        #expect(LatencyHistogram().percentile(50) == nil)
        #expect(LatencyHistogram().maximum == 0)
    }
}

import Histogram

/// Frame latencies in whole microseconds, kept in an HdrHistogram whose
/// counts are allocated once, so that recording a sample in a live loop never
/// allocates and costs O(1).
///
/// Three significant digits: every value is counted within 0.1 % of itself,
/// and exactly below 2048 µs. The range ends at `largestValue`, 2²⁴ − 1 µs
/// (16.8 s), past the 10 s any latency worth measuring takes; larger samples
/// count at it, and negative ones (a clock that stepped) at 0. The count and
/// the maximum are exact.
///
/// Percentiles are nearest-rank, at the histogram's resolution: the largest
/// value counted alike with the sample of that rank (an upper bound within
/// 0.1 %), never more than the largest sample.
struct LatencyHistogram {
    /// The largest value the histogram tells apart, in µs: 2²⁴ − 1 (16.8 s).
    static let largestValue = (1 << 24) - 1

    private var samples = Histogram<UInt64>(
        lowestDiscernibleValue: 1, highestTrackableValue: UInt64(largestValue), numberOfSignificantValueDigits: .three)
    /// The largest sample, in µs (0 with none), before any clamping.
    private(set) var maximum = 0

    /// Samples recorded.
    var count: Int { Int(samples.totalCount) }

    /// Count one sample.
    /// - Complexity: O(1), no allocation.
    mutating func record(microseconds: Int) {
        samples.record(UInt64(min(max(0, microseconds), Self.largestValue)))
        maximum = max(maximum, microseconds)
    }

    /// The value at or below which `percent` % of the samples lie (nearest
    /// rank), in µs; nil with no samples.
    /// - Complexity: O(buckets): a walk of the histogram's counts.
    func percentile(_ percent: Double) -> Int? {
        guard samples.totalCount > 0 else { return nil }
        return min(Int(samples.valueAtPercentile(percent)), maximum)
    }
}

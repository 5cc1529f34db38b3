/// A histogram of latencies in whole microseconds, with a fixed set of
/// log-linear buckets allocated once, so that recording a sample in a live
/// loop never allocates and costs O(1).
///
/// Buckets: one per microsecond below 64 µs; above, each power of two
/// (64–127, 128–255, … µs) is split into 32 equal buckets, so a bucket is at
/// most 1/32 (3.1 %) of the values it holds. The top bucket ends at
/// 2²⁴ − 1 µs (16.8 s), past the 10 s any latency worth measuring takes;
/// larger samples count in it. That is 640 buckets, 5 KiB.
///
/// Percentiles are exact at bucket resolution: `percentile(_:)` answers the
/// largest value of the bucket that holds the sample of that rank (an upper
/// bound, within 3.1 % of it, exact below 64 µs), and never more than the
/// largest sample. The count and the maximum are exact.
struct LatencyHistogram {
    /// Sub-buckets per power of two: 2⁵ = 32.
    private static let subBucketBits = 5
    private static let subBuckets = 1 << subBucketBits
    /// The largest value that has a bucket of its own, in µs: 2²⁴ − 1 (16.8 s).
    static let largestValue = (1 << 24) - 1
    static let bucketCount = bucket(of: largestValue) + 1

    private var counts: [Int]
    /// Samples recorded.
    private(set) var count = 0
    /// The largest sample, in µs (0 with none).
    private(set) var maximum = 0

    init() {
        counts = Array(repeating: 0, count: Self.bucketCount)
    }

    /// Count one sample. Negative samples count as 0 µs.
    /// - Complexity: O(1), no allocation.
    mutating func record(microseconds: Int) {
        let value = max(0, microseconds)
        counts[Self.bucket(of: min(value, Self.largestValue))] &+= 1
        count &+= 1
        maximum = max(maximum, value)
    }

    /// The value at or below which `percent` % of the samples lie (nearest
    /// rank), in µs at bucket resolution; nil with no samples.
    /// - Complexity: O(buckets).
    func percentile(_ percent: Double) -> Int? {
        guard count > 0 else { return nil }
        let rank = max(1, Int((percent / 100 * Double(count)).rounded(.up)))
        var seen = 0
        for (bucket, bucketCount) in counts.enumerated() {
            seen += bucketCount
            if seen >= rank { return min(Self.largestValue(inBucket: bucket), maximum) }
        }
        return maximum
    }

    /// The bucket of a value in 0…`largestValue`.
    static func bucket(of value: Int) -> Int {
        guard value >= 2 * subBuckets else { return value }
        let octave = Int.bitWidth - value.leadingZeroBitCount - 1  // ⌊log₂ value⌋, 6 or more
        let shift = octave - subBucketBits
        return shift * subBuckets + (value >> shift)
    }

    /// The largest value that falls in `bucket`.
    static func largestValue(inBucket bucket: Int) -> Int {
        guard bucket >= 2 * subBuckets else { return bucket }
        let shift = bucket / subBuckets - 1
        let leading = bucket % subBuckets + subBuckets
        return ((leading + 1) << shift) - 1
    }
}

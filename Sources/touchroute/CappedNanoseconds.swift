import TouchRoute
/// A wait in seconds as whole nanoseconds for the monotonic clock, capped so
/// the conversion cannot trap: from 0 (NaN and negative waits end at once) to
/// 10⁹ s (31 years), far short of where nanoseconds overflow an `Int` (292
/// years). A recording's times reach 2⁴⁰ s, and `--start-delay` takes any number.
enum CappedNanoseconds {
    /// 10⁹ s, in nanoseconds.
    static let longest = 1_000_000_000_000_000_000

    static func of(_ seconds: Double) -> Int {
        (seconds * 1e9).rounded().clampedIndex(in: 0...longest)
    }
}

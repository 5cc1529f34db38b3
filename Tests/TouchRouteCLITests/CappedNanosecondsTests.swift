import Testing
@testable import touchroute

/// Waits from hostile options and recordings convert to nanoseconds without trapping.
@Suite struct CappedNanosecondsTests {
    @Test func everyWaitConvertsWithinZeroToThirtyOneYears() {
        #expect(CappedNanoseconds.of(0.5) == 500_000_000)
        #expect(CappedNanoseconds.of(1_099_511_627_776) == 1_000_000_000_000_000_000, "a recording's largest time")
        for seconds in [1e300, .greatestFiniteMagnitude, .infinity] {
            #expect(CappedNanoseconds.of(seconds) == 1_000_000_000_000_000_000)
        }
        for seconds in [-1, -1e300, -.infinity, .nan, -0.0] {
            #expect(CappedNanoseconds.of(seconds) == 0)
        }
    }
}

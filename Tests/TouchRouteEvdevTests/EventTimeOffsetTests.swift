import Testing
import TouchRouteEvdev

/// `EventTime` as an offset: waits from hostile options and recordings convert
/// without trapping, and arithmetic keeps microseconds in range.
@Suite struct EventTimeOffsetTests {
    @Test func everyWaitConvertsWithinZeroToThirtyOneYears() {
        #expect(EventTime(waitingSeconds: 0.5) == EventTime(seconds: 0, microseconds: 500_000))
        #expect(EventTime(waitingSeconds: 1_099_511_627_776) == .longestWait, "a recording's largest time")
        for seconds in [1e300, .greatestFiniteMagnitude, .infinity] {
            #expect(EventTime(waitingSeconds: seconds) == .longestWait)
        }
        for seconds in [-1, -1e300, -.infinity, .nan, -0.0] {
            #expect(EventTime(waitingSeconds: seconds) == .zero)
        }
    }

    @Test func sumsAndDifferencesCarryAcrossSeconds() {
        let late = EventTime(seconds: 10, microseconds: 900_000)
        #expect(late + .milliseconds(200) == EventTime(seconds: 11, microseconds: 100_000))
        #expect(late - EventTime(seconds: 11, microseconds: 0) == EventTime(seconds: -1, microseconds: 900_000))
        #expect((late - EventTime(seconds: 11, microseconds: 0)).totalMicroseconds == -100_000)
        #expect(EventTime(totalMicroseconds: -1) == EventTime(seconds: -1, microseconds: 999_999))
        #expect(EventTime.milliseconds(1_016) == EventTime(seconds: 1, microseconds: 16_000))
    }
}

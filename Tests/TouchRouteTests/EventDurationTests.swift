import Testing
import TouchRoute

/// `EventDuration`, the span between two `EventTime`s: waits from hostile
/// options and recordings convert without trapping, and moment arithmetic
/// keeps microseconds in range. (Adding two moments does not compile.)
@Suite struct EventDurationTests {
    @Test func everyWaitConvertsWithinZeroToThirtyOneYears() {
        #expect(EventDuration(waitingSeconds: 0.5) == .milliseconds(500))
        #expect(EventDuration(waitingSeconds: 1_099_511_627_776) == .longestWait, "a recording's largest time")
        #expect(EventDuration.longestWait.seconds == 1e9)
        for seconds in [1e300, .greatestFiniteMagnitude, .infinity] {
            #expect(EventDuration(waitingSeconds: seconds) == .longestWait)
        }
        for seconds in [-1, -1e300, -.infinity, .nan, -0.0] {
            #expect(EventDuration(waitingSeconds: seconds) == .zero)
        }
    }

    @Test func aMomentPlusOrMinusASpanCarriesAcrossSeconds() {
        let late = EventTime(seconds: 10, microseconds: 900_000)
        #expect(late + .milliseconds(200) == EventTime(seconds: 11, microseconds: 100_000))
        #expect(late - .milliseconds(950) == EventTime(seconds: 9, microseconds: 950_000))
        #expect(EventTime(totalMicroseconds: -1) == EventTime(seconds: -1, microseconds: 999_999))
    }

    @Test func twoMomentsDifferByASignedSpan() {
        let late = EventTime(seconds: 10, microseconds: 900_000)
        let next = EventTime(seconds: 11, microseconds: 0)
        #expect(late - next == .microseconds(-100_000))
        #expect(next - late == .milliseconds(100))
        #expect((late - next).seconds == -0.1)
        #expect(late + (next - late) == next)
    }

    @Test func arithmeticPastTheEndsSaturatesInsteadOfWrapping() {
        let latest = EventTime(totalMicroseconds: .max)
        let earliest = EventTime(totalMicroseconds: .min)
        #expect(latest + .microseconds(1) == latest)
        #expect(earliest - .microseconds(1) == earliest)
        #expect(latest - earliest == EventDuration(microseconds: .max))
        #expect(EventDuration(microseconds: .max) + .microseconds(1) == EventDuration(microseconds: .max))
        #expect(EventDuration.milliseconds(.max) == EventDuration(microseconds: .max))
        #expect(EventTime(seconds: .max, microseconds: 999_999) == latest)
        #expect(EventTime(seconds: .min, microseconds: 0) == earliest)
        // A timer set for "never" stays in the future: it does not wrap into the past and fire.
        let clock = VirtualClock()
        var fired = false
        _ = clock.schedule(after: EventDuration(microseconds: .max)) { fired = true }
        clock.advance(by: 1.0)
        #expect(!fired)
        #expect(clock.time == EventTime(seconds: 1, microseconds: 0))
    }

    @Test func spansAddSubtractAndCompare() {
        #expect(EventDuration.milliseconds(1_016) == .microseconds(1_016_000))
        #expect(EventDuration.milliseconds(16) + .microseconds(667) == .microseconds(16_667))
        #expect(EventDuration.milliseconds(16) - .milliseconds(33) == .milliseconds(-17))
        #expect(EventDuration.milliseconds(-1) < .zero && EventDuration.zero < .microseconds(1))
        #expect(EventDuration.milliseconds(150).seconds == 0.15)
        #expect(EventDuration.milliseconds(-17).description == "-17000 µs")
    }
}

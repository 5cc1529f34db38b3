import Testing
import TouchRoute
import TouchRouteTesting

/// Recognizers' time limits are judged on the events' times, not on how many
/// reports arrived: a long press's hold (0.5 s), a tap's maximum duration
/// (0.5 s) and a double tap's maximum interval (0.3 s) give the same result at
/// 30 to 240 Hz. Each case sits 50 ms or more from its limit, more than a
/// 30 Hz report period (33 ms), so a limit counted in reports would show.
/// The long holds last 0.61 s so that no report lands on the 0.5 s mark at
/// any of the rates (the nearest is 1.4 ms off at 240 Hz): a transition at
/// the mark comes from the input-time timer, not from a report.
@Suite struct RecognizerTimesAtEveryReportRateTests {
    static let point = Point(100, 100)

    @Test(arguments: reportRates)
    func aLongPressBeginsAtHalfASecondOfInputTime(rate: Double) throws {
        let fixture = RecognizerFixture()
        fixture.attach(LongPressGestureRecognizer(name: "press"))
        let short = fixture.window.play(.held(at: Self.point, for: 0.45, rate: rate))
        #expect(fixture.states(of: "press") == [.failed], "0.45 s is not a long press")
        #expect(abs(fixture.log[0].time - (short + 0.45)) < 1e-9, "it fails at the lift")
        let long = fixture.window.play(.held(at: Self.point, for: 0.61, rate: rate))
        // It changes at each report once begun, as the drift moves it; only the count of those differs.
        #expect(fixture.states(of: "press").filter { $0 != .changed } == [.failed, .began, .ended])
        let minimum = LongPressGestureRecognizer.standardMinimumPressDuration
        #expect(abs(fixture.log[1].time - (long + minimum)) < 1e-9, "it begins when the time is up, not at a report")
        #expect(fixture.unfinished.isEmpty)
    }

    @Test(arguments: reportRates)
    func aTapLongerThanItsMaximumDurationFailsWhenTheTimeIsUp(rate: Double) {
        let fixture = RecognizerFixture()
        fixture.attach(TapGestureRecognizer(name: "tap"))
        fixture.play(.held(at: Self.point, for: 0.4, rate: rate))
        #expect(fixture.states(of: "tap") == [.recognized], "0.4 s is within the 0.5 s maximum")
        let start = fixture.window.play(.held(at: Self.point, for: 0.61, rate: rate))
        #expect(fixture.states(of: "tap") == [.recognized, .failed])
        let maximum = TapGestureRecognizer.standardMaximumTapDuration
        #expect(abs(fixture.log[1].time - (start + maximum)) < 1e-9)
    }

    /// Two 0.1 s taps at `point`, the second coming down `interval` seconds
    /// after the first lifts.
    static func twoTaps(interval: Double, rate: Double) -> TouchScript {
        TouchScript.held(at: point, for: 0.1, rate: rate).adding(
            .held(at: point, for: 0.1, rate: rate), after: 0.1 + interval)
    }

    @Test(arguments: reportRates)
    func aDoubleTapJudgesTheIntervalBetweenTapsOnInputTime(rate: Double) {
        let fixture = RecognizerFixture()
        let double = fixture.attach(TapGestureRecognizer(name: "double"))
        double.numberOfTapsRequired = 2
        fixture.play(Self.twoTaps(interval: 0.22, rate: rate))
        #expect(fixture.states(of: "double") == [.recognized], "0.22 s is within the 0.3 s interval")
        // Too late: the interval runs out before the second tap, which then
        // starts a sequence of its own that its own interval fails.
        let start = fixture.window.play(Self.twoTaps(interval: 0.38, rate: rate))
        #expect(fixture.states(of: "double") == [.recognized, .failed, .failed])
        let interval = TapGestureRecognizer.standardMaximumIntervalBetweenTaps
        #expect(abs(fixture.log[1].time - (start + 0.1 + interval)) < 1e-9, "the first tap's lift plus the interval")
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
    }
}

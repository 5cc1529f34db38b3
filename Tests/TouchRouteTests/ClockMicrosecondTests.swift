import Testing
import TouchRoute

/// The router counts exact microseconds: a host's seconds are rounded once,
/// where they come in, and read back as the same doubles.
@Suite struct ClockMicrosecondTests {
    @Test func hostSecondsRoundToTheNearestMicrosecondAndReadBack() {
        let clock = VirtualClock(now: 0.016)
        #expect(clock.time == EventTime(seconds: 0, microseconds: 16_000))
        #expect(clock.now == 0.016)
        clock.advance(to: 1.000_000_6)
        #expect(clock.time == EventTime(seconds: 1, microseconds: 1))
        clock.advance(by: .milliseconds(250))
        #expect(clock.now == 1.250_001)
    }

    @Test func anyDoubleConvertsWithoutTrapping() {
        #expect(EventTime(roundingSeconds: .nan) == .zero)
        #expect(EventTime(roundingSeconds: .infinity).totalMicroseconds == 1 << 62)
        #expect(EventTime(roundingSeconds: -1e300).totalMicroseconds == -(1 << 62))
        #expect(EventTime(roundingSeconds: 0.000_000_4, .up) == EventTime(seconds: 0, microseconds: 1))
        #expect(EventDuration(roundingSeconds: .nan) == .zero)
        #expect(EventDuration(roundingSeconds: -.infinity) == .zero - .longestWait)
        #expect(EventDuration(roundingSeconds: 0.15) == .milliseconds(150))
    }

    @Test func timersAreOrderedByExactTimes() {
        let clock = VirtualClock()
        var fired: [String] = []
        // 0.1 + 0.2 is 0.30000000000000004 as doubles: the same microsecond.
        clock.schedule(at: 0.1 + 0.2) { fired.append("sum") }
        clock.schedule(after: EventDuration.milliseconds(300)) { fired.append("span") }
        #expect(clock.nextDeadlineTime == EventTime(seconds: 0, microseconds: 300_000))
        clock.advance(to: 0.3)
        #expect(fired == ["sum", "span"], "both due at 300 ms, in the order scheduled")
    }

    @Test func aTouchThreeHundredMillisecondsAfterALiftIsASecondTap() throws {
        let window = Window(size: Size(400, 300))
        window.addSubview(View(name: "plain", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
        let place = Point(100, 100)
        window.handle(TouchFrame(timestamp: 0.05, contacts: [Contact(id: 0, phase: .began, location: place)]))
        window.handle(TouchFrame(timestamp: 0.1, contacts: [Contact(id: 0, phase: .ended, location: place)]))
        // 0.4 - 0.1 is 0.30000000000000004 as doubles, past 300 ms; exactly 300 ms here.
        window.handle(TouchFrame(timestamp: 0.4, contacts: [Contact(id: 0, phase: .began, location: place)]))
        let touch = try #require(window.activeTouches.first { _ in true })
        #expect(touch.tapCount == 2)
        #expect(touch.time == EventTime(seconds: 0, microseconds: 400_000) && touch.startTimestamp == 0.4)
    }

    @Test func advanceTimeTakesAnExactTime() {
        let window = Window(size: Size(400, 300))
        var fired = false
        window.clock.schedule(after: EventDuration.microseconds(1)) { fired = true }
        window.advanceTime(to: EventTime(seconds: 0, microseconds: 1))
        #expect(fired && window.clock.time == EventTime(seconds: 0, microseconds: 1))
    }
}

import Testing
import TouchRoute
import TouchRouteTesting

@Suite struct VirtualClockTests {
    @Test func startsAtTheGivenTime() {
        #expect(VirtualClock().now == 0)
        #expect(VirtualClock(now: 12.5).now == 12.5)
        #expect(VirtualClock().nextDeadline == nil)
    }

    @Test func timersFireInDeadlineOrderAtTheirOwnDeadline() {
        let clock = VirtualClock(now: 1)
        var fired: [(name: String, now: Double)] = []
        clock.schedule(at: 1.3) { fired.append(("c", clock.now)) }
        clock.schedule(at: 1.1) { fired.append(("a", clock.now)) }
        clock.schedule(after: 0.2) { fired.append(("b", clock.now)) }
        #expect(clock.nextDeadline == 1.1)
        clock.advance(to: 2)
        #expect(fired.map(\.name) == ["a", "b", "c"])
        #expect(fired.map(\.now) == [1.1, 1 + 0.2, 1.3])
        #expect(clock.now == 2)
        #expect(clock.nextDeadline == nil)
    }

    @Test func onlyDueTimersFire() {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(at: 1) { fired.append("one") }
        clock.schedule(at: 2) { fired.append("two") }
        clock.advance(to: 0.999)
        #expect(fired.isEmpty)
        clock.advance(to: 1)  // a deadline equal to the target time is due
        #expect(fired == ["one"])
        #expect(clock.nextDeadline == 2)
        clock.advance(by: 0.5)
        #expect(clock.now == 1.5)
        #expect(fired == ["one"])
        clock.advance(by: 0.5)
        #expect(fired == ["one", "two"])
    }

    @Test func tiesFireInSchedulingOrder() {
        let clock = VirtualClock()
        var fired: [Int] = []
        for index in 0..<10 {
            clock.schedule(at: index % 2 == 0 ? 1 : 0.5) { fired.append(index) }
        }
        clock.advance(to: 1)
        #expect(fired == [1, 3, 5, 7, 9, 0, 2, 4, 6, 8])
    }

    @Test func cancelForgetsATimer() {
        let clock = VirtualClock()
        var fired: [String] = []
        let a = clock.schedule(at: 1) { fired.append("a") }
        let b = clock.schedule(at: 1) { fired.append("b") }
        clock.schedule(at: 1) { fired.append("c") }
        clock.cancel(b)
        clock.advance(to: 1)
        #expect(fired == ["a", "c"])
        // Cancelling a fired timer, or twice, does nothing.
        clock.cancel(a)
        clock.cancel(b)
        let d = clock.schedule(at: 2) { fired.append("d") }
        clock.cancel(d)
        #expect(clock.nextDeadline == nil)
        clock.advance(to: 3)
        #expect(fired == ["a", "c"])
    }

    @Test func timerIDsAreDistinct() {
        let clock = VirtualClock()
        let ids = (0..<5).map { _ in clock.schedule(at: 1) {} }
        #expect(Set(ids).count == 5)
    }

    @Test func timeNeverRunsBackwards() {
        let clock = VirtualClock(now: 5)
        clock.advance(to: 3)
        #expect(clock.now == 5)
        clock.advance(by: -1)
        #expect(clock.now == 5)
        var firedAt: Double?
        // A deadline in the past fires at the current time, not before it.
        clock.schedule(at: 1) { firedAt = clock.now }
        #expect(clock.nextDeadline == 5)
        clock.advance(to: 4)  // still not past the (clamped) deadline
        #expect(firedAt == nil)
        clock.advance(to: 5)
        #expect(firedAt == 5)
        #expect(clock.now == 5)
    }

    @Test func pastDeadlineTimersStayBehindEarlierScheduledOnesAtTheSameTime() {
        let clock = VirtualClock(now: 5)
        var fired: [String] = []
        clock.schedule(at: 5) { fired.append("now") }
        clock.schedule(at: 2) { fired.append("past") }
        clock.advance(to: 5)
        #expect(fired == ["now", "past"])
    }

    @Test func timerScheduledByATimerFiresInTheSameAdvanceWhenDue() {
        let clock = VirtualClock()
        var fired: [(String, Double)] = []
        clock.schedule(at: 1) {
            fired.append(("outer", clock.now))
            clock.schedule(after: 0.25) { fired.append(("inner", clock.now)) }
            clock.schedule(after: 5) { fired.append(("late", clock.now)) }
        }
        clock.schedule(at: 1.5) { fired.append(("other", clock.now)) }
        clock.advance(to: 2)
        #expect(fired.map(\.0) == ["outer", "inner", "other"])
        #expect(fired.map(\.1) == [1, 1.25, 1.5])
        #expect(clock.nextDeadline == 6)
    }

    @Test func timerCancellingALaterTimer() {
        let clock = VirtualClock()
        var fired: [String] = []
        var later: TimerID?
        clock.schedule(at: 1) {
            fired.append("first")
            if let later { clock.cancel(later) }
        }
        later = clock.schedule(at: 1.5) { fired.append("later") }
        clock.advance(to: 2)
        #expect(fired == ["first"])
    }

    // MARK: The window's clock

    @Test func windowAdvancesItsClockToEachFrame() {
        let clock = VirtualClock(now: 0)
        let window = Window(size: Size(100, 100), clock: clock)
        #expect(window.clock === clock)
        window.handle(TouchFrame(timestamp: 3.25, contacts: []))
        #expect(clock.now == 3.25)
        window.advanceTime(to: 4)
        #expect(clock.now == 4)
        window.handle(TouchFrame(timestamp: .nan, contacts: []))
        #expect(clock.now == 4)
    }

    @Test func dueTimersFireBeforeTheFrameIsDispatched() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        var order: [String] = []
        layout.window.clock.schedule(at: 1.5) { order.append("timer at \(layout.window.clock.now)") }
        layout.window.trace = { [previous = layout.window.trace] record in
            if case .delivery(let delivery) = record { order.append("\(delivery.phase.rawValue) at \(delivery.time)") }
            previous?(record)
        }
        layout.window.handle(
            TouchFrame(timestamp: 2, contacts: [Contact(id: 0, phase: .began, location: Point(100, 100))]))
        #expect(order.first == "timer at 1.5")
        #expect(order.dropFirst().allSatisfy { $0 == "began at 2.0" })
        #expect(!trace.deliveries.isEmpty)
    }

    @Test func heldFingerReachesTheContentAtExactlyTheDelay() throws {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let start = 1.0
        layout.window.handle(
            TouchFrame(timestamp: start, contacts: [Contact(id: 0, phase: .began, location: Point(100, 100))]))
        #expect(trace.phases(receivedBy: "list0.row1").isEmpty)
        // Held still for 200 ms, then it moves a little (less than the pan start).
        layout.window.handle(
            TouchFrame(timestamp: start + 0.2, contacts: [Contact(id: 0, phase: .moved, location: Point(103, 100))]))
        let row = trace.deliveries.filter { $0.view.name == "list0.row1" }
        #expect(row.map(\.phase) == [.began, .moved])
        let began = try #require(row.first)
        #expect(began.time == start + ScrollView.standardContentTouchDelay)
        #expect(began.time == start + 0.150)
        #expect(row.last?.time == start + 0.2)
        // The began was delivered where the finger was when the delay ran out.
        #expect(began.location == Point(100, 100))
        // The delivery is decided by the "delay" rule at the same instant.
        let delay = try #require(trace.decisions(by: "list0").first { $0.rule == "delay" })
        #expect(delay.outcome == .forwarded)
        #expect(delay.time == start + 0.150)
        #expect(delay.target?.name == "list0.row1")
        layout.window.handle(
            TouchFrame(timestamp: start + 0.25, contacts: [Contact(id: 0, phase: .ended, location: Point(103, 100))]))
        #expect(trace.phases(receivedBy: "list0.row1") == [.began, .moved, .ended])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func advanceTimeAloneDeliversAHeldFinger() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.handle(
            TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(100, 100))]))
        layout.window.advanceTime(to: 1.149)
        #expect(trace.phases(receivedBy: "list0.row1").isEmpty)
        layout.window.advanceTime(to: 1.151)
        #expect(trace.phases(receivedBy: "list0.row1") == [.began])
        #expect(trace.deliveries.last?.time == 1 + 0.150)
        layout.window.handle(
            TouchFrame(timestamp: 1.2, contacts: [Contact(id: 0, phase: .ended, location: Point(100, 100))]))
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aQuickMoveBeforeTheDelayScrollsAndTheContentNeverSeesTheTouch() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.handle(
            TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(100, 300))]))
        layout.window.handle(
            TouchFrame(timestamp: 1.1, contacts: [Contact(id: 0, phase: .moved, location: Point(100, 250))]))
        // The delay would have run out at 1.15; the frame at 1.2 comes after the pan started.
        layout.window.handle(
            TouchFrame(timestamp: 1.2, contacts: [Contact(id: 0, phase: .moved, location: Point(100, 200))]))
        layout.window.handle(
            TouchFrame(timestamp: 1.25, contacts: [Contact(id: 0, phase: .ended, location: Point(100, 200))]))
        #expect(layout.lists[0].contentOffset.y > 0)
        #expect(trace.deliveries.allSatisfy { !$0.view.name.contains(".row") })
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func replayingTheSameGestureGivesTheSameTrace() {
        func run() -> [String] {
            let layout = DefaultLayout()
            let trace = TraceRecorder(layout.window)
            layout.window.play(
                TouchScript.random(in: Rect(x: 0, y: 0, width: 800, height: 480), maximumFingers: 3, seed: 42))
            return trace.deliveries.map {
                "\($0.time.compactDescription) \($0.touch) \($0.phase.rawValue) \($0.view.name)"
            }
        }
        let first = run()
        #expect(!first.isEmpty)
        #expect(run() == first)
    }
}

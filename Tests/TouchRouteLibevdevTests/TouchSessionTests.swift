import CLibevdev
import Glibc
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteTesting

@testable import TouchRouteLibevdev

/// `TouchSession.dispatch`, `handle` and `rearm` over a pipe source, on a clock
/// the test moves: timers are checked where they are armed, never waited for.
@Suite struct TouchSessionTests {
    @Test func dispatchRoutesWhatThePipeHasAndStaysActiveAndASpuriousOneIsHarmless() throws {
        let fixture = try SessionFixture()
        fixture.source?.release()
        #expect(fixture.session.dispatch() == .active)
        #expect(fixture.layout.window.activeTouches.count == 1)
        #expect(fixture.session.eventCount == 4)
        #expect(fixture.session.dispatch() == .active)
        #expect(fixture.session.eventCount == 4)
        #expect(fixture.trace.problems.isEmpty)
    }

    @Test func aHeldFingersContentDelayComesDueOnTheTimerfdAndNeverEarly() throws {
        let fixture = try SessionFixture()
        fixture.source?.release()
        _ = fixture.session.dispatch()
        #expect(fixture.trace.phases(receivedBy: "list0.row1").isEmpty, "the list holds the touch for 150 ms")
        let armed = try #require(fixture.armedTime)
        #expect(abs(armed - 0.150) < 1e-8)
        var setting = itimerspec()
        #expect(timerfd_gettime(fixture.session.timer.descriptor, &setting) == 0)
        let remaining = Int(setting.it_value.tv_sec) * 1_000_000_000 + Int(setting.it_value.tv_nsec)
        #expect(remaining > 0 && remaining <= 150_000_001, "the timerfd itself is armed for the delay")

        fixture.setTime(0.149)
        _ = fixture.session.dispatch()
        #expect(fixture.trace.phases(receivedBy: "list0.row1").isEmpty, "not a millisecond early")
        #expect(fixture.fireTimer())
        _ = fixture.session.dispatch()
        #expect(fixture.trace.phases(receivedBy: "list0.row1") == [.began])
        #expect(fixture.trace.deliveries.last?.time == 0.150, "at its deadline, not at the wake")
    }

    @Test func anEventThatRacedTheTimerIsRoutedBeforeTheTimerFires() throws {
        let fixture = try SessionFixture(batches: [SessionFixture.fingerDown, SessionFixture.lift(at: 100)])
        fixture.source?.release()
        fixture.source?.release()
        fixture.setTime(0.300)
        _ = fixture.session.dispatch()
        let row = fixture.trace.deliveries.filter { $0.view.name == "list0.row1" }
        #expect(row.map(\.phase) == [.began, .ended], "the lift at 100 ms made it a quick tap")
        #expect(row.map(\.time) == [0.1, 0.1])
        #expect(fixture.armedTime == nil, "the delay was cancelled, nothing is pending")
    }

    @Test func anUnpluggedDeviceHasItsTouchesCancelledOnceAndIsReportedOnce() throws {
        let fixture = try SessionFixture(batches: [SessionFixture.fingerDown + [.deviceRemoved]])
        fixture.source?.time = EventTime(seconds: 100, microseconds: 50_000)
        fixture.source?.release()
        #expect(fixture.session.dispatch() == .deviceRemoved("pipe"))
        #expect(fixture.layout.window.activeTouches.isEmpty)
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
        #expect(fixture.trace.deliveries.filter { $0.phase == .cancelled }.allSatisfy { $0.time == 0.05 })
        #expect(fixture.session.dispatch() == .ended, "nothing is left to read")
        #expect(
            fixture.trace.problems.map(\.message) == [
                "pipe was removed (ENODEV): the device was unplugged or its driver went away. The touch that was down is cancelled."
            ])
    }

    @Test func aReadableStopDescriptorCancelsTheTouchesThatAreDownAsInterrupted() throws {
        let fixture = try SessionFixture()
        var stop: [Int32] = [-1, -1]
        #expect(pipe(&stop) == 0)
        defer {
            close(stop[0])
            close(stop[1])
        }
        fixture.source?.release()
        var byte: UInt8 = 1
        _ = write(stop[1], &byte, 1)
        try fixture.session.run(stoppingWhenReadable: stop[0])
        #expect(fixture.layout.window.activeTouches.isEmpty)
        #expect(fixture.trace.problems.map(\.message) == ["interrupted: 1 active touch is cancelled."])
    }

    @Test func runReturnsAtTheEndOfAFiniteStream() throws {
        let fixture = try SessionFixture(batches: [
            SessionFixture.fingerDown + SessionFixture.lift(at: 40) + [.endOfStream]
        ])
        fixture.source?.release()
        try fixture.session.run()
        #expect(fixture.trace.phases(receivedBy: "list0.row1") == [.began, .ended])
        #expect(fixture.session.dispatch() == .ended)
    }

    @Test func aHostFedFrameIsRoutedInSessionTimeAndArmsTheTimer() throws {
        let fixture = try SessionFixture(batches: nil)
        fixture.session.handle(
            TouchFrame(timestamp: 0, contacts: [Contact(id: 7, phase: .began, location: Point(300, 100))]))
        let armed = try #require(fixture.armedTime)
        #expect(abs(armed - 0.150) < 1e-8)
        #expect(fixture.fireTimer())
        #expect(fixture.session.dispatch() == .active, "a session without devices waits for the host")
        #expect(fixture.trace.phases(receivedBy: "list0.row1") == [.began])
    }

    @Test func rearmFollowsAChangeTheHostMadeToTheWindow() throws {
        let fixture = try SessionFixture(batches: nil)
        let list = fixture.layout.lists[0]
        list.setContentOffset(Point(0, 300), animated: true)
        #expect(fixture.armedTime == nil, "the session cannot see the change by itself")
        fixture.session.rearm()
        let deadline = try #require(fixture.layout.window.clock.nextDeadline)
        #expect(abs(try #require(fixture.armedTime) - deadline) < 1e-8)
        var steps = 0
        while fixture.fireTimer() && steps < 1000 {
            _ = fixture.session.dispatch()
            steps += 1
        }
        #expect(list.contentOffset == Point(0, 300), "the animation ran on the timer to its end")
    }
}

import Testing
import TouchRoute
import TouchRouteTesting

/// The frame rule: a frame's contacts are samples in arrival order, a repeated
/// id is its contact's next state, and each sample may carry its own time.
/// Toolkits that batch input (SDL's event pump, Wayland's `wl_touch.frame`, a
/// slow main loop) send frames like these.
@Suite struct WindowFrameRuleTests {
    /// The default layout, with a trace and a record of the rows tapped.
    private final class Screen {
        let layout = DefaultLayout()
        let trace: TraceRecorder
        var taps: [(row: String, count: Int)] = []

        init() {
            trace = TraceRecorder(layout.window)
            for list in layout.lists {
                for case let row as TapView in list.subviews {
                    row.onTap = { [unowned self, unowned row] touch in taps.append((row.name, touch.tapCount)) }
                }
            }
        }

        func send(_ time: Double, _ contacts: Contact...) {
            layout.window.handle(TouchFrame(timestamp: time, contacts: contacts))
        }

        var blockedOrStuck: Bool {
            !layout.window.activeTouches.isEmpty || trace.decisions.contains { $0.outcome == .blockedByMultitouch }
        }
    }

    private static let row = Point(400, 100)  // list0.row1

    @Test func aTapThatBeginsAndEndsInOneFrameTapsTheRowAndTheNextSwipePages() {
        let screen = Screen()
        screen.send(
            1, Contact(id: 5, phase: .began, location: Self.row), Contact(id: 5, phase: .ended, location: Self.row))
        #expect(screen.taps.map(\.row) == ["list0.row1"])
        #expect(screen.layout.window.activeTouches.isEmpty)
        #expect(screen.trace.problems.isEmpty)
        screen.layout.window.play(.swipe(from: Point(600, 200), to: Point(200, 204)))
        #expect(screen.layout.currentPage == 1)
        #expect(!screen.blockedOrStuck)
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aContactMayBeginMoveAndEndInOneFrame() {
        let screen = Screen()
        screen.send(
            1,
            Contact(id: 1, phase: .began, location: Point(600, 200)),
            Contact(id: 1, phase: .moved, location: Point(560, 201)),
            Contact(id: 1, phase: .moved, location: Point(500, 202)),
            Contact(id: 1, phase: .ended, location: Point(500, 202)))
        #expect(screen.trace.phases(receivedBy: "pager") == [.began, .moved, .moved, .ended])
        #expect(screen.trace.problems.isEmpty)
        #expect(screen.layout.window.activeTouches.isEmpty)
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func anIDThreeTimesInOneFrameIsThreeStatesOfOneTouch() {
        let screen = Screen()
        screen.send(1, Contact(id: 2, phase: .began, location: Point(600, 200)))
        screen.send(
            1.02,
            Contact(id: 2, phase: .moved, location: Point(590, 200)),
            Contact(id: 2, phase: .moved, location: Point(570, 200)),
            Contact(id: 2, phase: .moved, location: Point(540, 201)))
        let moves = screen.trace.deliveries.filter { $0.view.name == "pager" && $0.phase == .moved }
        #expect(moves.map(\.location.x) == [590, 570, 540])
        #expect(Set(moves.map(\.touch)) == [TouchID(1)])
        screen.send(1.04, Contact(id: 2, phase: .ended, location: Point(540, 201)))
        #expect(screen.trace.problems.isEmpty)
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func beganAfterEndedInOneFrameIsASecondTapWithTheSameNumber() {
        let screen = Screen()
        let tap = [
            Contact(id: 0, phase: .began, location: Self.row), Contact(id: 0, phase: .ended, location: Self.row),
        ]
        screen.layout.window.handle(TouchFrame(timestamp: 1, contacts: tap + tap))
        #expect(screen.taps.map(\.row) == ["list0.row1", "list0.row1"])
        #expect(screen.taps.map(\.count) == [1, 2])
        #expect(Set(screen.trace.deliveries.map(\.touch)) == [TouchID(1), TouchID(2)])
        #expect(screen.trace.problems.isEmpty)
        #expect(screen.layout.window.activeTouches.isEmpty)
    }

    @Test func samplesWithTheirOwnTimesAreRoutedAtThoseTimes() {
        let screen = Screen()
        screen.send(
            1.1,
            Contact(id: 0, phase: .began, location: Point(600, 200), timestamp: 1.0),
            Contact(id: 0, phase: .moved, location: Point(580, 200), timestamp: 1.05),
            Contact(id: 0, phase: .moved, location: Point(560, 200)))
        // The reports, at their times (decision points on the path between them aside).
        #expect(
            screen.trace.deliveries.filter { $0.view.name == "pager" && !$0.isInterpolated }.map(\.time) == [
                1.0, 1.05, 1.1,
            ])
        #expect(screen.layout.window.clock.now == 1.1)
        screen.send(1.2, Contact(id: 0, phase: .ended, location: Point(560, 200)))
    }

    @Test func aTimerDueBetweenTwoSamplesOfAFrameFiresBetweenThem() {
        // The list's 150 ms content delay runs out at 1.15: between the two
        // samples, so the row gets the touch before the move, as it would
        // have with one frame per sample.
        let screen = Screen()
        screen.send(
            1.3,
            Contact(id: 0, phase: .began, location: Self.row, timestamp: 1.0),
            Contact(id: 0, phase: .moved, location: Self.row + Vector(dx: 0, dy: 2), timestamp: 1.2))
        let row = screen.trace.deliveries.filter { $0.view.name == "list0.row1" }
        #expect(row.map(\.phase) == [.began, .moved])
        #expect(row.map(\.time) == [1.15, 1.2])
        screen.send(1.4, Contact(id: 0, phase: .ended, location: Self.row))
    }

    @Test func aSampleTimeOutOfOrderIsReportedAndRoutedAtTheNearestAdmissibleTime() {
        let screen = Screen()
        screen.send(
            1.1,
            Contact(id: 0, phase: .began, location: Point(600, 200), timestamp: 1.05),
            Contact(id: 0, phase: .moved, location: Point(590, 200), timestamp: 1.0),
            Contact(id: 0, phase: .moved, location: Point(580, 200), timestamp: 1.3),
            Contact(id: 0, phase: .moved, location: Point(570, 200), timestamp: .nan))
        #expect(
            screen.trace.problems.map(\.message) == [
                "input bug: contact 0's sample time 1 s is before the previous sample's 1.05 s; it is routed at 1.05 s.",
                "input bug: contact 0's sample time 1.3 s is after its frame's 1.1 s; it is routed at 1.1 s.",
                "input bug: contact 0's sample time nan is not a number of seconds; it is routed at 1.1 s.",
            ])
        #expect(screen.trace.problems.allSatisfy { $0.kind == .inputTime })
        // Every sample was routed: none is lost.
        let reports = screen.trace.deliveries.filter { $0.view.name == "pager" && !$0.isInterpolated }
        #expect(reports.map(\.time) == [1.05, 1.05, 1.1, 1.1])
        #expect(reports.map(\.phase) == [.began, .moved, .moved, .moved])
        screen.send(1.2, Contact(id: 0, phase: .ended, location: Point(570, 200)))
        #expect(screen.layout.window.activeTouches.isEmpty)
    }

    @Test func twoFingersInOneFrameAtOneTimeAreOneStep() {
        // Distinct ids at one time stay together, so the pager knows of the
        // second finger before judging the first one's move.
        let screen = Screen()
        screen.send(1, Contact(id: 0, phase: .began, location: Point(600, 200)))
        screen.send(
            1.05,
            Contact(id: 0, phase: .moved, location: Point(500, 200)),
            Contact(id: 1, phase: .began, location: Point(300, 200)))
        #expect(screen.trace.outcomes(by: "pager").contains(.blockedByMultitouch))
        screen.send(
            1.1, Contact(id: 0, phase: .ended, location: Point(500, 200)),
            Contact(id: 1, phase: .ended, location: Point(300, 200)))
        #expect(screen.trace.exactlyOnceViolations.isEmpty)
    }
}

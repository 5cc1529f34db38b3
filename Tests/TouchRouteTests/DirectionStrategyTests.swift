import Testing
import TouchRoute
import TouchRouteTesting

private func v(_ dx: Double, _ dy: Double) -> Vector { Vector(dx: dx, dy: dy) }

@Suite struct DirectionStrategyTests {
    // MARK: Remorseful

    @Test func remorsefulNeedsStrictlyMoreThanTwelveSideways() {
        let rule = DirectionStrategy.remorseful()
        #expect(rule.decide(v(0, 0)) == .undecided)
        #expect(rule.decide(v(12, 0)) == .undecided)
        #expect(rule.decide(v(12.001, 0)) == .takeOver)
        #expect(rule.decide(v(-12, 0)) == .undecided)
        #expect(rule.decide(v(-12.001, 0)) == .takeOver)
        #expect(rule.decide(v(300, 0)) == .takeOver)
    }

    @Test func remorsefulNeedsStrictlyLessThanFourOffTheRow() {
        let rule = DirectionStrategy.remorseful()
        #expect(rule.decide(v(20, 4)) == .undecided)
        #expect(rule.decide(v(20, 3.999)) == .takeOver)
        #expect(rule.decide(v(20, -4)) == .undecided)
        #expect(rule.decide(v(20, -3.999)) == .takeOver)
        #expect(rule.decide(v(-20, -3.999)) == .takeOver)
        #expect(rule.decide(v(-20, 4)) == .undecided)
    }

    @Test func remorsefulNeverDeclines() {
        let rule = DirectionStrategy.remorseful()
        for displacement in [v(0, 100), v(0, -100), v(11, 50), v(500, 500), v(-3, 12.5)] {
            #expect(rule.decide(displacement) == .undecided, "\(displacement)")
        }
        // A drag that failed the test may pass it later.
        #expect(rule.decide(v(5, 10)) == .undecided)
        #expect(rule.decide(v(30, 1)) == .takeOver)
    }

    @Test func remorsefulWithCustomThresholds() {
        let rule = DirectionStrategy.remorseful(thresholdX: 30, thresholdY: 10)
        #expect(rule.decide(v(30, 0)) == .undecided)
        #expect(rule.decide(v(30.5, 9.5)) == .takeOver)
        #expect(rule.decide(v(31, 10)) == .undecided)
        #expect(RemorsefulRule().decide(v(13, 3)) == .takeOver)
        #expect(RemorsefulRule(thresholdX: 20).decide(v(13, 3)) == .undecided)
    }

    // MARK: ViewPager

    @Test func viewPagerTakesOverPastTheSlopWhenMostlyHorizontal() {
        let rule = DirectionStrategy.viewPager()
        #expect(rule.decide(v(16, 0)) == .undecided)
        #expect(rule.decide(v(16.001, 0)) == .takeOver)
        #expect(rule.decide(v(-16.001, 0)) == .takeOver)
        // xDiff * 0.5 must be strictly more than yDiff.
        #expect(rule.decide(v(20, 10)) == .undecided)
        #expect(rule.decide(v(20, 9.999)) == .takeOver)
        #expect(rule.decide(v(-20, -9.999)) == .takeOver)
        #expect(rule.decide(v(-20, 10)) == .undecided)
    }

    @Test func viewPagerDeclinesWhenVerticalPassesTheSlopFirst() {
        let rule = DirectionStrategy.viewPager()
        #expect(rule.decide(v(0, 16)) == .undecided)
        #expect(rule.decide(v(0, 16.001)) == .decline)
        #expect(rule.decide(v(0, -16.001)) == .decline)
        #expect(rule.decide(v(16, 16.001)) == .decline)
        // Diagonal past both slops but not horizontal enough: decline.
        #expect(rule.decide(v(30, 17)) == .decline)
        // Horizontal enough wins even past the vertical slop.
        #expect(rule.decide(v(40, 17)) == .takeOver)
        // Too steep sideways under the vertical slop: keep waiting.
        #expect(rule.decide(v(20, 15)) == .undecided)
    }

    @Test func viewPagerWithCustomSlop() {
        let rule = DirectionStrategy.viewPager(slop: 8)
        #expect(rule.decide(v(8, 0)) == .undecided)
        #expect(rule.decide(v(8.5, 0)) == .takeOver)
        #expect(rule.decide(v(0, 8.5)) == .decline)
        #expect(rule.decide(v(10, 5)) == .undecided)
        #expect(rule.decide(v(10, 4.9)) == .takeOver)
        let wide = DirectionStrategy.viewPager(slop: 40)
        #expect(wide.decide(v(30, 0)) == .undecided)
        #expect(wide.decide(v(0, 30)) == .undecided)
        #expect(wide.decide(v(41, 20)) == .takeOver)
        #expect(wide.decide(v(41, 20.5)) == .undecided)
        #expect(ViewPagerRule.standardSlop == 16)
    }

    // MARK: GTK pan

    @Test func gtkPanIsUndecidedUnderTheThreshold() {
        let rule = DirectionStrategy.gtkPan()
        #expect(rule.decide(v(0, 0)) == .undecided)
        #expect(rule.decide(v(8, 0)) == .undecided)
        #expect(rule.decide(v(0, 8)) == .undecided)
        #expect(rule.decide(v(-8, -8)) == .undecided)
        #expect(rule.decide(v(8, 8)) == .undecided)
    }

    @Test func gtkPanTakesOverWhenMoreThanTwiceAsHorizontal() {
        let rule = DirectionStrategy.gtkPan()
        #expect(rule.decide(v(8.001, 0)) == .takeOver)
        #expect(rule.decide(v(-8.001, 0)) == .takeOver)
        #expect(rule.decide(v(9, 4.499)) == .takeOver)
        #expect(rule.decide(v(-9, -4.499)) == .takeOver)
        #expect(rule.decide(v(20, 9.999)) == .takeOver)
    }

    @Test func gtkPanDeclinesWhenMoreThanTwiceAsVertical() {
        let rule = DirectionStrategy.gtkPan()
        #expect(rule.decide(v(0, 8.001)) == .decline)
        #expect(rule.decide(v(0, -8.001)) == .decline)
        #expect(rule.decide(v(4, 9)) == .decline)
        #expect(rule.decide(v(-4.499, 9)) == .decline)
    }

    @Test func gtkPanKeepsGuessingOnADiagonal() {
        let rule = DirectionStrategy.gtkPan()
        #expect(rule.decide(v(9, 4.5)) == .undecided)  // exactly twice: not more
        #expect(rule.decide(v(-9, 4.5)) == .undecided)
        #expect(rule.decide(v(12, 12)) == .undecided)
        #expect(rule.decide(v(4.5, 9)) == .undecided)
    }

    @Test func gtkPanWithoutAThresholdDecidesAtTheFirstMotion() {
        let rule = DirectionStrategy.gtkPan(threshold: 0)
        #expect(rule.decide(v(0, 0)) == .undecided)
        #expect(rule.decide(v(1, 0)) == .takeOver)
        #expect(rule.decide(v(0, 0.5)) == .decline)
    }

    @Test func gtkPanWithCustomThreshold() {
        let rule = DirectionStrategy.gtkPan(threshold: 20)
        #expect(rule.decide(v(20, 0)) == .undecided)
        #expect(rule.decide(v(0, 19)) == .undecided)
        #expect(rule.decide(v(20.5, 0)) == .takeOver)
        #expect(rule.decide(v(0, 20.5)) == .decline)
        #expect(GTKPanRule.standardThreshold == 8)
    }

    // MARK: Names and thresholds

    @Test func namesAndThresholds() {
        #expect(DirectionStrategy.remorseful().name == "remorseful")
        #expect(DirectionStrategy.viewPager().name == "viewpager")
        #expect(DirectionStrategy.gtkPan().name == "gtk-pan")
        #expect(DirectionStrategy.remorseful().thresholds == Thresholds(x: 12, y: 4))
        #expect(DirectionStrategy.remorseful(thresholdX: 20, thresholdY: 6).thresholds == Thresholds(x: 20, y: 6))
        #expect(DirectionStrategy.viewPager().thresholds == Thresholds(x: 16, y: 16))
        #expect(DirectionStrategy.viewPager(slop: 24).thresholds == Thresholds(x: 24, y: 24))
        #expect(DirectionStrategy.gtkPan().thresholds == Thresholds(x: 8, y: 8))
        #expect(DirectionStrategy.gtkPan(threshold: 5).thresholds == Thresholds(x: 5, y: 5))
        #expect(DirectionStrategy.remorseful() == .remorseful(RemorsefulRule()))
        #expect(DirectionStrategy.viewPager() != .viewPager(slop: 17))
    }

    @Test func defaultPagerStrategyIsRemorseful() {
        let layout = DefaultLayout()
        #expect(layout.pager.strategy == .remorseful(thresholdX: 12, thresholdY: 4))
        #expect(layout.pager.arbitration == .lastOneStanding)
        #expect(layout.pager.arbitrationPolicy == .forwardThenTakeOver(.remorseful()))
        #expect(!layout.pager.delaysContentTouches)
    }

    // MARK: Configured on the pager

    private static let swipe = TouchScript.swipe(from: Point(600, 200), to: Point(300, 202))
    private static let verticalDrag = TouchScript.drag(from: Point(300, 400), to: Point(300, 100), duration: 0.5)

    private struct Run {
        let layout: DefaultLayout
        let trace: TraceRecorder
    }

    private func run(
        _ strategy: DirectionStrategy, _ gesture: TouchScript,
        arbitration: Arbitration = .lastOneStanding
    ) -> Run {
        let layout = DefaultLayout()
        layout.pager.strategy = strategy
        layout.pager.arbitration = arbitration
        let trace = TraceRecorder(layout.window)
        layout.window.play(gesture)
        return Run(layout: layout, trace: trace)
    }

    private func checkSwipeFlipsThePage(_ strategy: DirectionStrategy, thresholds: Thresholds) throws {
        let swipe = run(strategy, Self.swipe)
        #expect(swipe.layout.currentPage == 1)
        #expect(swipe.layout.pager.contentOffset == Point(800, 0))
        let decisions = swipe.trace.decisions(by: "pager")
        // The touch goes to the list at once; every other decision is the rule's.
        #expect(decisions.first?.outcome == .forwarded)
        #expect(decisions.first?.rule == DecisionRule.immediate)
        let pager = decisions.filter { $0.outcome != .forwarded }
        #expect(!pager.isEmpty)
        #expect(pager.allSatisfy { $0.rule == strategy.name })
        #expect(pager.allSatisfy { $0.thresholds == thresholds })
        let takeover = try #require(pager.first { $0.outcome == .takenOver })
        #expect(abs(takeover.displacement.dx) > (thresholds.x ?? 0))
        // The list under the finger had the touch and lost it to the pager.
        #expect(pager.contains { $0.outcome == .cancelled && $0.target?.name == "list0" })
        let listPhases = swipe.trace.phases(receivedBy: "list0")
        #expect(listPhases.first == .began)
        #expect(listPhases.last == .cancelled)
        #expect(!listPhases.contains(.ended))
        #expect(swipe.layout.lists[0].contentOffset == .zero)
        #expect(swipe.trace.exactlyOnceViolations.isEmpty)

        let drag = run(strategy, Self.verticalDrag)
        #expect(drag.layout.currentPage == 0)
        #expect(drag.layout.pager.contentOffset == .zero)
        #expect(drag.layout.lists[0].contentOffset.y > 250)
        let dragDecisions = drag.trace.decisions(by: "pager").filter { $0.outcome != .forwarded }
        #expect(!dragDecisions.contains { $0.outcome == .takenOver })
        #expect(dragDecisions.allSatisfy { $0.rule == strategy.name && $0.thresholds == thresholds })
        #expect(drag.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func remorsefulPagerFlipsOnASwipeButNotOnAVerticalDrag() throws {
        try checkSwipeFlipsThePage(.remorseful(), thresholds: Thresholds(x: 12, y: 4))
        let drag = run(.remorseful(), Self.verticalDrag)
        // The list claims the touch before the rule could decide; the rule never declines.
        #expect(drag.trace.outcomes(by: "pager") == [.forwarded, .claimedByChild])
    }

    @Test func viewPagerFlipsOnASwipeButNotOnAVerticalDrag() throws {
        try checkSwipeFlipsThePage(.viewPager(), thresholds: Thresholds(x: 16, y: 16))
        try checkSwipeFlipsThePage(.viewPager(slop: 24), thresholds: Thresholds(x: 24, y: 24))
        let drag = run(.viewPager(), Self.verticalDrag)
        // The list's 10 pt pan start comes before the 16 pt slop.
        #expect(drag.trace.outcomes(by: "pager") == [.forwarded, .claimedByChild])
    }

    @Test func viewPagerWithASmallSlopDeclinesAVerticalDragItself() throws {
        let drag = run(.viewPager(slop: 6), Self.verticalDrag)
        #expect(drag.layout.pager.contentOffset == .zero)
        let declined = try #require(drag.trace.decisions(by: "pager").first { $0.outcome == .declined })
        #expect(declined.rule == "viewpager")
        #expect(declined.thresholds == Thresholds(x: 6, y: 6))
        #expect(abs(declined.displacement.dy) > 6)
        #expect(drag.trace.outcomes(by: "pager") == [.forwarded, .declined])
        #expect(drag.layout.lists[0].contentOffset.y > 250)
    }

    @Test func gtkPanPagerFlipsOnASwipeButNotOnAVerticalDrag() throws {
        try checkSwipeFlipsThePage(.gtkPan(), thresholds: Thresholds(x: 8, y: 8))
        let drag = run(.gtkPan(), Self.verticalDrag)
        // GTK's 8 pt threshold comes before the list's pan start: the rule declines.
        #expect(drag.trace.outcomes(by: "pager") == [.forwarded, .declined])
        let declined = try #require(drag.trace.decisions(by: "pager").last)
        #expect(declined.rule == "gtk-pan")
        #expect(declined.thresholds == Thresholds(x: 8, y: 8))
        #expect(abs(declined.displacement.dy) > 8)
        #expect(declined.displacement.dx == 0)
    }

    @Test func aDiagonalDragIsDecidedDifferentlyByEachRule() {
        // 45° down-left: never horizontal enough for any rule.
        let diagonal = TouchScript.drag(from: Point(600, 100), to: Point(400, 300), duration: 0.4)
        for strategy in [DirectionStrategy.remorseful(), .viewPager(), .gtkPan()] {
            let result = run(strategy, diagonal)
            #expect(result.layout.pager.contentOffset == .zero, "\(strategy.name)")
            #expect(!result.trace.outcomes(by: "pager").contains(.takenOver), "\(strategy.name)")
            #expect(result.trace.exactlyOnceViolations.isEmpty, "\(strategy.name)")
        }
    }

    @Test func aShallowSwipeIsTakenOverByGTKAndViewPagerButNotByRemorseful() {
        // 300 pt sideways with 120 pt of drift: more than twice as horizontal, but
        // the finger is off the 4 pt band by the time it is 12 pt sideways.
        let shallow = TouchScript.swipe(from: Point(600, 200), to: Point(300, 320))
        let remorseful = run(.remorseful(), shallow, arbitration: .decideOnce)
        let viewPager = run(.viewPager(), shallow, arbitration: .decideOnce)
        let gtk = run(.gtkPan(), shallow, arbitration: .decideOnce)
        #expect(gtk.layout.currentPage == 1)
        #expect(viewPager.layout.currentPage == 1)
        #expect(remorseful.layout.currentPage == 0)
        #expect(!remorseful.trace.outcomes(by: "pager").contains(.takenOver))
        // The list declined it too: a dead gesture, and the trace says so.
        #expect(remorseful.trace.decisions(by: "list0").contains { $0.outcome == .declined })
        #expect(remorseful.trace.outcomes(by: "pager").last == .unclaimed)
        #expect(remorseful.trace.decisions(by: "pager").last?.rule == DecisionRule.deadGesture)
    }

    @Test func theDefaultTakesAShallowSwipeAsTheLastOneStanding() throws {
        let shallow = TouchScript.swipe(from: Point(600, 200), to: Point(300, 320))
        let result = run(.remorseful(), shallow)
        #expect(result.layout.currentPage == 1)
        let takeover = try #require(result.trace.decisions(by: "pager").first { $0.outcome == .takenOver })
        #expect(takeover.rule == DecisionRule.lastOneStanding)
        #expect(takeover.thresholds == Thresholds(x: 12, y: nil))
        #expect(abs(takeover.displacement.dx) > 12)
        #expect(!result.trace.outcomes(by: "pager").contains(.unclaimed))
        #expect(result.trace.exactlyOnceViolations.isEmpty)
    }
}

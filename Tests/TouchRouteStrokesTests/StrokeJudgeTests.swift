import Testing
import TouchRoute
import TouchRouteStrokes

@Suite struct StrokeJudgeTests {
    private let decideOnce = EvaluatedStrategy.standard.first { $0.name == "decide-once" }!

    /// `stroke` as a stroke of `band`, judged in a fresh default layout on its middle page.
    private func judge(
        _ script: TouchScript, as kind: StrokeBand.Kind, setup: MotionSetup? = nil, bound: Double? = nil,
        strategy: EvaluatedStrategy? = nil
    ) -> StrokeJudgment {
        let layout = LayoutUnderTest.standard()
        (strategy ?? decideOnce).apply(to: layout.window)
        let human = HumanStroke(band: StrokeBand(kind, bound: bound), path: script, setup: setup, seed: 0)
        return StrokeJudge.judge(human, at: .hz120, in: layout.window)
    }

    @Test func aHorizontalSwipeTurnsThePage() {
        let judgment = judge(.swipe(from: Point(600, 240), to: Point(200, 242)), as: .horizontalDrag)
        #expect(judgment.observed == ObservedOutcome(outcome: .page, takenOverBy: "pager"))
        #expect(judgment.isCorrect)
    }

    @Test func aVerticalDragScrollsTheList() {
        let judgment = judge(.drag(from: Point(400, 400), to: Point(402, 150), duration: 0.4), as: .verticalDrag)
        #expect(judgment.observed == ObservedOutcome(outcome: .scroll, takenOverBy: "list1"))
        #expect(judgment.isCorrect)
    }

    @Test func aTapTapsTheRowUnderIt() {
        let judgment = judge(.tap(at: Point(400, 96)), as: .stillTap)
        #expect(judgment.observed == ObservedOutcome(outcome: .tap, tapped: "list1.row1"))
        #expect(judgment.isCorrect)
    }

    @Test func aFingerOnAFastGlideOnlyStopsIt() {
        let flick = TouchScript.swipe(from: Point(400, 420), to: Point(400, 220), duration: 0.08)
        let judgment = judge(
            .tap(at: Point(400, 240)), as: .fingerOnGlide, setup: .glide(flick: flick, untilSlowerThan: 1000),
            bound: 600)
        #expect(judgment.observed == ObservedOutcome(outcome: .caught))
        #expect(judgment.isCorrect)
        let motion = try! #require(judgment.motion)
        #expect(motion.scrollView == "list1" && motion.isMoving)
        #expect(motion.speed > 600 && motion.speed < 1000)
    }

    @Test func aTwentyFiveDegreeDragIsDeadUnderDecideOnce() {
        // The list's pan fails (it went across first) and the 12/4 rule never passes.
        let judgment = judge(.drag(from: Point(300, 300), to: Point(500, 207), duration: 0.4), as: .horizontalDrag)
        #expect(judgment.observed == ObservedOutcome(outcome: .none))
        #expect(!judgment.isCorrect)
    }

    /// Below `ScrollView.tapThroughSpeed` the finger stops the glide and taps.
    @Test func aTapOnAnAlmostStillGlideStopsItAndTaps() {
        let flick = TouchScript.swipe(from: Point(400, 420), to: Point(400, 220), duration: 0.08)
        let judgment = judge(
            .tap(at: Point(400, 240)), as: .tapOnGlide, setup: .glide(flick: flick, untilSlowerThan: 20), bound: 20)
        #expect(judgment.motion!.speed < 20 && judgment.motion!.isMoving)
        #expect(judgment.observed.outcome == .tap)
        #expect(judgment.isCorrect)
    }

    @Test func theSpringBackIsWatchedUntilItIsNearRest() {
        let pull = TouchScript.drag(from: Point(400, 100), to: Point(400, 220), duration: 0.5)
        let judgment = judge(
            .tap(at: Point(400, 240)), as: .tapOnSpring, setup: .springBack(pull: pull, untilWithin: 0.8), bound: 0.8)
        let motion = try! #require(judgment.motion)
        #expect(motion.distanceFromRest <= 0.8 && motion.distanceFromRest > 0)
    }

    @Test func theEssayStealsADriftBackDragForThePager() {
        let driftBack = TouchScript.path([Point(400, 300), Point(402, 200), Point(384, 299)], duration: 1.6, rate: 120)
        let essay = EvaluatedStrategy.standard.first { $0.name == "essay" }!
        #expect(judge(driftBack, as: .driftBack, strategy: essay).observed.outcome == .page)
        #expect(judge(driftBack, as: .driftBack).observed.outcome == .scroll)
    }

    @Test func tapsAreAimedAtLeastEightPointsInsideTheRowUnderThem() {
        let layout = LayoutUnderTest.standard()
        // Rows are 64 pt tall from the top: 128 is the border of rows 1 and 2.
        let onBorder = TapAim.aimed(.tap(at: Point(400, 126)), in: layout.window)
        #expect(onBorder.fingers[0].samples[0].location == Point(400, 120))
        let nearTop = TapAim.aimed(.tap(at: Point(400, 131)), in: layout.window)
        #expect(nearTop.fingers[0].samples[0].location == Point(400, 136))
        let inside = TouchScript.tap(at: Point(400, 150))
        #expect(TapAim.aimed(inside, in: layout.window) == inside)
    }

    @Test func aStrategyConfiguresEveryPager() {
        let layout = LayoutUnderTest.standard()
        let gtk = EvaluatedStrategy.standard.first { $0.name == "gtk-pan" }!
        #expect(gtk.apply(to: layout.window) == 1)
        let pager = layout.window.subviews[0] as! RemorsefulScrollView
        #expect(pager.strategy == .gtkPan() && pager.arbitration == .decideOnce)
        #expect(pager.contentOffset == Point(800, 0))
    }
}

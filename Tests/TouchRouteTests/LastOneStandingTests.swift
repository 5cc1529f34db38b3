import Testing
import TouchRoute
import TouchRouteTesting

/// `Arbitration.lastOneStanding`: a gesture every descendant declined goes to
/// the ancestor that can scroll along it, instead of dying.
@Suite struct LastOneStandingTests {
    /// Touch down at (600, 200), then move `steps` times by `step`, 1/120 s
    /// apart, without lifting. Returns the time of the last move.
    @discardableResult
    private func move(_ window: Window, by step: Vector, steps: Int, from start: Point = Point(600, 200)) -> Double {
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: start)]))
        var location = start
        for index in 1...steps {
            location = location + step
            window.handle(
                TouchFrame(
                    timestamp: 1 + Double(index) / 120,
                    contacts: [Contact(id: 0, phase: .moved, location: location)]))
        }
        return 1 + Double(steps) / 120
    }

    /// 25° off horizontal, 5 pt sideways a report.
    private static let step25 = Vector(dx: -5, dy: 2.33)

    @Test func aTwentyFiveDegreeSwipeIsTheLastOneStandingsWithNoJump() throws {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        move(layout.window, by: Self.step25, steps: 3)  // dx −15, dy 7: the list declined at dx −10
        let takeover = try #require(trace.decisions(by: "pager").first { $0.outcome == .takenOver })
        #expect(takeover.rule == DecisionRule.lastOneStanding)
        // Where the path passed 12 pt along, between the reports at −10 and −15.
        #expect(abs(takeover.displacement.dx + 12) < 1e-6)
        #expect(trace.decisions(by: "list0").map(\.outcome) == [.declined])  // the row still waits for the delay
        // Taken from where the finger was then: the page has moved only the
        // 3 pt since (no jump)...
        #expect(abs(layout.pager.contentOffset.x - 3) < 1e-6 && layout.pager.contentOffset.y == 0)
        #expect(trace.phases(receivedBy: "list0").last == .cancelled)
        // ...and from then on follows the finger point for point.
        layout.window.handle(
            TouchFrame(timestamp: 1.04, contacts: [Contact(id: 0, phase: .moved, location: Point(575, 211.65))]))
        #expect(abs(layout.pager.contentOffset.x - 13) < 1e-6)
        #expect(layout.pager.contentOffset.y == 0)
    }

    @Test func theEssaysRuleAloneLeavesItDeadAndTheTraceSaysSo() {
        let layout = DefaultLayout()
        layout.pager.arbitration = .decideOnce
        let trace = TraceRecorder(layout.window)
        layout.window.play(.swipe(from: Point(600, 200), to: Point(300, 340), duration: 0.2))
        #expect(layout.pager.contentOffset == .zero)
        #expect(layout.lists[0].contentOffset == .zero)
        let dead = trace.decisions(by: "pager").last
        #expect(dead?.outcome == .unclaimed)
        #expect(dead?.rule == DecisionRule.deadGesture)
        #expect(abs(dead?.displacement.dx ?? 0) == 300)
    }

    @Test func aVerticalDragTwentyFiveDegreesOffStaysWithTheList() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(.drag(from: Point(400, 400), to: Point(470, 250), duration: 0.4))
        #expect(layout.pager.contentOffset == .zero)
        #expect(layout.lists[0].contentOffset.y > 100)
        #expect(trace.outcomes(by: "pager") == [.forwarded, .claimedByChild])
    }

    @Test func aControlUnderTheFingerIsNeverTakenFrom() {
        let window = Window(size: Size(400, 300))
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        pager.contentSize = Size(800, 300)
        pager.addSubview(Control(name: "slider", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
        window.addSubview(pager)
        window.play(.swipe(from: Point(300, 100), to: Point(100, 200)))
        #expect(pager.contentOffset == .zero)
    }

    /// Rules take the axis: the same pager class turned a quarter pages
    /// vertically, by the 12/4 rule applied along y.
    @Test func aVerticalPagerAppliesTheRuleAlongItsAxis() throws {
        let window = Window(size: Size(300, 400))
        let pager = RemorsefulScrollView(name: "stories", frame: Rect(x: 0, y: 0, width: 300, height: 400))
        pager.contentSize = Size(300, 1200)
        pager.isPagingEnabled = true
        pager.arbitration = .decideOnce
        for index in 0..<3 {
            pager.addSubview(
                TapView(name: "story\(index)", frame: Rect(x: 0, y: 400 * Double(index), width: 300, height: 400)))
        }
        window.addSubview(pager)
        let trace = TraceRecorder(window)
        window.play(.swipe(from: Point(150, 300), to: Point(152, 100)))
        #expect(pager.contentOffset == Point(0, 400))
        let takeover = try #require(trace.decisions(by: "stories").first { $0.outcome == .takenOver })
        #expect(takeover.rule == "remorseful")
        #expect(abs(takeover.displacement.dy) > 12 && abs(takeover.displacement.dx) < 4)
        window.play(.swipe(from: Point(250, 200), to: Point(50, 202)))
        #expect(pager.contentOffset == Point(0, 400))
    }

    /// A pager written outside the module: a plain scroll view configured with
    /// the 12/4 rule and a toolkit's own rule.
    @Test func aToolkitsOwnRuleConfiguresAPlainScrollView() {
        var asked: [Axis] = []
        let steep = CustomDirectionRule(name: "steep", thresholds: Thresholds(x: 20, y: nil)) { d, axis in
            asked.append(axis)
            let along = abs(d[axis])
            let across = abs(d[axis.cross])
            if along > 20, along > 3 * across { return .takeOver }
            return across > 20 ? .decline : .undecided
        }
        let window = Window(size: Size(400, 300))
        let carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        carousel.contentSize = Size(1200, 300)
        carousel.delaysContentTouches = false
        carousel.arbitrationPolicy = .forwardThenTakeOver(.custom(steep), arbitration: .decideOnce)
        carousel.addSubview(TapView(name: "card", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
        window.addSubview(carousel)
        let trace = TraceRecorder(window)
        window.play(.drag(from: Point(300, 150), to: Point(100, 160), duration: 0.3), settling: false)
        #expect(carousel.contentOffset.x == 200)
        #expect(asked.allSatisfy { $0 == .horizontal } && !asked.isEmpty)
        #expect(trace.decisions(by: "carousel").contains { $0.rule == "steep" && $0.outcome == .takenOver })
        #expect(DirectionStrategy.custom(steep).thresholds == Thresholds(x: 20, y: nil))
        #expect(DirectionStrategy.custom(steep) != .custom(CustomDirectionRule(name: "steep") { _, _ in .undecided }))
    }

    /// The names a toolkit's rule may not take: every name the trace already uses.
    @Test func theBuiltInRuleNamesAreAllReserved() {
        let names = DecisionRule.builtInNames
        #expect(names.count == 23)
        for name in [
            "pan", "last-one-standing", "recognizer", "dead-gesture", "caught-motion", "immediate", "palm",
            "lost-events", "input", "remorseful", "viewpager", "gtk-pan", "pinch", "container",
        ] {
            #expect(names.contains(DecisionRule(rawValue: name)), "\(name)")
        }
    }

    @Test func tapsAndScrollsAreNeverUnclaimed() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(.tap(at: Point(300, 100)))
        layout.window.play(.path([Point(300, 100), Point(306, 104)], duration: 0.1))  // a tap that slides 7 pt
        layout.window.play(.drag(from: Point(300, 400), to: Point(300, 100)))
        layout.window.play(.swipe(from: Point(600, 200), to: Point(300, 202)))
        #expect(!trace.decisions.contains { $0.outcome == .unclaimed })
        #expect((layout.lists[0].subviews[1] as! TapView).tapCount == 2)
    }

    /// A vertical pager inside a horizontal one: the inner rule (12/4 along y)
    /// never declines, but a 25° horizontal swipe goes further across its axis
    /// than along it, so it yields, and the outer pager is the last one standing.
    @Test func aNestedPagerThatNeverDeclinesStillYieldsAMoveAcrossIt() throws {
        let window = Window(size: Size(400, 300))
        let outer = RemorsefulScrollView(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        outer.contentSize = Size(800, 300)
        outer.isPagingEnabled = true
        let stories = RemorsefulScrollView(name: "stories", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        stories.contentSize = Size(400, 900)
        stories.isPagingEnabled = true
        stories.addSubview(TapView(name: "story", frame: Rect(x: 0, y: 0, width: 400, height: 900)))
        outer.addSubview(stories)
        window.addSubview(outer)
        let trace = TraceRecorder(window)
        // A vertical swipe is the inner pager's own (its rule along y).
        window.play(.swipe(from: Point(200, 250), to: Point(207, 50), duration: 0.2))
        #expect(stories.contentOffset == Point(0, 300))
        #expect(outer.contentOffset == .zero)
        // A 25° horizontal one is the outer pager's, as the last one standing.
        window.play(.swipe(from: Point(300, 100), to: Point(100, 193), duration: 0.2))
        #expect(outer.contentOffset == Point(400, 0))
        #expect(stories.contentOffset == Point(0, 300))
        let takeover = try #require(trace.decisions(by: "outer").first { $0.outcome == .takenOver })
        #expect(takeover.rule == DecisionRule.lastOneStanding)
    }

    /// A tap view that allows a long slide keeps its touch until the finger
    /// strays out of its slop: the last one standing never cancels a tap.
    @Test func aWideSlopTapIsNeverTakenFrom() {
        let window = Window(size: Size(400, 300))
        let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        pager.contentSize = Size(800, 300)
        let key = TapView(name: "key", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        key.tapSlop = 30
        pager.addSubview(key)
        window.addSubview(pager)
        window.play(.path([Point(200, 100), Point(180, 108)], duration: 0.1))  // 21.5 pt at 22°
        #expect(key.tapCount == 1)
        #expect(pager.contentOffset == .zero)
        window.play(.path([Point(200, 100), Point(150, 120)], duration: 0.1))  // past the slop: the pager's
        #expect(key.tapCount == 1)
        #expect(pager.contentOffset.x > 0)
    }
}

import Testing
import TouchRoute
import TouchRouteTesting

/// A 400x300 vertical list of 20 rows of 60 pt in a window.
private struct ListFixture {
    let window = Window(size: Size(400, 300))
    let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let rows: [TapView]
    let trace: TraceRecorder

    init(makeRow: (String, Rect) -> TapView = TapView.init) {
        list.contentSize = Size(400, 1200)
        rows = (0..<20).map { makeRow("row\($0)", Rect(x: 0, y: 60 * Double($0), width: 400, height: 60)) }
        rows.forEach(list.addSubview)
        window.addSubview(list)
        trace = TraceRecorder(window)
    }

    func frame(_ time: Double, _ phase: TouchPhase, _ point: Point, id: Int = 0) {
        window.handle(TouchFrame(timestamp: time, contacts: [Contact(id: id, phase: phase, location: point)]))
    }
}

@Suite struct ScrollViewTests {
    @Test func aStillTouchReachesTheContentAfter150ms() {
        let f = ListFixture()
        f.frame(1, .began, Point(100, 100))
        #expect(f.trace.phases(receivedBy: "row1").isEmpty)
        f.window.advanceTime(to: 1.149)
        #expect(f.trace.phases(receivedBy: "row1").isEmpty)
        f.window.advanceTime(to: 1.2)
        #expect(f.trace.phases(receivedBy: "row1") == [.began])
        #expect(f.trace.deliveries.first { $0.view.name == "row1" }?.time == 1.15)
        #expect(f.trace.decisions(by: "list").map(\.rule) == ["delay"])
    }

    @Test func aSignificantMoveWithin150msScrollsAndTheContentNeverSeesTheTouch() {
        let f = ListFixture()
        f.frame(1, .began, Point(100, 200))
        f.frame(1.05, .moved, Point(100, 185))  // 15 pt up: past the 10 pt pan start
        f.frame(1.1, .moved, Point(100, 150))
        f.window.advanceTime(to: 1.3)
        f.frame(1.35, .ended, Point(100, 150))
        // From where the pan started, no jump: where the path crossed 10 pt,
        // between the reports at 0 and 15 pt.
        #expect(abs(f.list.contentOffset.y - 40) < 1e-6)
        #expect(f.trace.viewsReached == ["list"])
        #expect(f.trace.outcomes(by: "list") == [.takenOver])
    }

    @Test func aQuickTapBeforeTheDelayIsDeliveredBeganThenEnded() {
        let f = ListFixture()
        f.frame(1, .began, Point(100, 100))
        f.frame(1.06, .ended, Point(100, 100))
        #expect(f.trace.phases(receivedBy: "row1") == [.began, .ended])
        #expect(f.rows[1].tapCount == 1)
        f.window.advanceTime(to: 2)  // the cancelled timer must not deliver again
        #expect(f.trace.phases(receivedBy: "row1") == [.began, .ended])
    }

    @Test func aLaterScrollCancelsTheContentsTouch() {
        let f = ListFixture()
        f.frame(1, .began, Point(100, 200))
        f.frame(1.2, .stationary, Point(100, 200))
        #expect(f.rows[3].isHighlighted)
        f.frame(1.25, .moved, Point(100, 170))
        // The row hears the move first (a nested scroll view could claim it), then the cancel.
        #expect(f.trace.phases(receivedBy: "row3") == [.began, .moved, .cancelled])
        #expect(!f.rows[3].isHighlighted)
        #expect(f.list.isDragging)
        #expect(f.trace.outcomes(by: "list") == [.forwarded, .takenOver, .cancelled])
        f.frame(1.3, .ended, Point(100, 150))
        #expect(f.rows[3].tapCount == 0)
        #expect(f.trace.phases(receivedBy: "row3") == [.began, .moved, .cancelled])
    }

    /// Content that may not be cancelled keeps a touch that then drags: the
    /// list does not scroll. Either the list cannot cancel content touches at
    /// all, or the content is a control.
    @Test(arguments: ["canCancelContentTouches off", "control"])
    func contentThatMayNotBeCancelledKeepsTheTouch(reason: String) {
        let f = reason == "control" ? ListFixture(makeRow: Control.init) : ListFixture()
        if reason == "control" {
            #expect(!f.list.touchesShouldCancel(in: f.rows[0]))
        } else {
            f.list.canCancelContentTouches = false
        }
        f.frame(1, .began, Point(100, 200))
        f.window.advanceTime(to: 1.2)
        f.frame(1.25, .moved, Point(100, 100))
        f.frame(1.3, .ended, Point(100, 100))
        #expect(f.list.contentOffset == .zero)
        // The move at the pan start, where the list tried to take over, then the report.
        #expect(f.trace.phases(receivedBy: "row3") == [.began, .moved, .moved, .ended])
        let decisions = f.trace.decisions(by: "list")
        #expect(decisions.last { $0.outcome != .unclaimed }?.rule == DecisionRule.touchesShouldCancel)
        // A control counts any lift inside as a tap; a plain row, 100 pt from
        // where it landed, cannot: nothing used that drag.
        #expect(decisions.contains { $0.outcome == .unclaimed } == (reason != "control"))
    }

    @Test func touchesShouldCancelCanBeOverridden() {
        final class Greedy: ScrollView {
            override func touchesShouldCancel(in contentView: View) -> Bool { true }
        }
        let window = Window(size: Size(400, 300))
        let list = Greedy(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.contentSize = Size(400, 1200)
        list.addSubview(Control(name: "button", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
        window.addSubview(list)
        let trace = TraceRecorder(window)
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(100, 200))]))
        window.handle(TouchFrame(timestamp: 1.2, contacts: [Contact(id: 0, phase: .moved, location: Point(100, 150))]))
        window.handle(TouchFrame(timestamp: 1.3, contacts: [Contact(id: 0, phase: .ended, location: Point(100, 150))]))
        #expect(trace.phases(receivedBy: "button") == [.began, .moved, .cancelled])
        #expect(trace.outcomes(by: "list") == [.forwarded, .takenOver, .cancelled])
    }

    @Test func touchesShouldBeginCanWithholdTheContent() {
        final class Picky: ScrollView {
            override func touchesShouldBegin(_ touches: TouchSet, with event: TouchEvent, in contentView: View) -> Bool
            {
                contentView.name != "row1"
            }
        }
        let window = Window(size: Size(400, 300))
        let list = Picky(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.contentSize = Size(400, 1200)
        for index in 0..<3 {
            list.addSubview(
                TapView(name: "row\(index)", frame: Rect(x: 0, y: 60 * Double(index), width: 400, height: 60)))
        }
        window.addSubview(list)
        let trace = TraceRecorder(window)
        window.play(.tap(at: Point(100, 90)))
        window.play(.tap(at: Point(100, 150)))
        #expect(trace.phases(receivedBy: "row1").isEmpty)
        #expect(trace.phases(receivedBy: "row2") == [.began, .ended])
        #expect(trace.outcomes(by: "list").first == .withheld)
    }

    @Test func withoutDelaysContentTouchesTheContentGetsTheTouchAtOnce() {
        let f = ListFixture()
        f.list.delaysContentTouches = false
        f.frame(1, .began, Point(100, 100))
        #expect(f.trace.phases(receivedBy: "row1") == [.began])
        #expect(f.trace.decisions(by: "list").first?.rule == "immediate")
    }

    @Test func thePanStartThresholdIsConfigurable() {
        let f = ListFixture()
        f.list.panStartThreshold = 30
        f.frame(1, .began, Point(100, 200))
        f.frame(1.05, .moved, Point(100, 175))  // 25 pt: under 30
        #expect(!f.list.isDragging)
        f.frame(1.1, .moved, Point(100, 165))  // 35 pt
        #expect(f.list.isDragging)
        #expect(f.trace.decisions(by: "list").last?.thresholds == Thresholds(x: 30, y: 30))
    }

    @Test func aMoveAcrossTheScrollAxisFailsThePanForGoodWithoutReconsidering() {
        let f = ListFixture()
        f.list.arbitrationPolicy.lastOneStanding.reconsidersDeclines = false
        f.frame(1, .began, Point(100, 200))
        f.frame(1.05, .moved, Point(115, 202))  // sideways first
        f.frame(1.1, .moved, Point(115, 120))  // then down: too late for this gesture
        f.frame(1.3, .ended, Point(115, 120))
        #expect(f.list.contentOffset == .zero)
        #expect(f.trace.outcomes(by: "list").first == .declined)
        #expect(f.trace.phases(receivedBy: "row3") == [.began, .ended])
    }

    /// By default the list takes the drag back once its path from touch-down
    /// goes more up than across: nobody else wanted it. From where the
    /// finger is then (no jump); the row, still waiting for the content
    /// delay, never hears of the touch.
    @Test func aMoveAcrossTheScrollAxisIsReconsideredWhenThePathTurns() throws {
        let f = ListFixture()
        f.frame(1, .began, Point(100, 200))
        f.frame(1.05, .moved, Point(115, 202))  // sideways first
        f.frame(1.1, .moved, Point(115, 120))  // then up
        #expect(f.trace.outcomes(by: "list") == [.declined, .takenOver])
        let taken = try #require(f.trace.decisions(by: "list").last)
        #expect(taken.rule == DecisionRule.reconsidered)
        // On the path, where it passed 15 pt up (more than across) from touch-down.
        #expect(abs(taken.displacement.dy + 15) < 1e-6)
        #expect(abs(f.list.contentOffset.y - 65) < 1e-6)
        f.frame(1.3, .ended, Point(115, 120))
        #expect(f.trace.phases(receivedBy: "row3") == [])
    }

    @Test func draggingIsClampedToTheContent() {
        let f = ListFixture()
        f.window.play(.drag(from: Point(100, 50), to: Point(100, 290), duration: 0.3))
        #expect(f.list.contentOffset == .zero)  // cannot pull the top down without bounce
        f.window.play(.drag(from: Point(100, 290), to: Point(100, -2000), duration: 0.3))
        #expect(f.list.contentOffset.y == 900)
        f.list.contentInset = EdgeInsets(top: 20, bottom: 40)
        f.window.play(.drag(from: Point(100, 10), to: Point(100, -2000), duration: 0.3))
        #expect(f.list.contentOffset.y == 940)
    }

    @Test func directionalLockKeepsADragOnItsStartingAxis() {
        for locked in [false, true] {
            let window = Window(size: Size(400, 300))
            let map = ScrollView(name: "map", frame: Rect(x: 0, y: 0, width: 400, height: 300))
            map.contentSize = Size(2000, 2000)
            map.contentOffset = Point(500, 500)
            map.isDirectionalLockEnabled = locked
            window.addSubview(map)
            window.play(.drag(from: Point(200, 250), to: Point(230, 50), duration: 0.3))
            #expect(map.contentOffset.y > 600)
            #expect((map.contentOffset.x == 500) == locked, "locked: \(locked)")
        }
    }

    @Test func pagingSettlesOnTheNearestPageOrFlipsOnAFlick() {
        let window = Window(size: Size(400, 300))
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        pager.contentSize = Size(1600, 300)
        pager.isPagingEnabled = true
        window.addSubview(pager)
        // Slow, 150 pt: less than half a page, and the finger stops before lifting.
        window.play(.path([Point(300, 100), Point(150, 100), Point(150, 100)], duration: 1.5))
        #expect(pager.contentOffset.x == 0)
        // Slow, 250 pt: more than half a page.
        window.play(.path([Point(350, 100), Point(100, 100), Point(100, 100)], duration: 1.5))
        #expect(pager.contentOffset.x == 400)
        // A quick 60 pt flick flips exactly one page.
        window.play(.swipe(from: Point(300, 100), to: Point(240, 100), duration: 0.05))
        #expect(pager.contentOffset.x == 800)
        // A flick back from the last page goes back one page.
        window.play(.swipe(from: Point(100, 100), to: Point(160, 100), duration: 0.05))
        #expect(pager.contentOffset.x == 400)
    }

    @Test func theDelegateHearsDragsAndScrolls() {
        final class Log: ScrollViewDelegate {
            var events: [String] = []
            func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("begin") }
            func scrollViewDidScroll(_ scrollView: ScrollView) {
                if events.last != "scroll" { events.append("scroll") }
            }
            func scrollViewDidEndDragging(_ scrollView: ScrollView, velocity: Vector) {
                events.append(velocity.dy < -100 ? "end(up)" : "end")
            }
            func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("stopped gliding") }
            func scrollViewDidEndScrolling(_ scrollView: ScrollView) { events.append("at rest") }
        }
        let f = ListFixture()
        let log = Log()
        f.list.delegate = log
        f.window.play(.swipe(from: Point(100, 250), to: Point(100, 50)))
        // The flick glides on after the lift, then comes to rest.
        #expect(log.events == ["begin", "scroll", "end(up)", "scroll", "stopped gliding", "at rest"])
    }

    @Test func aSecondFingerTakesOverTheDragWithoutAJump() {
        let f = ListFixture()
        f.frame(1, .began, Point(100, 250))
        f.frame(1.02, .moved, Point(100, 200))
        let offsetBefore = f.list.contentOffset.y
        f.frame(1.03, .began, Point(200, 250), id: 1)
        f.frame(1.04, .ended, Point(100, 200))
        #expect(f.list.contentOffset.y == offsetBefore)
        f.frame(1.05, .moved, Point(200, 230), id: 1)
        #expect(f.list.contentOffset.y == offsetBefore + 20)
        f.frame(1.06, .ended, Point(200, 230), id: 1)
        #expect(!f.list.isTracking)
    }
}

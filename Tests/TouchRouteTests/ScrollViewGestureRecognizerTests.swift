import Testing
import TouchRouteTesting

@testable import TouchRoute

/// A scroll view's pan and pinch as recognizers: the recipes UIKit users
/// know (swipe-to-delete in a pager, an edge pan over a pager, a pan that
/// recognizes with a list's), a requirement on a scroll view's pan, the
/// trace of their transitions, and that a scroll view whose recognizers
/// nobody made decides exactly as before.
@Suite struct ScrollViewGestureRecognizerTests {
    /// The default layout with a left swipe, `delete`, on the first list,
    /// its transitions logged with the pager's pan's.
    private final class SwipeToDelete {
        let layout = DefaultLayout()
        let trace: TraceRecorder
        let delete: SwipeGestureRecognizer
        var log: [String] = []
        let legality = TransitionLegality()

        init(pagerWaits: Bool) {
            trace = TraceRecorder(layout.window)
            let list = layout.lists[0]
            let pager = layout.pager
            guard pagerWaits else {
                delete = SwipeGestureRecognizer(name: "delete")
                delete.direction = .left
                list.addGestureRecognizer(delete)
                watch(delete)
                return
            }
            // README: swipe-to-delete
            let delete = SwipeGestureRecognizer(name: "delete")
            delete.direction = .left
            list.addGestureRecognizer(delete)
            pager.panGestureRecognizer.require(toFail: delete)
            // README: end
            self.delete = delete
            watch(delete)
            watch(pager.panGestureRecognizer)
        }

        func watch(_ recognizer: GestureRecognizer) {
            recognizer.onStateChange = { [unowned self] recognizer in
                legality.check(recognizer)
                log.append("\(recognizer.name) \(recognizer.state.rawValue)")
            }
        }

        /// The row's middle: y 3 × 64 + 32.
        static let row = Point(600, 3 * DefaultLayout.rowHeight + 32)
    }

    @Test func aQuickSwipeOnARowDeletesItWhileThePagersPanWaitsForItToFail() {
        let fixture = SwipeToDelete(pagerWaits: true)
        // 200 pt left in 0.15 s: past the pager's 12 pt long before the
        // swipe's 30 pt, at 1,333 pt/s.
        fixture.layout.window.play(.swipe(from: SwipeToDelete.row, to: Point(400, SwipeToDelete.row.y)))
        // The swipe's action runs once it has won: the pan has failed by then.
        #expect(fixture.log == ["pager.pan failed", "delete recognized"])
        #expect(fixture.layout.pager.contentOffset == .zero, "the page did not turn")
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
        #expect(fixture.legality.illegal.isEmpty)
    }

    @Test func withoutTheRequirementThePagerTakesTheSwipeFirst() {
        let fixture = SwipeToDelete(pagerWaits: false)
        fixture.layout.window.play(.swipe(from: SwipeToDelete.row, to: Point(400, SwipeToDelete.row.y)))
        #expect(fixture.log == ["delete failed"], "the pager's drag fails the swipe at 12 pt")
        #expect(fixture.layout.pager.contentOffset.x > 0, "the page turned")
    }

    @Test func aSlowDragTurnsThePageOnceTheSwipeHasFailed() {
        let fixture = SwipeToDelete(pagerWaits: true)
        // 500 pt in 2 s, 250 pt/s: too slow for a swipe, which fails at 30 pt
        // and lets the pager's pan begin, with the content caught up with
        // the finger (the remorseful pager drags from touch-down).
        fixture.layout.window.play(.drag(from: SwipeToDelete.row, to: Point(100, SwipeToDelete.row.y), duration: 2))
        #expect(fixture.log.first == "delete failed")
        #expect(fixture.log.dropFirst().first == "pager.pan began")
        #expect(fixture.log.last == "pager.pan ended")
        #expect(fixture.layout.currentPage == 1)
        let takeOver = fixture.trace.decisions.first { $0.view === fixture.layout.pager && $0.outcome == .takenOver }
        #expect((takeOver?.displacement.dx ?? 0) <= -SwipeGestureRecognizer.standardMinimumDistance)
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
        #expect(fixture.legality.illegal.isEmpty)
    }

    @Test func aVerticalDragOnTheRowScrollsTheListAndFailsBoth() {
        let fixture = SwipeToDelete(pagerWaits: true)
        fixture.layout.window.play(.drag(from: SwipeToDelete.row, to: Point(600, 40), duration: 0.4))
        #expect(fixture.layout.lists[0].contentOffset.y > 0)
        #expect(Set(fixture.log) == ["delete failed", "pager.pan failed"])
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
    }

    /// An edge pan on the window, and the pager's pan waiting for it to fail,
    /// with the pager on its middle page.
    private static func edgePanOverPager() -> (DefaultLayout, ScreenEdgePanGestureRecognizer, TraceRecorder) {
        let layout = DefaultLayout()
        layout.show(page: 1)
        let back = ScreenEdgePanGestureRecognizer(name: "back")
        back.edges = .left
        layout.window.addGestureRecognizer(back)
        layout.pager.panGestureRecognizer.require(toFail: back)
        return (layout, back, TraceRecorder(layout.window))
    }

    @Test func aDragFromTheLeftEdgeGoesBackRatherThanTurningThePage() {
        let (layout, back, trace) = Self.edgePanOverPager()
        var states: [GestureRecognizerState] = []
        back.onStateChange = { states.append($0.state) }
        layout.window.play(.drag(from: Point(4, 200), to: Point(400, 200), duration: 0.4))
        #expect(states.first == .began && states.last == .ended)
        #expect(layout.currentPage == 1, "the pager stayed")
        #expect(layout.pager.contentOffset.x == layout.pager.bounds.width)
        let pan = trace.gestureChanges.filter { $0.recognizer === layout.pager.panGestureRecognizer }
        #expect(pan.map(\.state) == [.failed])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aDragAwayFromTheEdgeTurnsThePage() {
        let (layout, _, trace) = Self.edgePanOverPager()
        layout.window.play(.drag(from: Point(300, 200), to: Point(700, 200), duration: 0.4))
        #expect(layout.currentPage == 0)
        let pan = trace.gestureChanges.filter { $0.recognizer === layout.pager.panGestureRecognizer }.map(\.state)
        #expect(pan.first == .began && pan.last == .ended && pan.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aPanRecognizerMayRecognizeTogetherWithAListsPan() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let sketch = PanGestureRecognizer(name: "sketch")
        let listPan = layout.lists[0].panGestureRecognizer
        sketch.shouldRecognizeSimultaneously = { $1 === listPan }
        let list = layout.lists[0]
        list.addGestureRecognizer(sketch)
        layout.window.play(.drag(from: Point(400, 400), to: Point(400, 100), duration: 0.4))
        #expect(list.contentOffset.y > 0, "the list scrolled")
        let states = { (recognizer: GestureRecognizer) in
            trace.gestureChanges.filter { $0.recognizer === recognizer }.map(\.state)
        }
        #expect(states(sketch).first == .began && states(sketch).last == .ended)
        #expect(states(list.panGestureRecognizer).first == .began && states(list.panGestureRecognizer).last == .ended)
        #expect(!trace.decisions.contains { $0.outcome == .claimedByRecognizer && $0.view === list })
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func withoutTheRuleThePanRecognizerTakesTheDragFromTheList() {
        let layout = DefaultLayout()
        let sketch = PanGestureRecognizer(name: "sketch")
        let list = layout.lists[0]
        _ = list.panGestureRecognizer
        list.addGestureRecognizer(sketch)
        var began = 0
        sketch.onStateChange = { if $0.state == .began { began += 1 } }
        layout.window.play(.drag(from: Point(400, 400), to: Point(400, 100), duration: 0.4))
        // Whichever begins first wins: the pan recognizer's threshold and the
        // list's pan start are both 10 pt, and the recognizers hear a move
        // before the views.
        #expect(began == 1)
        #expect(list.contentOffset.y == 0)
        #expect(list.panGestureRecognizer.state == .possible, "reset after failing")
    }

    @Test func aRowsTapWaitsForTheListsPanToFail() {
        let layout = DefaultLayout()
        let list = layout.lists[0]
        let tap = TapGestureRecognizer(name: "open")
        tap.require(toFail: list.panGestureRecognizer)
        var heard: [GestureRecognizerState] = []
        tap.onStateChange = { heard.append($0.state) }
        list.subviews[2].addGestureRecognizer(tap)
        layout.window.play(.tap(at: Point(400, 2 * DefaultLayout.rowHeight + 30)))
        #expect(heard == [.recognized], "the list's pan failed as the finger lifted")
        layout.window.play(.drag(from: Point(400, 2 * DefaultLayout.rowHeight + 30), to: Point(400, 20), duration: 0.3))
        #expect(heard == [.recognized, .failed], "the list's pan began and failed the tap")
    }

    @Test func aListsPanGoesThroughItsStatesInTheTrace() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let pan = layout.lists[0].panGestureRecognizer
        #expect(pan.name == "list0.pan" && pan.kind == .pan)
        #expect(layout.lists[0].gestureRecognizers.first === pan)
        layout.window.play(.drag(from: Point(400, 400), to: Point(400, 100), duration: 0.3))
        let changes = trace.gestureChanges.filter { $0.recognizer === pan }
        #expect(changes.first?.state == .began)
        #expect(changes.last?.state == .ended)
        #expect(changes.dropFirst().dropLast().allSatisfy { $0.state == .changed })
        #expect((changes.last?.values.translation?.dy ?? 0) < -250)
        // The pager's pan, never made, leaves no record.
        #expect(trace.gestureChanges.allSatisfy { $0.recognizer === pan })
    }

    @Test func aDisabledPanKeepsTheListFromScrolling() {
        let layout = DefaultLayout()
        layout.lists[0].panGestureRecognizer.isEnabled = false
        let trace = TraceRecorder(layout.window)
        layout.window.play(.drag(from: Point(400, 400), to: Point(400, 100), duration: 0.3))
        #expect(layout.lists[0].contentOffset.y == 0)
        #expect(
            trace.decisions.contains {
                $0.view === layout.lists[0] && $0.outcome == .declined && $0.rule == .recognizer
            })
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aLayoutWhosePansNobodyMadeRoutesAsBefore() {
        func run(makingPans: Bool) -> [String] {
            let layout = DefaultLayout()
            let trace = TraceRecorder(layout.window)
            // A recognizer in the window, so its touches go through the arena.
            let tap = TapGestureRecognizer(name: "tap")
            layout.lists[1].subviews[0].addGestureRecognizer(tap)
            if makingPans { _ = layout.pager.panGestureRecognizer }
            layout.window.play(.drag(from: Point(600, 200), to: Point(100, 230), duration: 0.3))
            layout.window.play(.drag(from: Point(400, 400), to: Point(400, 100), duration: 0.3))
            return trace.decisions.map { "\($0.view.name) \($0.outcome.rawValue) \($0.rule)" }
                + trace.scrolls.map { "\($0.view.name) \($0.offset)" }
        }
        #expect(run(makingPans: true) == run(makingPans: false), "a pan with no relationship decides nothing")
    }

    @Test func aScrollViewsOwnRecognizerStaysOnItsView() {
        let list = ScrollView(name: "list")
        let pan = list.panGestureRecognizer
        View(name: "other").removeGestureRecognizer(pan)
        list.removeGestureRecognizer(pan)
        #expect(pan.view === list && list.gestureRecognizers.count == 1)
        #expect(list.pinchGestureRecognizer.name == "list.pinch")
        #expect(list.gestureRecognizers.map(\.name) == ["list.pan", "list.pinch"])
    }

    @Test func aPhotosPinchBeginsChangesAndEndsWithItsScale() {
        let window = Window(size: Size(400, 300))
        let photo = makePhoto()
        window.addSubview(photo)
        let trace = TraceRecorder(window)
        let pinch = photo.pinchGestureRecognizer
        var script = FingerScript(window)
        script.move(from: [Point(150, 150), Point(250, 150)], to: [Point(100, 150), Point(300, 150)])
        script.settle()
        let changes = trace.gestureChanges.filter { $0.recognizer === pinch }
        #expect(changes.first?.state == .began)
        #expect(changes.last?.state == .ended)
        // 100 pt apart to 200, measured from where the span first passed the slop.
        #expect(photo.zoomScale > 1.5)
        let scale = changes.dropLast().last?.values.scale ?? 0
        #expect(abs(scale - photo.zoomScale) < 1e-9, "the scale since the pinch began, from 1")
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aPinchThatWaitsForARotationNeverZoomsWhileTheRotationMayBegin() {
        let window = Window(size: Size(400, 300))
        let photo = makePhoto()
        window.addSubview(photo)
        let trace = TraceRecorder(window)
        let turn = RotationGestureRecognizer(name: "turn")
        turn.rotationThreshold = .pi / 8
        photo.addGestureRecognizer(turn)
        photo.pinchGestureRecognizer.require(toFail: turn)
        var script = FingerScript(window)
        // Turning a quarter: the rotation begins, and the pinch never does.
        script.move(from: [Point(150, 150), Point(250, 150)], to: [Point(200, 100), Point(200, 200)])
        script.settle()
        #expect(photo.zoomScale == 1)
        #expect(photo.pinchGestureRecognizer.state == .possible)
        // Spreading without turning: the rotation may begin until the fingers
        // lift, so the pinch waits the whole gesture, as UIKit's would.
        script.move(from: [Point(150, 150), Point(250, 150)], to: [Point(100, 150), Point(300, 150)])
        script.settle()
        #expect(photo.zoomScale == 1, "held back while the rotation was possible")
        #expect(turn.state == .possible, "failed at the lift, and reset")
        #expect(trace.exactlyOnceViolations.isEmpty)
    }
}

import Testing
import TouchRouteTesting

@testable import TouchRoute

/// A mouse wheel (and a continuous scroll) routed to the scroll view under the
/// pointer: the documented step, clamping, chaining, paging, refusals.
@Suite struct PointerScrollWheelTests {
    static let center = Point(400, 240)

    /// `detents` (negative: up) of a wheel at `location`, at `time`.
    static func wheel(_ detents: Double, at location: Point = center, time: Double, horizontal: Bool = false)
        -> PointerScroll
    {
        let units = detents * PointerScroll.unitsPerDetent
        return PointerScroll(
            timestamp: time, location: location, source: .wheel,
            delta: horizontal ? Vector(dx: units, dy: 0) : Vector(dx: 0, dy: units))
    }

    @Test func aDetentOverAListScrollsItByWheelPointsPerDetent() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.handle(Self.wheel(1, time: 1))
        #expect(layout.lists[0].contentOffset.y == PointerScroll.wheelPointsPerDetent)
        #expect(PointerScroll.wheelPointsPerDetent == 48)
        #expect(layout.pager.contentOffset == .zero)
        let record = trace.pointerScrolls.last!
        #expect(record.view === layout.lists[0] && record.chainedTo == nil)
        #expect(record.delta == Vector(dx: 0, dy: 48) && record.applied == Vector(dx: 0, dy: 48))
        #expect(!layout.lists[0].isMovingWithoutFinger, "applied at once: nothing left moving")
    }

    @Test func eightHighResolutionEighthsScrollAsFarAsOneDetent() {
        let layout = DefaultLayout()
        for step in 0..<8 {
            layout.window.handle(
                PointerScroll(
                    timestamp: 1 + Double(step) * 0.01, location: Self.center, source: .wheel,
                    delta: Vector(dx: 0, dy: 15)))
        }
        #expect(layout.lists[0].contentOffset.y == 48)
    }

    @Test func aWheelStopsAtTheEdgeWithoutRubberBand() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.handle(Self.wheel(-3, time: 1))
        #expect(layout.lists[0].contentOffset.y == 0)
        #expect(trace.pointerScrolls.last!.applied == .zero)
        #expect(!layout.lists[0].isMovingWithoutFinger)
        let end = DefaultLayout.rowHeight * Double(DefaultLayout.rowsPerList) - 480
        layout.window.handle(Self.wheel(1000, time: 2))
        #expect(layout.lists[0].contentOffset.y == end)
    }

    @Test func aVerticalWheelOverAPagerOfListsScrollsTheListAndAHorizontalOneTurnsThePage() {
        let layout = DefaultLayout()
        layout.window.handle(Self.wheel(2, time: 1))
        #expect(layout.lists[0].contentOffset.y == 96 && layout.pager.contentOffset.x == 0)
        // Half a detent counts towards the page but turns nothing, and is
        // forgotten after a pause: a half a second later is a new turn.
        layout.window.handle(Self.wheel(0.5, time: 2, horizontal: true))
        layout.window.settle()
        #expect(layout.pager.contentOffset.x == 0)
        layout.window.handle(Self.wheel(0.5, time: 2.6, horizontal: true))
        layout.window.settle()
        #expect(layout.pager.contentOffset.x == 0, "a half detent after a pause starts a new turn")
        layout.window.handle(Self.wheel(0.5, time: 3, horizontal: true))
        #expect(layout.pager.isDecelerating, "the page turns with a snap")
        layout.window.settle()
        #expect(layout.pager.contentOffset.x == 800 && layout.currentPage == 1)
        // Two quick detents while the first snap runs: two pages on, clamped at the last.
        layout.window.handle(Self.wheel(1, time: 4, horizontal: true))
        layout.window.handle(Self.wheel(1, time: 4.02, horizontal: true))
        layout.window.handle(Self.wheel(1, time: 4.04, horizontal: true))
        layout.window.settle()
        #expect(layout.currentPage == 2 && layout.pager.contentOffset.x == 1600)
        layout.window.handle(Self.wheel(-1, time: 6, horizontal: true))
        layout.window.settle()
        #expect(layout.currentPage == 1)
    }

    @Test func aListAtItsEdgeHandsTheRestToTheScrollViewAroundIt() {
        let (window, outer, inner) = Self.listInAScrollView()
        let trace = TraceRecorder(window)
        window.handle(Self.wheel(8, at: Point(200, 250), time: 1))  // 384 points
        #expect(inner.contentOffset.y == 300 && outer.contentOffset.y == 84)
        let record = trace.pointerScrolls.last!
        #expect(record.view === inner && record.chainedTo === outer && record.applied.dy == 384)
        // Back up: the inner list goes first (content first), then the outer.
        window.handle(Self.wheel(-8, at: Point(200, 250), time: 2))
        #expect(inner.contentOffset.y == 0 && outer.contentOffset.y == 0)
    }

    @Test func aListThatContainsOverscrollPassesNothingOn() {
        let (window, outer, inner) = Self.listInAScrollView()
        inner.overscrollBehavior = .contain
        window.handle(Self.wheel(8, at: Point(200, 250), time: 1))
        #expect(inner.contentOffset.y == 300 && outer.contentOffset.y == 0)
        #expect(!inner.isMovingWithoutFinger, "clamped: no bounce for a wheel")
    }

    @Test func aCollapsingHeaderCollapsesBeforeTheListScrolls() {
        let f = ChainFixtures.HeaderAndList()
        f.window.handle(Self.wheel(5, at: Point(200, 400), time: 1))  // 240 points
        #expect(f.parent.contentOffset.y == 200 && f.list.contentOffset.y == 40)
        f.window.handle(Self.wheel(-5, at: Point(200, 400), time: 2))
        #expect(f.parent.contentOffset.y == 0 && f.list.contentOffset.y == 0, "the list first, then the header")
    }

    @Test func aThreeLevelChainCollapsesOutermostFirst() {
        let f = ChainFixtures.ThreeLevels()
        f.window.handle(Self.wheel(5, at: Point(200, 500), time: 1))  // 240 points
        #expect(f.a.contentOffset.y == 100 && f.b.contentOffset.y == 80 && f.c.contentOffset.y == 60)
    }

    @Test func aNestedContainerCollapsesItsHeaderUnderTheWheel() {
        let f = NestedContainerFixture()
        f.window.handle(Self.wheel(5, at: NestedContainerFixture.onPage, time: 1))
        let list = f.container.nestedScrollingChild!
        #expect(f.container.contentOffset.y == 200 && list.contentOffset.y == 40)
    }

    @Test func nothingScrollableUnderThePointerMovesNothingAndIsRecorded() {
        let window = Window(size: Size(400, 300))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 150))
        list.contentSize = Size(400, 1000)
        window.addSubview(list)
        window.addSubview(TapView(name: "button", frame: Rect(x: 0, y: 150, width: 400, height: 150)))
        let trace = TraceRecorder(window)
        window.handle(Self.wheel(1, at: Point(100, 200), time: 1))
        window.handle(Self.wheel(1, at: Point(900, 900), time: 2))
        // A horizontal wheel over a vertical list: browsers do not turn it sideways.
        window.handle(Self.wheel(1, at: Point(100, 50), time: 3, horizontal: true))
        #expect(list.contentOffset == .zero)
        #expect(trace.pointerScrolls.count == 3 && trace.pointerScrolls.allSatisfy { $0.view == nil })
        #expect(trace.scrolls.isEmpty && trace.problems.isEmpty)
    }

    @Test func aWheelOnAListATouchDragsIsRefusedAndReported() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let frame = { (time: Double, phase: TouchPhase, y: Double) in
            layout.window.handle(
                TouchFrame(timestamp: time, contacts: [Contact(id: 0, phase: phase, location: Point(400, y))]))
        }
        frame(1, .began, 400)
        frame(1.02, .moved, 360)
        frame(1.04, .moved, 330)
        let dragged = layout.lists[0].contentOffset.y
        #expect(layout.lists[0].isDragging)
        layout.window.handle(Self.wheel(3, time: 1.05))
        #expect(layout.lists[0].contentOffset.y == dragged)
        #expect(trace.problems.last?.kind == .pointerScroll)
        frame(1.06, .ended, 330)
    }

    @Test func badInputIsReportedAndMovesNothing() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.handle(
            PointerScroll(timestamp: 1, location: Self.center, source: .wheel, delta: Vector(dx: 0, dy: .nan)))
        layout.window.handle(
            PointerScroll(timestamp: 2, location: Point(.nan, 0), source: .wheel, delta: Vector(dx: 0, dy: 120)))
        #expect(layout.lists[0].contentOffset == .zero)
        #expect(trace.problems.map(\.kind) == [.pointerScroll, .pointerScroll])
        #expect(
            trace.problems.last?.message
                == "input bug: pointer scroll location (nan, 0) is not a number; only an end of a finger scroll is kept."
        )
    }

    @Test func aContinuousScrollMovesInPointsAsTheWheelDoes() {
        let layout = DefaultLayout()
        layout.window.handle(
            PointerScroll(
                timestamp: 1, location: Self.center, source: .continuous, phase: .began, delta: Vector(dx: 0, dy: 30)))
        layout.window.handle(
            PointerScroll(timestamp: 1.01, location: Self.center, source: .continuous, delta: Vector(dx: 0, dy: -50)))
        #expect(layout.lists[0].contentOffset.y == 0, "clamped at the top, no rubber band")
        layout.window.handle(
            PointerScroll(timestamp: 1.02, location: Self.center, source: .continuous, delta: Vector(dx: 0, dy: 70)))
        #expect(layout.lists[0].contentOffset.y == 70 && !layout.lists[0].isMovingWithoutFinger)
    }

    /// A 400x600 window; an outer scroll view (1200 pt of content) holding, at
    /// y = 100, a 300 pt list with 600 pt of content: 300 to scroll each.
    static func listInAScrollView() -> (Window, ScrollView, ScrollView) {
        let window = Window(size: Size(400, 600))
        let outer = ScrollView(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        outer.contentSize = Size(400, 900)
        let inner = ScrollView(name: "inner", frame: Rect(x: 0, y: 100, width: 400, height: 300))
        inner.contentSize = Size(400, 600)
        outer.addSubview(inner)
        window.addSubview(outer)
        return (window, outer, inner)
    }
}

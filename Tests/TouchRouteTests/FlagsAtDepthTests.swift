import Testing
import TouchRoute
import TouchRouteTesting

/// Every view flag holds at any depth: on a row in a list in a pager, and on
/// a host view in a container in a scroll view, as on a view right under the
/// window. A scroll view hit-tests as itself and hands content its touches,
/// so the flags of the content under the finger must hold there too.
@Suite struct FlagsAtDepthTests {
    /// A host view in a container in a vertical scroll view, and the same in
    /// plain containers: `host` at (100, 100)–(300, 200) in window points.
    private final class Nest {
        let window = Window(size: Size(800, 480))
        let scroller = ScrollView(name: "scroller", frame: Rect(x: 0, y: 0, width: 400, height: 480))
        let container = View(name: "container", frame: Rect(x: 50, y: 50, width: 300, height: 200))
        let host = HostView(name: "host", frame: Rect(x: 50, y: 50, width: 200, height: 100))
        let trace: TraceRecorder

        init(inScrollView: Bool = true) {
            scroller.contentSize = Size(width: 400, height: 2000)
            container.addSubview(host)
            if inScrollView {
                scroller.addSubview(container)
                window.addSubview(scroller)
            } else {
                let outer = View(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 480))
                outer.addSubview(container)
                window.addSubview(outer)
            }
            trace = TraceRecorder(window)
        }

        func send(_ time: Double, _ contacts: (Int, TouchPhase, Point)...) {
            window.handle(
                TouchFrame(timestamp: time, contacts: contacts.map { Contact(id: $0.0, phase: $0.1, location: $0.2) }))
        }
    }

    // MARK: Multiple touch

    @Test(arguments: [false, true])
    func aSecondFingerOnARowInAListInAPagerIsWithheldWhileTheFirstIsDown(secondLandsWithinTheDelay: Bool) {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let second = secondLandsWithinTheDelay ? 1.05 : 1.3
        Self.twoFingersOnRowOne(in: layout.window, secondAt: second)
        let withheld = trace.decisions.filter { $0.rule == DecisionRule.multipleTouch }
        #expect(withheld.map(\.touch) == [TouchID(2)])
        #expect(withheld.map(\.outcome) == [.withheld])
        #expect(withheld.map { $0.target?.name } == ["list0.row1"])
        #expect(trace.phases(receivedBy: "list0.row1", touch: TouchID(1)) == [.began, .ended])
        #expect(trace.phases(receivedBy: "list0.row1", touch: TouchID(2)) == [])
        // The second touch still ends, at the views it reached.
        #expect(trace.phases(receivedBy: "list0", touch: TouchID(2)) == [.began, .ended])
        #expect(trace.exactlyOnceViolations.isEmpty)
        #expect(layout.window.activeTouches.isEmpty)
    }

    @Test func aRowThatTakesSeveralTouchesGetsBoth() {
        let layout = DefaultLayout()
        let row = layout.lists[0].subviews[1]
        row.isMultipleTouchEnabled = true
        let trace = TraceRecorder(layout.window)
        Self.twoFingersOnRowOne(in: layout.window, secondAt: 1.3)
        #expect(!trace.decisions.contains { $0.rule == DecisionRule.multipleTouch })
        #expect(trace.phases(receivedBy: "list0.row1", touch: TouchID(2)) == [.began, .ended])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    /// The window's rule counts only touches hit-tested to the view: a touch
    /// that a subview (a label) passes up does not make the row busy, inside a
    /// scroll view as on a bare root.
    @Test(arguments: [true, false])
    func aTouchPassedUpFromASubviewLeavesASingleTouchViewFree(inScrollView: Bool) {
        let nest = Nest(inScrollView: inScrollView)
        let row = TapView(name: "row", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = View(name: "label", frame: Rect(x: 0, y: 0, width: 80, height: 100))
        row.addSubview(label)
        nest.host.removeFromSuperview()
        nest.container.addSubview(row)
        nest.send(1, (0, .began, Point(60, 100)))  // on the label, passed up to the row
        nest.send(1.3, (1, .began, Point(200, 100)))  // on the row's own background
        nest.send(1.5, (0, .ended, Point(60, 100)), (1, .ended, Point(200, 100)))
        #expect(!nest.trace.decisions.contains { $0.rule == DecisionRule.multipleTouch })
        #expect(nest.trace.phases(receivedBy: "row", touch: TouchID(1)) == [.began, .ended])
        #expect(nest.trace.phases(receivedBy: "row", touch: TouchID(2)) == [.began, .ended])
        #expect(nest.trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: [true, false])
    func aSecondFingerOnAHostViewInAContainerIsWithheld(inScrollView: Bool) {
        let nest = Nest(inScrollView: inScrollView)
        nest.send(1, (0, .began, Point(150, 150)))
        nest.send(1.3, (1, .began, Point(250, 160)))
        nest.send(1.5, (0, .ended, Point(150, 150)), (1, .ended, Point(250, 160)))
        let withheld = nest.trace.decisions.filter { $0.rule == DecisionRule.multipleTouch }
        #expect(withheld.map(\.touch) == [TouchID(2)])
        #expect(nest.trace.phases(receivedBy: "host", touch: TouchID(1)) == [.began, .ended])
        #expect(nest.trace.phases(receivedBy: "host", touch: TouchID(2)) == [])
        #expect(nest.trace.exactlyOnceViolations.isEmpty)
        #expect(nest.window.activeTouches.isEmpty)
    }

    // MARK: Hit-test flags

    enum Blocker: String, CaseIterable { case hidden, interactionDisabled }

    @Test(arguments: Blocker.allCases, [true, false])
    func aHiddenOrNonInteractiveHostOrContainerIsNeverReached(blocker: Blocker, onContainer: Bool) {
        for inScrollView in [true, false] {
            let nest = Nest(inScrollView: inScrollView)
            let view = onContainer ? nest.container : nest.host
            switch blocker {
            case .hidden: view.isHidden = true
            case .interactionDisabled: view.isUserInteractionEnabled = false
            }
            nest.send(1, (0, .began, Point(150, 150)))
            nest.send(1.3, (0, .ended, Point(150, 150)))
            #expect(nest.trace.phases(receivedBy: "host") == [], "\(blocker), in scroll view: \(inScrollView)")
            if onContainer {
                #expect(nest.trace.phases(receivedBy: "container") == [])
            }
            #expect(nest.trace.exactlyOnceViolations.isEmpty)
        }
    }

    @Test(arguments: Blocker.allCases)
    func aHiddenOrNonInteractiveRowInAListInAPagerIsNeverReached(blocker: Blocker) {
        let layout = DefaultLayout()
        let row = layout.lists[0].subviews[1]
        switch blocker {
        case .hidden: row.isHidden = true
        case .interactionDisabled: row.isUserInteractionEnabled = false
        }
        let trace = TraceRecorder(layout.window)
        layout.window.play(.tap(at: Point(300, 100)))
        #expect(trace.phases(receivedBy: "list0.row1") == [])
        #expect(trace.phases(receivedBy: "list0") == [.began, .ended])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: [true, false])
    func clippingOrNotAContainerIsHitOnlyInsideItsBoundsAtAnyDepth(clipsToBounds: Bool) {
        // Hit testing clips whether or not the flag is set, as UIKit's does:
        // the flag changes drawing only, at every depth.
        let nest = Nest()
        nest.container.clipsToBounds = clipsToBounds
        nest.host.frame = Rect(x: 200, y: 50, width: 200, height: 100)  // sticks out 50 pt
        nest.send(1, (0, .began, Point(370, 150)))  // on the host, outside the container
        nest.send(1.3, (0, .ended, Point(370, 150)))
        nest.send(2, (1, .began, Point(320, 150)))  // on the host, inside the container
        nest.send(2.3, (1, .ended, Point(320, 150)))
        #expect(nest.trace.phases(receivedBy: "host", touch: TouchID(1)) == [])
        #expect(nest.trace.phases(receivedBy: "host", touch: TouchID(2)) == [.began, .ended])
    }

    // MARK: Cancelling

    @Test func aHostViewThatScrollsMayNotCancelKeepsItsTouchInAContainerInAScrollView() {
        let nest = Nest()
        nest.host.isCancellableByScrolling = false
        Self.holdThenDrag(from: Point(150, 150), in: nest.window)
        let phases = nest.trace.phases(receivedBy: "host")
        #expect(phases.first == .began && phases.last == .ended && !phases.contains(.cancelled))
        #expect(nest.scroller.contentOffset.y == 0)
    }

    @Test func aRowThatScrollsMayNotCancelKeepsItsTouchInAListInAPager() {
        let layout = DefaultLayout()
        let row = layout.lists[0].subviews[1]
        row.isCancellableByScrolling = false
        let trace = TraceRecorder(layout.window)
        Self.holdThenDrag(from: Point(300, 100), in: layout.window)
        let phases = trace.phases(receivedBy: "list0.row1")
        #expect(phases.first == .began && phases.last == .ended && !phases.contains(.cancelled))
        #expect(layout.lists[0].contentOffset.y == 0)
    }

    /// A control in a list in the pager keeps a horizontal drag from the
    /// pager, as it keeps a vertical one from the list: the pager asks
    /// `touchesShouldCancel(in:)` about the control that holds the touch, not
    /// about the list it handed the touch to (UIKit asks about the touch's
    /// view). With the list's delay on, the control gets the touch at the
    /// delay; with it off, at once.
    @Test(arguments: [true, false])
    func aControlInAListInThePagerKeepsAHorizontalDragFromThePager(listDelays: Bool) {
        let layout = DefaultLayout()
        layout.lists[0].delaysContentTouches = listDelays
        let control = Control(name: "switch", frame: Rect(x: 200, y: 70, width: 200, height: 60))
        layout.lists[0].addSubview(control)
        let trace = TraceRecorder(layout.window)
        Self.holdThenDrag(from: Point(300, 100), by: Vector(dx: -5, dy: 0), in: layout.window)
        let phases = trace.phases(receivedBy: "switch")
        #expect(phases.first == .began && phases.last == .ended && !phases.contains(.cancelled))
        #expect(layout.currentPage == 0 && layout.pager.contentOffset.x == 0)
        let refusals = trace.decisions(by: "pager").filter { $0.rule == DecisionRule.touchesShouldCancel }
        #expect(refusals.map(\.outcome) == [.declined])
        #expect(refusals.map { $0.target?.name } == ["switch"])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    /// A scroll view's own `touchesShouldCancel(in:)` is asked about the deep
    /// view too: a pager that refuses to cancel plain rows keeps its page when
    /// a drag starts on a row in its list.
    @Test func aPagersTouchesShouldCancelIsAskedAboutTheRowInItsList() {
        final class RowKeepingPager: RemorsefulScrollView {
            override func touchesShouldCancel(in contentView: View) -> Bool {
                !contentView.name.contains(".row")
            }
        }
        let window = Window(size: Size(800, 480))
        let pager = RowKeepingPager(name: "pager", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        pager.contentSize = Size(width: 1600, height: 480)
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 800, height: 480))
        list.contentSize = Size(width: 800, height: 2000)
        list.delaysContentTouches = false
        list.addSubview(TapView(name: "list.row", frame: Rect(x: 0, y: 0, width: 800, height: 200)))
        pager.addSubview(list)
        window.addSubview(pager)
        let trace = TraceRecorder(window)
        Self.holdThenDrag(from: Point(400, 100), by: Vector(dx: -5, dy: 0), in: window)
        #expect(pager.contentOffset.x == 0)
        #expect(!trace.phases(receivedBy: "list.row").contains(.cancelled))
        #expect(trace.decisions(by: "pager").contains { $0.rule == DecisionRule.touchesShouldCancel })
    }

    // MARK: Scroll views' own flags, nested

    @Test func aListInAPagerThatDoesNotDelayGivesTheRowItsTouchAtOnce() {
        let layout = DefaultLayout()
        layout.lists[0].delaysContentTouches = false
        let trace = TraceRecorder(layout.window)
        layout.window.handle(
            TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(300, 100))]))
        #expect(trace.phases(receivedBy: "list0.row1") == [.began])
        layout.window.handle(
            TouchFrame(timestamp: 1.05, contacts: [Contact(id: 0, phase: .ended, location: Point(300, 100))]))
        #expect(trace.phases(receivedBy: "list0.row1") == [.began, .ended])
    }

    @Test func aListInAPagerThatDoesNotScrollLetsThePagerHandItsRowsTouchesAndStaysPut() {
        // Scrolling off, the list hit-tests as a plain view: the pager's
        // content under the finger is then the row itself.
        let layout = DefaultLayout()
        layout.lists[0].isScrollEnabled = false
        let row = layout.lists[0].subviews[1] as! TapView
        let trace = TraceRecorder(layout.window)
        layout.window.play(.tap(at: Point(300, 100)))
        #expect(row.tapCount == 1)
        #expect(trace.decisions(by: "pager").map { $0.target?.name } == ["list0.row1"])
        layout.window.play(.drag(from: Point(300, 300), to: Point(300, 100), duration: 0.3))
        #expect(layout.lists[0].contentOffset == .zero)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aListInAPagerThatMayNotCancelContentLeavesTheRowItsTouch() {
        let layout = DefaultLayout()
        layout.lists[0].canCancelContentTouches = false
        let trace = TraceRecorder(layout.window)
        Self.holdThenDrag(from: Point(300, 100), in: layout.window)
        #expect(trace.phases(receivedBy: "list0.row1").first == .began)
        #expect(!trace.phases(receivedBy: "list0.row1").contains(.cancelled))
        #expect(trace.phases(receivedBy: "list0.row1").last == .ended)
    }

    /// A finger on list0.row1 at 1 s, a second on it at `second`, both lifting at 1.5 s.
    private static func twoFingersOnRowOne(in window: Window, secondAt second: Double) {
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(300, 100))]))
        window.handle(
            TouchFrame(timestamp: second, contacts: [Contact(id: 1, phase: .began, location: Point(500, 110))]))
        window.handle(
            TouchFrame(
                timestamp: 1.5,
                contacts: [
                    Contact(id: 0, phase: .ended, location: Point(300, 100)),
                    Contact(id: 1, phase: .ended, location: Point(500, 110)),
                ]))
    }

    /// A finger held past the content delay (so the content has the touch),
    /// then dragged 18 steps of `step` (by default 5 pt up) at 60 Hz, and lifted.
    private static func holdThenDrag(
        from start: Point, by step: Vector = Vector(dx: 0, dy: -5), in window: Window
    ) {
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: start)]))
        window.advanceTime(to: 1.3)
        for index in 1...18 {
            let location = start + step * Double(index)
            window.handle(
                TouchFrame(
                    timestamp: 1.3 + Double(index) / 60, contacts: [Contact(id: 0, phase: .moved, location: location)]))
        }
        let end = start + step * 18
        window.handle(TouchFrame(timestamp: 1.65, contacts: [Contact(id: 0, phase: .ended, location: end)]))
        window.settle()
    }
}

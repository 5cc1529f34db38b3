import Testing
import TouchRoute
import TouchRouteTesting

/// `View.deepestView(at:)`: the widget under a point, next to `hitTest`, the
/// view a touch there reaches first.
@Suite struct DeepestViewTests {
    @Test func aRowInAListInThePagerIsUnderThePointWhileThePagerTakesTheTouch() {
        let layout = DefaultLayout()
        let row1 = layout.lists[0].subviews[1]
        #expect(layout.window.deepestView(at: Point(300, 100)) === row1)
        #expect(layout.window.hitTest(Point(300, 100), with: nil) === layout.pager)
        // Through both offsets: page 1, its list scrolled by a row.
        layout.pager.contentOffset = Point(800, 0)
        layout.lists[1].contentOffset = Point(0, 64)
        #expect(layout.window.deepestView(at: Point(300, 100)) === layout.lists[1].subviews[2])
    }

    @Test func theRowTheTouchReachesIsTheRowUnderThePoint() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let row = layout.window.deepestView(at: Point(300, 100))
        layout.window.play(.tap(at: Point(300, 100)))
        #expect(trace.phases(receivedBy: row?.name ?? "") == [.began, .ended])
    }

    @Test func hiddenViewsAndTheirSubviewsAreSkipped() {
        let layout = DefaultLayout()
        let list = layout.lists[0]
        list.subviews[1].isHidden = true
        #expect(layout.window.deepestView(at: Point(300, 100)) === list)
        list.isHidden = true
        #expect(layout.window.deepestView(at: Point(300, 100)) === layout.pages[0])
        layout.window.isHidden = true
        #expect(layout.window.deepestView(at: Point(300, 100)) == nil)
    }

    @Test func aViewThatIgnoresTouchesIsStillTheWidgetUnderThePointer() {
        let layout = DefaultLayout()
        let row1 = layout.lists[0].subviews[1]
        row1.isUserInteractionEnabled = false
        #expect(layout.window.deepestView(at: Point(300, 100)) === row1)
        layout.pager.isScrollEnabled = false
        layout.lists[0].isScrollEnabled = false
        #expect(layout.window.hitTest(Point(300, 100), with: nil) === layout.lists[0])
    }

    /// window 400x300
    /// └─ panel (100,100 100x100)
    ///    └─ badge (80,-10 40x40)   sticks out past the panel's top-right corner
    private func panelWithBadge() -> (window: Window, panel: View, badge: View) {
        let window = Window(size: Size(400, 300))
        let panel = View(name: "panel", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let badge = TapView(name: "badge", frame: Rect(x: 80, y: -10, width: 40, height: 40))
        window.addSubview(panel)
        panel.addSubview(badge)
        return (window, panel, badge)
    }

    @Test func aSubviewStickingOutShowsOutsideItsSuperviewUnlessItClips() {
        let (window, panel, badge) = panelWithBadge()
        #expect(window.deepestView(at: Point(190, 100)) === badge)
        #expect(window.deepestView(at: Point(210, 95)) === badge)
        #expect(window.hitTest(Point(210, 95), with: nil) === window)
        panel.clipsToBounds = true
        #expect(window.deepestView(at: Point(210, 95)) === window)
        #expect(window.deepestView(at: Point(190, 100)) === badge)
        #expect(window.deepestView(at: Point(150, 150)) === panel)
    }

    @Test func scrollViewsAndTheWindowClipWhatTheyShow() {
        let layout = DefaultLayout(screen: Size(800, 480))
        let list = layout.lists[0]
        list.frame = Rect(x: 0, y: 0, width: 800, height: 200)
        // Row 4 (256..<320) lies below the shortened list: scrolled out of sight.
        #expect(layout.window.deepestView(at: Point(300, 280)) === layout.pages[0])
        #expect(layout.window.deepestView(at: Point(300, 150)) === list.subviews[2])
        // Page 1 lies right of the window, and right of the pager's bounds.
        #expect(layout.window.deepestView(at: Point(900, 100)) == nil)
        #expect(layout.pager.deepestView(at: Point(900, 100)) == nil)
        #expect(layout.pages[1].deepestView(at: Point(100, 100)) === layout.lists[1].subviews[1])
    }

    @Test func aHostViewsPointInsideHandlerShapesItsArea() {
        let (window, panel, _) = panelWithBadge()
        let knob = HostView(name: "knob", frame: Rect(x: 10, y: 10, width: 40, height: 40))
        knob.pointInsideHandler = { point in
            let dx = point.x - 20
            let dy = point.y - 20
            return dx * dx + dy * dy <= 400
        }
        panel.addSubview(knob)
        #expect(window.deepestView(at: Point(130, 130)) === knob)
        #expect(window.deepestView(at: Point(112, 112)) === panel)
        // A padded target is found in its padding, outside its bounds.
        knob.pointInsideHandler = { point in point.x >= -10 && point.x < 50 && point.y >= 0 && point.y < 40 }
        #expect(window.deepestView(at: Point(102, 120)) === knob)
    }

    @Test func frontMostSubviewWinsWhereSiblingsOverlap() {
        let window = Window(size: Size(400, 300))
        let back = View(name: "back", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        let front = View(name: "front", frame: Rect(x: 60, y: 60, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.deepestView(at: Point(80, 80)) === front)
        #expect(window.deepestView(at: Point(20, 20)) === back)
        #expect(window.deepestView(at: Point(300, 250)) === window)
    }
}

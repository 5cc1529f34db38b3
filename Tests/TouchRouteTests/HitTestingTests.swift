import Testing
import TouchRoute
import TouchRouteTesting

/// A target whose touchable area reaches `padding` points beyond its bounds.
private final class PaddedView: Catcher {
    var padding = 10.0

    override func pointInside(_ point: Point, with event: TouchEvent?) -> Bool {
        let area = Rect(
            x: bounds.minX - padding, y: bounds.minY - padding,
            width: bounds.width + 2 * padding, height: bounds.height + 2 * padding)
        return area.contains(point)
    }
}

/// Keeps every touch it gets and remembers them.
private class Catcher: View {
    var touches: [Touch] = []
    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { self.touches += touches }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {}
}

@Suite struct HitTestingTests {
    /// window 400x300
    /// └─ root (0,0 400x300)
    ///    ├─ back  (10,10 100x100)
    ///    └─ front (60,60 100x100)    overlaps back in 60..<110
    private func overlapping() -> (window: Window, root: View, back: View, front: View) {
        let window = Window(size: Size(400, 300))
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let back = View(name: "back", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        let front = View(name: "front", frame: Rect(x: 60, y: 60, width: 100, height: 100))
        window.addSubview(root)
        root.addSubview(back)
        root.addSubview(front)
        return (window, root, back, front)
    }

    // MARK: Order

    @Test func frontMostSubviewWinsOnOverlap() {
        let (window, root, back, front) = overlapping()
        #expect(window.hitTest(Point(80, 80), with: nil) === front)
        #expect(window.hitTest(Point(20, 20), with: nil) === back)
        #expect(window.hitTest(Point(150, 150), with: nil) === front)
        #expect(window.hitTest(Point(300, 250), with: nil) === root)
        root.bringSubviewToFront(back)
        #expect(window.hitTest(Point(80, 80), with: nil) === back)
        #expect(window.hitTest(Point(150, 150), with: nil) === front)
    }

    @Test func insertSubviewAtZeroPutsTheViewBehind() {
        let (window, root, _, front) = overlapping()
        let behind = View(name: "behind", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.insertSubview(behind, at: 0)
        #expect(window.hitTest(Point(80, 80), with: nil) === front)
        #expect(window.hitTest(Point(300, 250), with: nil) === behind)
    }

    @Test func maximumEdgeOfAViewBelongsToItsNeighbour() {
        let window = Window(size: Size(200, 100))
        let left = View(name: "left", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = View(name: "right", frame: Rect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(right)
        window.addSubview(left)  // in front, but its right edge is not inside it
        #expect(window.hitTest(Point(100, 50), with: nil) === right)
        #expect(window.hitTest(Point(99.999, 50), with: nil) === left)
        #expect(window.hitTest(Point(200, 50), with: nil) == nil)
        #expect(window.hitTest(Point(-0.001, 50), with: nil) == nil)
    }

    // MARK: Skipped views

    @Test func hiddenViewAndItsSubviewsAreSkipped() {
        let (window, root, back, front) = overlapping()
        let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        front.addSubview(child)
        #expect(window.hitTest(Point(70, 70), with: nil) === child)
        front.isHidden = true
        #expect(window.hitTest(Point(70, 70), with: nil) === back)
        #expect(window.hitTest(Point(150, 150), with: nil) === root)
        #expect(front.hitTest(Point(10, 10), with: nil) == nil)
    }

    @Test func interactionDisabledViewAndItsSubviewsAreSkipped() {
        let (window, root, back, front) = overlapping()
        let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        front.addSubview(child)
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(70, 70), with: nil) === back)
        #expect(window.hitTest(Point(150, 150), with: nil) === root)
        // A disabled child alone leaves its enabled parent hittable.
        front.isUserInteractionEnabled = true
        child.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(70, 70), with: nil) === front)
    }

    @Test func hiddenWindowHitsNothing() {
        let (window, _, _, _) = overlapping()
        window.isHidden = true
        #expect(window.hitTest(Point(80, 80), with: nil) == nil)
    }

    // MARK: Bounds of the parent

    @Test func pointOutsideAClippingParentIsNotHit() {
        let window = Window(size: Size(400, 300))
        let parent = View(name: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        parent.clipsToBounds = true
        let child = View(name: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100))  // sticks out
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(window.hitTest(Point(175, 175), with: nil) === child)  // inside both
        #expect(window.hitTest(Point(225, 225), with: nil) === window)  // inside the child only
    }

    @Test func subviewStickingOutOfANonClippingParentIsNotHitOutsideTheParent() {
        let window = Window(size: Size(400, 300))
        let parent = View(name: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        #expect(parent.clipsToBounds == false)
        let child = View(name: "child", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(window.hitTest(Point(175, 175), with: nil) === child)
        #expect(window.hitTest(Point(225, 225), with: nil) === window)
        #expect(window.hitTest(Point(199.999, 150), with: nil) === child)
        #expect(window.hitTest(Point(200, 150), with: nil) === window)
    }

    @Test func subviewWithNegativeOriginIsHitOnlyWhereItOverlapsTheParent() {
        let window = Window(size: Size(400, 300))
        let parent = View(name: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let child = View(name: "child", frame: Rect(x: -20, y: -20, width: 40, height: 40))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(window.hitTest(Point(90, 90), with: nil) === window)
        #expect(window.hitTest(Point(100, 100), with: nil) === child)
        #expect(window.hitTest(Point(119.9, 119.9), with: nil) === child)
        #expect(window.hitTest(Point(120, 120), with: nil) === parent)
    }

    // MARK: pointInside overrides

    @Test func paddedTargetIsHitOutsideItsBounds() {
        let window = Window(size: Size(400, 300))
        let button = PaddedView(name: "button", frame: Rect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(button)
        #expect(window.hitTest(Point(95, 110), with: nil) === button)
        #expect(window.hitTest(Point(90, 90), with: nil) === button)
        #expect(window.hitTest(Point(129.9, 129.9), with: nil) === button)
        #expect(window.hitTest(Point(130, 110), with: nil) === window)
        #expect(window.hitTest(Point(89.9, 110), with: nil) === window)
    }

    @Test func paddedTargetIsStillLimitedByItsParent() {
        let window = Window(size: Size(400, 300))
        let parent = View(name: "parent", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let button = PaddedView(name: "button", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(parent)
        parent.addSubview(button)
        #expect(window.hitTest(Point(105, 125), with: nil) === button)  // padding inside the parent
        #expect(window.hitTest(Point(95, 105), with: nil) === window)  // padding outside the parent
    }

    @Test func paddedTargetReceivesTheTouch() throws {
        let window = Window(size: Size(400, 300))
        let padded = PaddedView(name: "padded", frame: Rect(x: 200, y: 100, width: 20, height: 20))
        let inner = Catcher(name: "inner", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(padded)
        padded.addSubview(inner)
        window.play(.tap(at: Point(195, 105)))
        // The padded view is hit, but not its child: the point is outside the child.
        let touch = try #require(padded.touches.first)
        #expect(padded.touches.count == 1)
        #expect(touch.view === padded)
        #expect(touch.location(in: padded) == Point(-5, 5))
        #expect(inner.touches.isEmpty)
    }

    // MARK: Scroll views

    @Test func scrollViewHitTestReturnsTheScrollViewItself() {
        let layout = DefaultLayout()
        let list = layout.lists[0]
        let hit = layout.window.hitTest(Point(100, 100), with: nil)
        // The pager is the outermost scroll view: it answers for itself.
        #expect(hit === layout.pager)
        #expect(layout.pages[0].hitTest(Point(100, 100), with: nil) === list)
        #expect(list.hitTest(Point(100, 100), with: nil) === list)
        // Even where there is no content, a point inside the scroll view hits it.
        list.contentSize = Size(800, 64)
        for row in list.subviews.dropFirst() { row.removeFromSuperview() }
        #expect(list.hitTest(Point(100, 400), with: nil) === list)
        // Outside it, nothing.
        #expect(list.hitTest(Point(100, 480), with: nil) == nil)
    }

    @Test func scrollViewWithScrollingDisabledHitTestsLikeAPlainView() {
        let layout = DefaultLayout()
        layout.pager.isScrollEnabled = false
        layout.lists[0].isScrollEnabled = false
        let row1 = layout.lists[0].subviews[1]
        #expect(layout.window.hitTest(Point(100, 100), with: nil) === row1)
        // With no content under the point, the disabled scroll view itself is the answer.
        layout.lists[0].subviews[1].isHidden = true
        #expect(layout.window.hitTest(Point(100, 100), with: nil) === layout.lists[0])
    }

    @Test func disabledOuterScrollViewLetsTheInnerScrollViewAnswer() {
        let layout = DefaultLayout()
        layout.pager.isScrollEnabled = false
        #expect(layout.window.hitTest(Point(100, 100), with: nil) === layout.lists[0])
    }

    @Test func hiddenScrollViewIsNotHit() {
        let layout = DefaultLayout()
        layout.pager.isHidden = true
        #expect(layout.window.hitTest(Point(100, 100), with: nil) === layout.window)
    }

    @Test func subviewHitTestIsHonest() {
        let layout = DefaultLayout()
        let list = layout.lists[0]
        // The scroll view's own hitTest answers itself; the honest one finds the row.
        #expect(list.subviewHitTest(Point(100, 100), with: nil) === list.subviews[1])
        #expect(list.subviewHitTest(Point(100, 0), with: nil) === list.subviews[0])
        #expect(list.subviewHitTest(Point(100, 64), with: nil) === list.subviews[1])
        // From the pager the honest hit test stops at the inner scroll view, which answers for itself.
        #expect(layout.pager.subviewHitTest(Point(100, 100), with: nil) === list)
        // It never answers the view itself.
        let empty = View(name: "empty", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(empty.subviewHitTest(Point(10, 10), with: nil) == nil)
        // Points beyond the content give nothing.
        #expect(list.subviewHitTest(Point(100, 64 * 50), with: nil) == nil)
    }

    @Test func subviewHitTestSeesScrolledContent() {
        let layout = DefaultLayout()
        let list = layout.lists[0]
        list.contentOffset = Point(0, 100)
        // Bounds coordinates include the offset: y = 110 in the list is row 1 (64..<128).
        #expect(list.subviewHitTest(Point(10, 110), with: nil) === list.subviews[1])
        // A window point at y = 10 is y = 110 in the list.
        let inList = list.convert(Point(10, 10), from: nil)
        #expect(inList == Point(10, 110))
        #expect(list.subviewHitTest(inList, with: nil) === list.subviews[1])
        // Hidden rows are skipped by the honest hit test too.
        list.subviews[1].isHidden = true
        #expect(list.subviewHitTest(Point(10, 110), with: nil) == nil)
    }

    @Test func pagerSubviewHitTestFollowsItsOffset() {
        let layout = DefaultLayout()
        layout.pager.contentOffset = Point(800, 0)
        #expect(layout.pager.subviewHitTest(Point(900, 100), with: nil) === layout.lists[1])
        layout.pager.isScrollEnabled = false
        layout.lists[1].isScrollEnabled = false
        #expect(layout.window.hitTest(Point(100, 100), with: nil) === layout.lists[1].subviews[1])
    }

    // MARK: Coordinate conversion

    @Test func convertBetweenSiblingsAndCousins() {
        let window = Window(size: Size(400, 300))
        let a = View(name: "a", frame: Rect(x: 10, y: 20, width: 100, height: 100))
        let b = View(name: "b", frame: Rect(x: 200, y: 50, width: 100, height: 100))
        let aChild = View(name: "aChild", frame: Rect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(aChild)
        #expect(a.convert(Point(0, 0), to: nil) == Point(10, 20))
        #expect(a.convert(Point(0, 0), to: window) == Point(10, 20))
        #expect(a.convert(Point(0, 0), to: b) == Point(-190, -30))
        #expect(b.convert(Point(-190, -30), to: a) == .zero)
        #expect(aChild.convert(Point(1, 1), to: b) == Point(-184, -24))
        #expect(b.convert(Point(-184, -24), to: aChild) == Point(1, 1))
        #expect(aChild.convert(Point(1, 1), to: a) == Point(6, 6))
        #expect(a.convert(Point(6, 6), to: aChild) == Point(1, 1))
        #expect(aChild.convert(Point(3, 4), to: aChild) == Point(3, 4))
    }

    @Test func convertFromIsTheInverseOfConvertTo() {
        let window = Window(size: Size(400, 300))
        let a = View(name: "a", frame: Rect(x: 10, y: 20, width: 100, height: 100))
        let b = View(name: "b", frame: Rect(x: 200, y: 50, width: 100, height: 100))
        let bChild = View(name: "bChild", frame: Rect(x: 7, y: 9, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        b.addSubview(bChild)
        let point = Point(3.5, -2)
        #expect(bChild.convert(point, from: a) == a.convert(point, to: bChild))
        #expect(a.convert(bChild.convert(point, from: a), from: bChild) == point)
        #expect(a.convert(Point(10, 20), from: nil) == .zero)
        #expect(a.convert(Point(10, 20), from: window) == .zero)
        #expect(window.convert(Point(1, 1), from: a) == Point(11, 21))
    }

    @Test func convertThroughAScrolledScrollView() {
        let layout = DefaultLayout()
        let list = layout.lists[0]
        let row1 = list.subviews[1]  // frame y = 64 in the list's content
        let row0 = list.subviews[0]
        #expect(row1.convert(Point(10, 10), to: nil) == Point(10, 74))
        list.contentOffset = Point(0, 100)
        // Own space → superview space: minus bounds origin, plus frame origin.
        #expect(row1.convert(Point(10, 10), to: nil) == Point(10, -26))
        #expect(row1.convert(Point(10, -26), from: nil) == Point(10, 10))
        #expect(row1.convert(Point(10, 10), to: list) == Point(10, 74))
        #expect(list.convert(Point(10, 74), to: nil) == Point(10, -26))
        #expect(list.convert(Point(0, 0), to: nil) == Point(0, -100))
        #expect(row0.convert(Point(0, 0), to: row1) == Point(0, -64))
        #expect(row1.frameInWindow == Rect(x: 0, y: -36, width: 800, height: 64))
        // The pager scrolled too: page 1 is on screen, page 0 is off to the left.
        layout.pager.contentOffset = Point(800, 0)
        let page1Row0 = layout.lists[1].subviews[0]
        #expect(page1Row0.convert(Point(0, 0), to: nil) == Point(0, 0))
        #expect(row1.convert(Point(10, 10), to: nil) == Point(-790, -26))
        #expect(row1.convert(Point(10, 10), to: page1Row0) == Point(-790, -26))
        #expect(page1Row0.convert(Point(-790, -26), to: row1) == Point(10, 10))
        #expect(layout.lists[1].convert(Point(5, 5), from: list) == Point(-795, -95))
    }

    @Test func touchLocationInAnyView() throws {
        let layout = DefaultLayout()
        let list = layout.lists[0]
        list.contentOffset = Point(0, 100)
        let row2 = list.subviews[2]  // content y 128..<192, on screen 28..<92
        // Scroll views off, so the window binds the touch to the view under the finger:
        // a catcher covering row 2.
        layout.pager.isScrollEnabled = false
        list.isScrollEnabled = false
        let catcher = Catcher(name: "catcher", frame: Rect(x: 0, y: 0, width: 800, height: 64))
        row2.addSubview(catcher)
        layout.window.handle(
            TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(30, 40))]))
        layout.window.handle(
            TouchFrame(timestamp: 1.01, contacts: [Contact(id: 0, phase: .moved, location: Point(35, 50))]))
        let touch = try #require(catcher.touches.first)
        #expect(touch.view === catcher)
        #expect(touch.location(in: nil) == Point(35, 50))
        #expect(touch.location(in: layout.window) == Point(35, 50))
        #expect(touch.location(in: list) == Point(35, 150))
        #expect(touch.location(in: row2) == Point(35, 22))
        #expect(touch.location(in: catcher) == Point(35, 22))
        #expect(touch.previousLocation(in: row2) == Point(30, 12))
        #expect(touch.previousLocation(in: nil) == Point(30, 40))
        // Scrolling the content under a held finger changes its location in the content.
        list.contentOffset = Point(0, 110)
        #expect(touch.location(in: row2) == Point(35, 32))
        #expect(touch.location(in: nil) == Point(35, 50))
        layout.window.handle(
            TouchFrame(timestamp: 1.02, contacts: [Contact(id: 0, phase: .ended, location: Point(35, 50))]))
        #expect(layout.window.activeTouches.isEmpty)
    }
}

import Testing
import TouchRoute
import TouchRouteTesting

/// Scroll views inside scroll views: who gets the finger.
@Suite struct NestedScrollingTests {
    /// A horizontal carousel inside the pager: the carousel, being deeper, wins a
    /// horizontal drag that starts on it, even when both cross their thresholds
    /// on the same frame.
    @Test func aHorizontalCarouselInsideThePagerGetsTheSwipe() {
        for duration in [0.5, 0.1] {
            let window = Window(size: Size(800, 480))
            let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 800, height: 480))
            pager.contentSize = Size(1600, 480)
            let carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: 100, width: 800, height: 200))
            carousel.contentSize = Size(4000, 200)
            pager.addSubview(carousel)
            window.addSubview(pager)
            let trace = TraceRecorder(window)
            window.play(.drag(from: Point(600, 200), to: Point(200, 200), duration: duration))
            #expect(carousel.contentOffset.x > 350, "duration \(duration)")
            #expect(pager.contentOffset == .zero, "duration \(duration)")
            #expect(trace.outcomes(by: "pager") == [.forwarded, .claimedByChild], "duration \(duration)")
        }
    }

    /// Same-axis nesting with UIKit's default delays: the inner view gets the
    /// touch at once (as a pan recogniser would) and wins. With the default
    /// overscroll behaviour (`.auto`) the outer view takes only what the inner
    /// cannot use, here the end of the glide; with `.contain` it never moves,
    /// as in UIKit.
    @Test(arguments: [OverscrollBehavior.auto, .contain])
    func theInnerOfTwoSameAxisScrollViewsWinsWithDefaultSettings(innerBehavior: OverscrollBehavior) {
        let window = Window(size: Size(400, 300))
        let outer = ScrollView(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        outer.contentSize = Size(400, 900)
        let inner = ScrollView(name: "inner", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        inner.contentSize = Size(400, 900)
        inner.overscrollBehavior = innerBehavior
        outer.addSubview(inner)
        window.addSubview(outer)
        var outerMovedBeforeInnerEnded = false
        window.trace = { record in
            if case .scroll(let change) = record, change.view === outer, inner.contentOffset.y < 600 {
                outerMovedBeforeInnerEnded = true
            }
        }
        let trace = TraceRecorder(window)
        window.play(.drag(from: Point(200, 250), to: Point(200, 50), duration: 0.2))
        #expect(inner.contentOffset.y == 600, "the glide takes the inner view to its end")
        #expect(!outerMovedBeforeInnerEnded)
        #expect(innerBehavior == .auto ? outer.contentOffset.y > 0 : outer.contentOffset == .zero)
        #expect(trace.decisions(by: "outer").first?.rule == DecisionRule.nestedScrollView)
        #expect(trace.outcomes(by: "outer").contains(.claimedByChild))
    }

    /// Content under a scroll view that handles nothing (an empty container)
    /// passes the delayed touch on up the chain, past the scroll view, as UIKit
    /// would: nothing is reported as a bug and nothing is lost.
    @Test func plainContentPassesADelayedTouchOnUpTheChain() {
        let window = Window(size: Size(400, 300))
        let outer = View(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        outer.isMultipleTouchEnabled = true
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.contentSize = Size(400, 900)
        let plain = View(name: "plain", frame: Rect(x: 0, y: 0, width: 400, height: 900))
        list.addSubview(plain)
        outer.addSubview(list)
        window.addSubview(outer)
        let trace = TraceRecorder(window)
        window.play(.longPress(at: Point(100, 100), duration: 0.4))
        #expect(trace.phases(receivedBy: "plain") == [.began, .ended])
        #expect(trace.phases(receivedBy: "list") == [.began, .ended])
        #expect(trace.phases(receivedBy: "outer") == [.began, .ended])
        #expect(trace.problems.isEmpty)
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    /// A control in a pager keeps its touch, as UIKit's controls do; so does any
    /// content when `canCancelContentTouches` is off.
    @Test func thePagerLeavesAControlItsTouch() {
        for (name, setUp) in [
            (
                "control",
                { (pager: RemorsefulScrollView) in
                    pager.addSubview(Control(name: "child", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
                }
            ),
            (
                "no cancelling",
                { (pager: RemorsefulScrollView) in
                    pager.canCancelContentTouches = false
                    pager.addSubview(TapView(name: "child", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
                }
            ),
        ] {
            let window = Window(size: Size(400, 300))
            let pager = RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
            pager.contentSize = Size(800, 300)
            setUp(pager)
            window.addSubview(pager)
            let trace = TraceRecorder(window)
            window.play(.swipe(from: Point(300, 100), to: Point(100, 100)))
            #expect(pager.contentOffset == .zero, "\(name)")
            #expect(trace.phases(receivedBy: "child").last == .ended, "\(name)")
            let decided = trace.decisions(by: "pager").filter { $0.outcome != .unclaimed }
            #expect(decided.last?.outcome == .declined, "\(name)")
            #expect(decided.last?.rule == DecisionRule.touchesShouldCancel, "\(name)")
        }
    }

    @Test func thePagerAsksTouchesShouldBegin() {
        final class Shy: RemorsefulScrollView {
            override func touchesShouldBegin(_ touches: TouchSet, with event: TouchEvent, in contentView: View) -> Bool
            {
                false
            }
        }
        let window = Window(size: Size(400, 300))
        let pager = Shy(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        pager.contentSize = Size(800, 300)
        pager.addSubview(TapView(name: "child", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
        window.addSubview(pager)
        let trace = TraceRecorder(window)
        window.play(.tap(at: Point(100, 100)))
        #expect(trace.phases(receivedBy: "child").isEmpty)
        #expect(trace.outcomes(by: "pager") == [.withheld])
        // Still a pager: a swipe scrolls it with the finger (then glides on).
        window.play(.swipe(from: Point(300, 100), to: Point(100, 100)), settling: false)
        #expect(pager.contentOffset.x == 200)
    }

    /// A quick 27° flick over the default layout must not select the row it
    /// crossed. By the 12/4 rule alone it neither scrolls nor pages; by the
    /// default, the pager is the last one standing and turns the page.
    @Test func aFlickAcrossARowIsNotATap() {
        for arbitration in [Arbitration.decideOnce, .lastOneStanding] {
            let layout = DefaultLayout()
            layout.pager.arbitration = arbitration
            layout.window.play(.swipe(from: Point(600, 200), to: Point(520, 240), duration: 0.1))
            let page = arbitration == .decideOnce ? 0 : 1
            #expect(layout.currentPage == page, "\(arbitration)")
            let row = layout.lists[page].subviews[3] as! TapView
            #expect(layout.lists[0].subviews.allSatisfy { ($0 as! TapView).tapCount == 0 }, "\(arbitration)")
            layout.window.play(.tap(at: Point(600, 200)))
            #expect(row.tapCount == 1, "\(arbitration)")
        }
    }

    /// A finger that joins while the pager scrolls stays with the scroll, and says so.
    @Test func aFingerJoiningATakenOverGestureIsRecorded() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        layout.window.play(
            .swipe(from: Point(600, 200), to: Point(200, 200), duration: 0.3)
                .adding(.tap(at: Point(400, 300), duration: 0.05), after: 0.15))
        #expect(
            trace.decisions(by: "pager").filter { $0.outcome == .takenOver }.map(\.touch) == [TouchID(1), TouchID(2)])
        #expect(trace.phases(receivedBy: "list0", touch: TouchID(2)).isEmpty)
        #expect(layout.window.activeTouches.isEmpty)
    }
}

/// A finger that catches a gliding list stops it and does not reach the
/// list's content, unless that content scrolls by touch: an enabled nested
/// scroll view gets the finger, to pan, and a disabled one is content like
/// any other.
@Suite struct CaughtMotionTests {
    func glidingList(holding inner: ScrollView) -> (Window, ScrollView, TraceRecorder) {
        let window = Window(size: Size(400, 600))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(400, 6000)
        inner.frame = Rect(x: 0, y: 0, width: 400, height: 6000)
        inner.contentSize = Size(1200, 6000)
        list.addSubview(inner)
        window.addSubview(list)
        let trace = TraceRecorder(window)
        window.play(.swipe(from: Point(200, 500), to: Point(200, 200)), settling: false)
        return (window, list, trace)
    }

    @Test(arguments: [true, false])
    func aCaughtGlideGivesTheFingerOnlyToContentThatScrollsByTouch(innerScrolls: Bool) {
        let inner = ScrollView(name: "inner", frame: .zero)
        inner.isScrollEnabled = innerScrolls
        let (window, list, trace) = glidingList(holding: inner)
        #expect(list.isDecelerating)
        window.play(.tap(at: Point(200, 300)), after: 0.05)
        let caught = trace.decisions(by: "list").filter { $0.rule == DecisionRule.caughtMotion }
        if innerScrolls {
            #expect(caught.isEmpty)
            #expect(trace.phases(receivedBy: "inner").first == .began)
        } else {
            #expect(caught.map(\.outcome) == [.withheld])
            #expect(caught.map { $0.target?.name } == ["inner"])
            #expect(trace.phases(receivedBy: "inner").isEmpty)
        }
    }
}

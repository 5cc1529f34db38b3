import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Stopping a chained glide, from any view it moves, and what is left after:
/// cases an independent review of the chaining found broken, kept as tests.
@Suite struct NestedScrollChainCatchingTests {
    /// Step the clock frame by frame until `condition` holds (at most `limit` s).
    @discardableResult
    static func run(_ window: Window, until condition: () -> Bool, limit: Double = 3) -> Bool {
        let end = window.clock.now + limit
        while !condition() {
            guard let deadline = window.clock.nextDeadline, deadline <= end else { return false }
            window.advanceTime(to: deadline)
        }
        return true
    }

    static func touch(_ window: Window, _ phase: TouchPhase, at point: Point, after gap: Double) {
        window.handle(
            TouchFrame(
                timestamp: window.clock.now + gap,
                contacts: [Contact(id: 99, phase: phase, location: point)]))
    }

    /// A chained glide towards the end bounces the list at its bottom (the
    /// header is collapsed, the hover bar at the top). A finger that comes
    /// down on the hover bar stops the whole chain, the list's bounce too;
    /// it lifts without dragging, and the list springs back to its end.
    @Test func aTapOnTheHoverBarDuringTheListsBounceLetsTheListSpringBack() {
        let f = ChainFixtures.HeaderAndList(listContentHeight: 700)
        let listMax = 700.0 - 550
        f.window.play(.drag(from: Point(200, 560), to: Point(200, 260), duration: 0.1), settling: false)
        #expect(Self.run(f.window) { f.list.contentOffset.y > listMax + 5 }, "the glide bounces the list")
        #expect(f.parent.contentOffset.y == 200)
        // The hover bar sits at window y 0…50 with the header collapsed.
        Self.touch(f.window, .began, at: Point(200, 25), after: 0.001)
        Self.touch(f.window, .ended, at: Point(200, 25), after: 0.05)
        f.window.settle()
        #expect(f.list.contentOffset.y == listMax, "left overscrolled at \(f.list.contentOffset.y)")
        #expect(!f.list.isMovingWithoutFinger)
    }

    /// Without a `nestedScrollingChild`, a glide the list drives moves the
    /// outer view too (it is the list's enclosing link). A finger on the
    /// outer view's own content (the hover bar) stops that glide.
    @Test func aFingerOnTheOuterViewCatchesAGlideItsNestedListDrives() {
        let f = ChainFixtures.HeaderAndList()
        f.parent.nestedScrollingChild = nil
        f.window.play(.drag(from: Point(200, 560), to: Point(200, 400), duration: 0.1), settling: false)
        #expect(Self.run(f.window) { f.parent.contentOffset.y > 60 })
        #expect(f.list.isDecelerating, "the list drives the glide")
        let hoverY = 225 - f.parent.contentOffset.y
        Self.touch(f.window, .began, at: Point(200, hoverY), after: 0.001)
        let caughtAt = f.parent.contentOffset.y
        f.window.advanceTime(to: f.window.clock.now + 0.05)
        #expect(f.parent.contentOffset.y == caughtAt, "the outer view moves under the finger")
        #expect(!f.list.isDecelerating, "the glide goes on")
        Self.touch(f.window, .ended, at: Point(200, hoverY), after: 0.01)
        f.window.settle()
    }

    /// NestedContainer: the page changes in code (a tab chosen by the app)
    /// while page 0's list drives a glide that collapses the header. A finger
    /// that then comes down on page 1 stops page 0's glide.
    @Test func afterAPageSwitchMidGlideAFingerOnTheNewPageCatchesTheGlide() {
        let f = NestedContainerFixture()
        f.container.scrollToPage(at: 1, animated: false)
        f.container.scrollToPage(at: 0, animated: false)
        f.window.settle()
        let list0 = f.container.pageScrollView(at: 0)!
        let list1 = f.container.pageScrollView(at: 1)!
        f.window.play(.drag(from: Point(200, 560), to: Point(200, 470), duration: 0.1), settling: false)
        #expect(Self.run(f.window) { f.container.contentOffset.y > 40 })
        #expect(list0.isDecelerating)
        f.container.currentPageIndex = 1
        #expect(f.container.nestedScrollingChild === list1)
        Self.touch(f.window, .began, at: Point(200, 500), after: 0.001)
        let caughtAt = f.container.contentOffset.y
        f.window.advanceTime(to: f.window.clock.now + 0.05)
        #expect(!list0.isDecelerating, "page 0's glide goes on")
        #expect(f.container.contentOffset.y == caughtAt, "the header collapses under the finger")
        Self.touch(f.window, .ended, at: Point(200, 500), after: 0.01)
        f.window.settle()
    }

    /// Setting the header's offset in code during a glide the list drives
    /// (an app's "expand the header") stops the chain's glide, which would
    /// otherwise take the header straight back on the next frames.
    @Test func settingAChainMembersOffsetInCodeStopsTheChainedGlide() {
        let f = ChainFixtures.HeaderAndList()
        f.window.play(.drag(from: Point(200, 560), to: Point(200, 400), duration: 0.1), settling: false)
        #expect(Self.run(f.window) { f.parent.contentOffset.y > 60 })
        f.parent.setContentOffset(Point(0, 0))
        f.window.settle()
        #expect(f.parent.contentOffset.y == 0, "the glide collapsed the header again: \(f.parent.contentOffset.y)")
    }

    /// Same tree as above: a quick tap on a button in the outer view's hover
    /// bar while the list's chained glide is moving that bar. The finger
    /// caught a moving scroll, so (as for a single view, and as the README
    /// promises for "any view of a chain") it does not tap.
    @Test func aTouchThatCatchesAListDrivenGlideOnTheOuterViewDoesNotTap() {
        let f = ChainFixtures.HeaderAndList()
        f.parent.nestedScrollingChild = nil
        let button = TapView(name: "hover.button", frame: Rect(x: 0, y: 0, width: 400, height: 50))
        var taps = 0
        button.onTap = { _ in taps += 1 }
        f.hover.addSubview(button)
        f.window.play(.drag(from: Point(200, 560), to: Point(200, 400), duration: 0.1), settling: false)
        #expect(Self.run(f.window) { f.parent.contentOffset.y > 60 })
        #expect(f.list.isDecelerating)
        let hoverY = 225 - f.parent.contentOffset.y
        Self.touch(f.window, .began, at: Point(200, hoverY), after: 0.001)
        Self.touch(f.window, .ended, at: Point(200, hoverY), after: 0.001)
        f.window.settle()
        #expect(taps == 0, "the touch that caught the glide tapped the button")
    }

    /// The list's content shrinks (new data) while it is scrolled far down,
    /// leaving it more than a viewport past its end, beyond the rubber band's
    /// reach (its finger-space offset is infinite). A drag down on it, back
    /// towards the content, moves it one to one.
    @Test func aDragBackOnAListLeftFarPastItsEndMovesIt() {
        let f = ChainFixtures.HeaderAndList()
        f.parent.setContentOffset(Point(0, 200))
        f.list.setContentOffset(Point(0, 1400))
        f.list.contentSize = Size(400, 300)
        let samples = ChainFixtures.samplesWithMotion(
            of: .drag(from: Point(200, 100), to: Point(200, 400), duration: 0.5), in: f.window, watching: f.views)
        let (dragged, lift) = NestedScrollChainTests.dragged(samples)
        #expect(abs(lift.offsets[1] - (1400 + dragged)) < 1e-6, "one to one: \(lift.offsets[1]) after \(dragged)")
        #expect(lift.offsets[0] == 200, "the list, still past its end, takes it all")
        #expect(samples.last!.offsets == [200, 0], "released, it springs back to its end")
    }
}

import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Momentum, paging snaps and animated scrolls on the virtual clock.
@Suite struct ScrollViewMotionTests {
    /// A 400x300 list of 20 rows of 60 pt (1200 pt of content) in a window.
    final class Fixture {
        let window = Window(size: Size(400, 300))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let trace: TraceRecorder

        init(refreshRate: RefreshRate = .hz60) {
            window.refreshRate = refreshRate
            list.contentSize = Size(400, 1200)
            for row in 0..<20 {
                list.addSubview(
                    TapView(name: "row\(row)", frame: Rect(x: 0, y: 60 * Double(row), width: 400, height: 60)))
            }
            window.addSubview(list)
            trace = TraceRecorder(window)
        }

        /// A flick up: 120 pt in 0.1 s (1200 pt/s), released still moving.
        func flick() {
            window.play(.drag(from: Point(200, 250), to: Point(200, 130), duration: 0.1), settling: false)
        }

        var offsets: [(time: Double, y: Double)] { trace.scrolls.map { ($0.time, $0.offset.y) } }

        func frame(_ time: Double, _ phase: TouchPhase, _ point: Point) {
            window.handle(TouchFrame(timestamp: time, contacts: [Contact(id: 0, phase: phase, location: point)]))
        }
    }

    @Test func aFlickGlidesOnAfterTheLiftFrameByFrameAndComesToRest() throws {
        let f = Fixture()
        f.flick()
        let released = f.list.contentOffset.y
        let liftTime = f.window.clock.now
        #expect(f.list.isDecelerating)
        f.window.settle()
        #expect(!f.list.isDecelerating)
        let glide = f.offsets.filter { $0.time > liftTime }
        #expect(glide.count > 20, "many frames of momentum")
        // One step per 60 Hz frame, moving on and slowing down.
        for (earlier, later) in zip(glide, glide.dropFirst()) {
            // Within the clock's microsecond, where each tick's timer fires.
            #expect(abs((later.time - earlier.time) - 1.0 / 60) < 1e-6)
            #expect(later.y >= earlier.y)
        }
        let steps = zip(glide, glide.dropFirst()).map { $1.y - $0.y }
        #expect(steps.last! < steps.first!, "it slows down")
        #expect(f.list.contentOffset.y > released + 200, "a 1200 pt/s flick carries hundreds of points")
        #expect(f.list.contentOffset.y <= 900, "never past the end")
    }

    @Test func theSameFlickGivesTheSameOffsetsFrameByFrame() {
        let first = Fixture()
        let second = Fixture()
        for f in [first, second] {
            f.flick()
            f.window.settle()
        }
        #expect(first.offsets.map(\.y) == second.offsets.map(\.y))
        #expect(first.offsets.map(\.time) == second.offsets.map(\.time))
    }

    @Test func aFingerThatComesDownStopsTheGlideAndDoesNotTapTheRow() {
        let f = Fixture()
        f.flick()
        f.window.advanceTime(to: f.window.clock.now + 0.2)
        #expect(f.list.isDecelerating)
        let caught = f.list.contentOffset.y
        f.window.play(.tap(at: Point(200, 150)), after: 0.01, settling: false)
        #expect(!f.list.isDecelerating)
        f.window.settle()
        #expect(abs(f.list.contentOffset.y - caught) < 30, "it stopped within the 10 ms before the finger")
        #expect(!f.trace.deliveries.contains { $0.view is TapView && $0.phase == .ended }, "no row was tapped")
        // The next tap, on still content, taps.
        f.window.play(.tap(at: Point(200, 150)))
        #expect(f.trace.deliveries.contains { $0.view is TapView && $0.phase == .ended })
    }

    /// Two flicks down a list that bounces (the default) or does not.
    func flickToTheEnd(bounces: Bool) -> Fixture {
        let f = Fixture()
        f.list.bounces = bounces
        f.window.play(.drag(from: Point(200, 290), to: Point(200, 10), duration: 0.05), settling: false)
        f.window.play(.drag(from: Point(200, 290), to: Point(200, 10), duration: 0.05), after: 0.01, settling: false)
        f.window.settle()
        return f
    }

    @Test func momentumThatMeetsTheEndBouncesPastItAndSpringsBack() {
        let f = flickToTheEnd(bounces: true)
        #expect(f.list.contentOffset.y == 900)
        let peak = f.offsets.map(\.y).max()!
        #expect(peak > 900 && peak < 900 + 150, "it ran past the end, but not far")
        #expect(!f.list.isDecelerating)
    }

    @Test func withoutBounceAGlideStopsAtTheEnd() {
        let f = flickToTheEnd(bounces: false)
        #expect(f.list.contentOffset.y == 900)
        #expect(f.offsets.allSatisfy { $0.y <= 900 })
    }

    @Test func draggingPastTheTopIsRubberBandedAndSpringsBackOnRelease() {
        let f = Fixture()
        // 200 pt down from the top: the content follows a damped fraction of that.
        f.window.play(.drag(from: Point(200, 50), to: Point(200, 250), duration: 0.5), settling: false)
        let pulled = f.trace.scrolls.map(\.offset.y).min()!
        // The pan starts where the path passes 10 pt down: 190 pt of travel follow.
        let expected = -RubberBand.displayedOverscroll(forFingerOverscroll: 190, dimension: 300)
        #expect(abs(pulled - expected) < 1e-6, "the finger's travel past the pan start, rubber-banded")
        #expect(pulled > -190 && pulled < -50)
        f.window.settle()
        #expect(f.list.contentOffset.y == 0)
        #expect(f.trace.scrolls.map(\.offset.y).allSatisfy { $0 <= 0 })
    }

    @Test func catchingOverscrolledContentDoesNotMakeItJump() {
        let f = Fixture()
        f.window.play(.drag(from: Point(200, 50), to: Point(200, 250), duration: 0.5), settling: false)
        f.window.advanceTime(to: f.window.clock.now + 0.05)  // springing back
        let caught = f.list.contentOffset.y
        #expect(caught < 0)
        // Catch it, and move 20 pt (past the pan start): it moves on from where it was.
        f.window.play(.drag(from: Point(200, 150), to: Point(200, 170), duration: 0.1), after: 0.001, settling: false)
        let moved = f.trace.scrolls.suffix(3).map(\.offset.y)
        #expect(moved.allSatisfy { abs($0 - caught) < 10 }, "no jump: \(moved) from \(caught)")
    }

    @Test func aFingerThatStopsBeforeLiftingDoesNotGlide() {
        let f = Fixture()
        // 100 pt up in 0.1 s, then held still (reports keep coming) for 0.2 s, then lifted.
        var time = 1.0
        f.window.handle(
            TouchFrame(timestamp: time, contacts: [Contact(id: 0, phase: .began, location: Point(200, 250))]))
        for step in 1...10 {
            time += 0.01
            f.window.handle(
                TouchFrame(
                    timestamp: time,
                    contacts: [
                        Contact(id: 0, phase: .moved, location: Point(200, 250 - 10 * Double(step)))
                    ]))
        }
        for _ in 1...20 {
            time += 0.01
            f.window.handle(
                TouchFrame(timestamp: time, contacts: [Contact(id: 0, phase: .stationary, location: Point(200, 150))]))
        }
        f.window.handle(
            TouchFrame(timestamp: time + 0.01, contacts: [Contact(id: 0, phase: .ended, location: Point(200, 150))]))
        #expect(abs(f.list.contentOffset.y - 90) < 1e-6, "it followed the finger (after the 10 pt pan start)")
        #expect(!f.list.isDecelerating)
        #expect(f.window.clock.nextDeadline == nil)
    }

    @Test func aPagingViewSpringsOntoThePageWithoutOvershoot() {
        let window = Window(size: Size(400, 300))
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        pager.contentSize = Size(1200, 300)
        pager.isPagingEnabled = true
        window.addSubview(pager)
        let trace = TraceRecorder(window)
        window.play(.swipe(from: Point(300, 150), to: Point(200, 150), duration: 0.1), settling: false)
        let released = pager.contentOffset.x
        #expect(released > 0 && released < 400)
        window.settle()
        #expect(pager.contentOffset.x == 400, "one page on")
        let snap = trace.scrolls.map(\.offset.x).drop { $0 <= released }
        #expect(snap.allSatisfy { $0 <= 400 }, "no overshoot")
        #expect(Array(snap) == snap.sorted(), "always towards the page")
    }

    @Test func anAnimatedScrollArrivesAfterAThirdOfASecond() {
        let f = Fixture()
        let start = f.window.clock.now
        f.list.setContentOffset(Point(0, 600), animated: true)
        #expect(f.list.contentOffset.y == 0)
        f.window.advanceTime(to: start + 0.15)
        #expect(f.list.contentOffset.y > 200 && f.list.contentOffset.y < 400, "half way in time is about half way")
        f.window.settle()
        #expect(f.list.contentOffset.y == 600)
        #expect(f.trace.scrolls.last!.time <= start + 0.3 + 1.0 / 60)
    }

    @Test func withoutAWindowAnAnimatedScrollIsImmediate() {
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        list.contentSize = Size(100, 1000)
        list.setContentOffset(Point(0, 500), animated: true)
        #expect(list.contentOffset.y == 500)
    }

    // MARK: Catching, lifecycle and changes under a motion

    /// A 400x300 paging view, 3 pages, over plain content.
    final class PagerFixture {
        let window = Window(size: Size(400, 300))
        let pager: ScrollView
        let child = TapView(name: "child", frame: Rect(x: 0, y: 0, width: 1200, height: 300))
        let trace: TraceRecorder

        init(remorseful: Bool = false) {
            pager =
                remorseful
                ? RemorsefulScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
                : ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
            pager.contentSize = Size(1200, 300)
            pager.isPagingEnabled = true
            pager.addSubview(child)
            window.addSubview(pager)
            trace = TraceRecorder(window)
        }

        /// Drag 250 pt to the left slowly enough not to flick, release, and let
        /// the snap run 30 ms.
        func releaseMidSnap() {
            window.play(.drag(from: Point(350, 150), to: Point(100, 150), duration: 1), settling: false)
            window.advanceTime(to: window.clock.now + 0.03)
        }
    }

    @Test(arguments: [false, true])
    func aTapThatCatchesAPagingSnapDoesNotTapThePageAndItStillLandsOnAPage(remorseful: Bool) {
        let f = PagerFixture(remorseful: remorseful)
        f.releaseMidSnap()
        #expect(f.pager.isDecelerating)
        let tapsBefore = f.trace.phases(receivedBy: "child").filter { $0 == .ended }.count
        f.window.play(.tap(at: Point(200, 150)), after: 0.01)
        #expect(
            f.trace.phases(receivedBy: "child").filter { $0 == .ended }.count == tapsBefore, "the catch did not tap")
        #expect(f.pager.contentOffset.x.truncatingRemainder(dividingBy: 400) == 0, "it still lands on a page")
    }

    @Test func aTapThatCatchesASpringBackStillLetsItSpringBack() {
        let f = Fixture()
        f.window.play(.drag(from: Point(200, 50), to: Point(200, 250), duration: 0.5), settling: false)
        f.window.advanceTime(to: f.window.clock.now + 0.02)
        #expect(f.list.contentOffset.y < 0)
        f.window.play(.tap(at: Point(200, 150)), after: 0.01)
        #expect(f.list.contentOffset.y == 0)
    }

    @Test func aNestedListCanBeDraggedWhileTheOuterPagerStillSnaps() {
        let window = Window(size: Size(400, 300))
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        pager.contentSize = Size(800, 300)
        pager.isPagingEnabled = true
        let lists = (0..<2).map { index in
            let list = ScrollView(
                name: "list\(index)", frame: Rect(x: 400 * Double(index), y: 0, width: 400, height: 300))
            list.contentSize = Size(400, 1200)
            pager.addSubview(list)
            return list
        }
        window.addSubview(pager)
        window.play(.drag(from: Point(350, 150), to: Point(150, 150), duration: 1), settling: false)
        window.advanceTime(to: window.clock.now + 0.03)
        #expect(pager.isDecelerating)
        window.play(.drag(from: Point(200, 250), to: Point(200, 50), duration: 0.3), after: 0.01)
        #expect(lists.contains { $0.contentOffset.y > 100 }, "a list scrolled vertically")
    }

    @Test func settingTheOffsetInCodeStopsAGlide() {
        let f = Fixture()
        f.flick()
        f.list.contentOffset = .zero
        #expect(!f.list.isDecelerating)
        f.window.settle()
        #expect(f.list.contentOffset.y == 0)
    }

    @Test func aViewThatLeavesItsWindowStopsMoving() {
        let f = Fixture()
        f.flick()
        let other = Window(size: Size(400, 300))
        f.list.removeFromSuperview()
        #expect(!f.list.isDecelerating)
        other.addSubview(f.list)
        let there = f.list.contentOffset.y
        f.window.settle()
        other.settle()
        #expect(f.list.contentOffset.y == there)
    }

    @Test func aScrollViewFreedMidGlideFreesTheClockToo() {
        weak var weakClock: VirtualClock?
        weak var weakList: ScrollView?
        do {
            let f = Fixture()
            f.flick()
            #expect(f.list.isDecelerating)
            weakClock = f.window.clock
            weakList = f.list
        }
        #expect(weakList == nil)
        #expect(weakClock == nil)
    }

    @Test func aSpringRetargetsWhenTheContentShrinksUnderIt() {
        let f = Fixture()
        f.list.contentOffset = Point(0, 900)
        // Pull 200 pt past the bottom, release, then the content shrinks.
        f.window.play(.drag(from: Point(200, 250), to: Point(200, 50), duration: 0.5), settling: false)
        #expect(f.list.contentOffset.y > 900)
        f.list.contentSize = Size(400, 600)
        f.window.settle()
        #expect(f.list.contentOffset.y == 300)
    }

    @Test func aTwoFingerHandOffStillTurnsAtMostOnePage() {
        let f = PagerFixture()
        // One finger drags 300 pt left, a second takes over and drags 300 more, then a flick.
        let window = f.window
        var time = 1.0
        func frame(_ contacts: [Contact]) {
            window.handle(TouchFrame(timestamp: time, contacts: contacts))
            time += 0.016
        }
        frame([Contact(id: 0, phase: .began, location: Point(390, 150))])
        for step in 1...10 { frame([Contact(id: 0, phase: .moved, location: Point(390 - 30 * Double(step), 150))]) }
        frame([Contact(id: 1, phase: .began, location: Point(380, 100))])
        frame([Contact(id: 0, phase: .ended, location: Point(90, 150))])
        for step in 1...6 { frame([Contact(id: 1, phase: .moved, location: Point(380 - 50 * Double(step), 100))]) }
        frame([Contact(id: 1, phase: .ended, location: Point(80, 100))])
        window.settle()
        #expect(f.pager.contentOffset.x == 400, "one page from where the gesture began")
    }

    @Test func aGlitchThatJumpsAcrossTheScreenIsNotAFlickOfThatSpeed() {
        let f = Fixture()
        f.list.contentSize = Size(400, 100_000)
        final class Log: ScrollViewDelegate {
            var release = Vector.zero
            func scrollViewDidEndDragging(_ scrollView: ScrollView, velocity: Vector) { release = velocity }
        }
        let log = Log()
        f.list.delegate = log
        f.frame(1.000, .began, Point(200, 280))
        f.frame(1.016, .moved, Point(200, 260))
        f.frame(1.017, .moved, Point(200, -5000))  // 5,000 pt in 1 ms: a glitch
        f.frame(1.018, .ended, Point(200, -5000))
        #expect(abs(log.release.length - ScrollView.maximumReleaseSpeed) < 1e-6)
        #expect(log.release.dy < 0)
    }
}

import Testing
import TouchRouteTesting

@testable import TouchRoute

/// A touchpad's two-finger scroll: 1:1 while the fingers are down, a fling
/// with the touch flick's physics when they lift, paging, and what stops it.
@Suite struct PointerScrollFingerTests {
    /// A 400x300 list with 20,000 pt of content: no edge within reach of a flick.
    final class Fixture {
        let window = Window(size: Size(400, 300))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let trace: TraceRecorder

        init() {
            list.contentSize = Size(400, 20_000)
            list.contentOffset = Point(0, 5000)
            window.addSubview(list)
            trace = TraceRecorder(window)
        }

        func scroll(_ time: Double, _ phase: PointerScroll.Phase, _ dy: Double, at location: Point = Point(200, 150)) {
            window.handle(
                PointerScroll(
                    timestamp: time, location: location, source: .finger, phase: phase, delta: Vector(dx: 0, dy: dy)))
        }

        /// 12 events of `step` points at 120 Hz from `start` (`step` × 120 pt/s), then the lift.
        func fingerFlick(step: Double = 10, start: Double = 1) {
            scroll(start, .began, step)
            for index in 1..<12 { scroll(start + Double(index) / 120, .changed, step) }
            scroll(start + 11.0 / 120, .ended, 0)
        }

        /// The same motion on the glass: the finger moves `step` up per 120 Hz frame.
        func touchFlick(step: Double = 10, start: Double = 1) {
            func frame(_ index: Int, _ phase: TouchPhase) {
                let location = Point(200, 250 - step * Double(index))
                window.handle(
                    TouchFrame(
                        timestamp: start + Double(index) / 120,
                        contacts: [Contact(id: 0, phase: phase, location: location)]))
            }
            frame(0, .began)
            for index in 1...12 { frame(index, .moved) }
            frame(12, .ended)
        }
    }

    @Test func theContentFollowsTheFingersOneToOne() {
        let f = Fixture()
        f.scroll(1, .began, 7)
        f.scroll(1.01, .changed, 5)
        f.scroll(1.02, .changed, -2)
        #expect(f.list.contentOffset.y == 5010)
        #expect(f.trace.pointerScrolls.map(\.applied.dy) == [7, 5, -2])
        #expect(f.trace.pointerScrolls.allSatisfy { $0.view === f.list })
    }

    @Test func aFingerFlickGlidesAsFarAsATouchFlickOfTheSameSpeed() {
        let pointer = Fixture()
        pointer.fingerFlick()
        let pointerRelease = pointer.list.contentOffset.y
        #expect(pointer.list.isDecelerating, "the lift flings")
        pointer.window.settle()
        let pointerGlide = pointer.list.contentOffset.y - pointerRelease

        let touch = Fixture()
        touch.touchFlick()
        let touchRelease = touch.list.contentOffset.y
        touch.window.settle()
        let touchGlide = touch.list.contentOffset.y - touchRelease

        // 1200 pt/s on the normal rate coasts about 600 points.
        #expect(touchGlide > 500)
        #expect(abs(pointerGlide - touchGlide) <= 0.01 * touchGlide, "pointer \(pointerGlide), touch \(touchGlide)")
        // It decelerates: each frame's step is smaller than the one before.
        let glide = pointer.trace.scrolls.filter { $0.time > 1 + 11.0 / 120 }.map(\.offset.y)
        let steps = zip(glide, glide.dropFirst()).map { $1 - $0 }
        #expect(steps.count > 20 && zip(steps, steps.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 })
    }

    @Test func fingersThatRestBeforeLiftingDoNotFling() {
        let f = Fixture()
        f.scroll(1, .began, 10)
        f.scroll(1.01, .changed, 10)
        f.scroll(1.5, .ended, 0)
        #expect(!f.list.isMovingWithoutFinger && f.list.contentOffset.y == 5020)
    }

    @Test func fingersOnTheTouchpadOrOnTheGlassStopAGlide() {
        let f = Fixture()
        f.fingerFlick()
        f.window.advanceTime(to: 1.3)
        let caught = f.list.contentOffset.y
        f.scroll(1.3, .began, 0)
        f.window.advanceTime(to: 2)
        #expect(f.list.contentOffset.y == caught && !f.list.isMovingWithoutFinger)
        f.scroll(2.1, .ended, 0)

        f.fingerFlick(start: 3)
        f.window.advanceTime(to: 3.3)
        #expect(f.list.isDecelerating)
        f.window.handle(
            TouchFrame(timestamp: 3.3, contacts: [Contact(id: 0, phase: .began, location: Point(200, 150))]))
        #expect(!f.list.isMovingWithoutFinger, "a touch catches a pointer fling as it catches a flick")
    }

    @Test func pastTheEdgeItRubberBandsAndSpringsBackWhenTheFingersLift() {
        let f = Fixture()
        f.list.contentOffset = .zero
        f.scroll(1, .began, -40)
        f.scroll(1.01, .changed, -40)
        let pulled = f.list.contentOffset.y
        #expect(pulled < 0 && pulled > -80, "rubber-banded: less than the 80 points pulled")
        f.scroll(1.5, .ended, 0)
        #expect(f.list.isDecelerating)
        f.window.settle()
        #expect(f.list.contentOffset.y == 0)
    }

    @Test func aVerticalScrollOverAPagerOfListsLocksToTheList() {
        let layout = DefaultLayout()
        let at = Point(400, 240)
        layout.window.handle(
            PointerScroll(timestamp: 1, location: at, source: .finger, phase: .began, delta: Vector(dx: 3, dy: 20)))
        layout.window.handle(
            PointerScroll(timestamp: 1.01, location: at, source: .finger, delta: Vector(dx: 8, dy: 20)))
        #expect(layout.pager.contentOffset.x == 0 && layout.lists[0].contentOffset.y == 40)
        layout.window.handle(PointerScroll(timestamp: 1.5, location: at, source: .finger, phase: .ended, delta: .zero))
    }

    @Test func aHorizontalFingerScrollSettlesThePagerOnAPage() {
        let layout = DefaultLayout()
        let at = Point(400, 240)
        func swipe(_ step: Double, count: Int, start: Double, rest: Double) {
            layout.window.handle(
                PointerScroll(
                    timestamp: start, location: at, source: .finger, phase: .began, delta: Vector(dx: step, dy: 0)))
            for index in 1..<count {
                layout.window.handle(
                    PointerScroll(
                        timestamp: start + Double(index) / 120, location: at, source: .finger,
                        delta: Vector(dx: step, dy: 0)))
            }
            layout.window.handle(
                PointerScroll(
                    timestamp: start + Double(count - 1) / 120 + rest, location: at, source: .finger, phase: .ended,
                    delta: .zero))
            layout.window.settle()
        }
        // A quick 240 pt scroll flings one page on.
        swipe(20, count: 12, start: 1, rest: 0)
        #expect(layout.currentPage == 1 && layout.pager.contentOffset.x == 800)
        // A slow 200 pt scroll that rests before the lift goes back to its page.
        swipe(20, count: 10, start: 3, rest: 0.3)
        #expect(layout.currentPage == 1 && layout.pager.contentOffset.x == 800)
    }

    @Test func aFingerScrollAndItsFlingChainFromTheListToTheScrollViewAroundIt() {
        let (window, outer, inner) = PointerScrollWheelTests.listInAScrollView()
        let at = Point(200, 250)
        window.handle(
            PointerScroll(timestamp: 1, location: at, source: .finger, phase: .began, delta: Vector(dx: 0, dy: 250)))
        window.handle(PointerScroll(timestamp: 1.01, location: at, source: .finger, delta: Vector(dx: 0, dy: 100)))
        #expect(inner.contentOffset.y == 300 && outer.contentOffset.y == 50, "the inner list first, the rest outside")
        for step in 2..<12 {
            window.handle(
                PointerScroll(
                    timestamp: 1 + Double(step) / 100, location: at, source: .finger, delta: Vector(dx: 0, dy: 10)))
        }
        window.handle(PointerScroll(timestamp: 1.11, location: at, source: .finger, phase: .ended, delta: .zero))
        #expect(outer.contentOffset.y == 150 && window.needsDisplayFrames)
        window.settle()
        #expect(
            inner.contentOffset.y == 300 && outer.contentOffset.y == 300, "the fling carried the outer view to its end")
    }

    @Test func aListThatContainsOverscrollRubberBandsItselfAndSpringsBack() {
        let (window, outer, inner) = PointerScrollWheelTests.listInAScrollView()
        inner.overscrollBehavior = .contain
        let at = Point(200, 250)
        window.handle(
            PointerScroll(timestamp: 1, location: at, source: .finger, phase: .began, delta: Vector(dx: 0, dy: 340)))
        #expect(inner.contentOffset.y > 300 && inner.contentOffset.y < 340 && outer.contentOffset.y == 0)
        window.handle(PointerScroll(timestamp: 1.5, location: at, source: .finger, phase: .ended, delta: .zero))
        window.settle()
        #expect(inner.contentOffset.y == 300 && outer.contentOffset.y == 0)
    }

    @Test func theSameScrollGivesTheSameOffsetsFrameByFrame() {
        let runs = (0..<2).map { _ in
            let f = Fixture()
            f.fingerFlick()
            f.window.settle()
            return f.trace.scrolls.map { [$0.time, $0.offset.y] }
        }
        #expect(runs[0] == runs[1] && runs[0].count > 20)
    }

    @Test func aSequenceOutOfOrderIsReportedAndStillEnds() {
        let f = Fixture()
        f.scroll(1, .ended, 0)
        f.scroll(1.01, .changed, 10)
        f.scroll(1.02, .began, 10)
        f.scroll(1.03, .ended, 0)
        #expect(
            f.trace.problems.map(\.message) == [
                "input bug: a finger scroll ended but never began; it is ignored.",
                "input bug: a finger scroll changed without beginning; it begins now.",
                "input bug: a finger scroll began while another was under way; the earlier one ends without a fling.",
            ])
        #expect(f.list.contentOffset.y == 5020)
        #expect(f.trace.pointerScrolls.map(\.phase) == [.ended, .changed, .began, .ended])
    }
}

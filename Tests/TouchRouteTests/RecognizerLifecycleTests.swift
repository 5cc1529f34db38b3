import Testing
import TouchRouteTesting

@testable import TouchRoute

/// Requirement cycles, requirements that leave, windows that go, input that
/// cancels held ends, and when a winner's action runs.
@Suite struct RecognizerLifecycleTests {
    /// A pad with a double tap `double` and a single tap `single` waiting for it.
    private static func singleWaitingForDouble(_ fixture: RecognizerFixture) -> (
        TapGestureRecognizer, TapGestureRecognizer
    ) {
        let double = fixture.attach(TapGestureRecognizer(name: "double"))
        double.numberOfTapsRequired = 2
        let single = fixture.attach(TapGestureRecognizer(name: "single"))
        single.require(toFail: double)
        return (single, double)
    }

    /// A recognizer's link to its view is neither retained nor weak (a weak
    /// one slows every retain of the view): the view clears it as it goes,
    /// so a recognizer kept longer sees no view, and a scroll view's own pan
    /// no scroll view.
    @Test func aRecognizerKeptBeyondItsViewSeesNone() {
        var tap: TapGestureRecognizer?
        var pan: ScrollViewGestureRecognizer?
        do {
            let view = View(name: "pad", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            tap = TapGestureRecognizer(name: "tap")
            view.addGestureRecognizer(tap!)
            pan = list.panGestureRecognizer
            #expect(tap?.view === view && pan?.scrollView === list && pan?.view === list)
        }
        #expect(tap?.view == nil)
        #expect(pan?.view == nil && pan?.scrollView == nil)
    }

    @Test func aRecognizerCanAskWhetherItWaitsThroughOthers() {
        let one = TapGestureRecognizer(name: "one")
        let two = TapGestureRecognizer(name: "two")
        let three = TapGestureRecognizer(name: "three")
        one.require(toFail: two)
        two.require(toFail: three)
        #expect(one.isWaiting(forFailureOf: three))
        #expect(!three.isWaiting(forFailureOf: one), "so three.require(toFail: one) would be refused")
    }

    /// The safety net behind `require(toFail:)`'s refusal: a cycle linked
    /// unchecked fails rather than hold the touch's end for ever.
    @Test func aRequirementCycleFailsAndTheTouchEnds() {
        let fixture = RecognizerFixture()
        let one = fixture.attach(TapGestureRecognizer(name: "one"))
        let two = fixture.attach(TapGestureRecognizer(name: "two"))
        one.link(toFail: two)
        two.link(toFail: one)
        fixture.play(RecognizerFixture.tap(at: Point(100, 100)))
        // One fails, which lets the other recognize and cancel the view's touch.
        #expect(fixture.log.map(\.state) == [.failed, .recognized])
        #expect(fixture.pad.phases == [.began, .cancelled])
        #expect(fixture.window.activeTouches.isEmpty)
        #expect(one.state == .possible && two.state == .possible && one.touchMask == 0)
        #expect(fixture.illegal.isEmpty)
    }

    @Test func aWaiterWhoseViewLeavesTheWindowDoesNotRecognize() {
        let fixture = RecognizerFixture()
        let (_, _) = Self.singleWaitingForDouble(fixture)
        fixture.play(RecognizerFixture.tap(at: Point(100, 100)), settling: false)
        fixture.pad.removeFromSuperview()
        fixture.window.settle()
        #expect(!fixture.log.contains { $0.state == .recognized }, "\(fixture.log.map { "\($0.name) \($0.state)" })")
        #expect(fixture.pad.phases == [.began, .cancelled], "leaving the window cancelled the held end")
        #expect(fixture.window.activeTouches.isEmpty)
        #expect(fixture.illegal.isEmpty)
    }

    @Test func aWaiterInsideALeavingViewDoesNotRecognize() {
        let fixture = RecognizerFixture()
        let inner = LoggingView(name: "inner", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        fixture.pad.addSubview(inner)
        let double = fixture.attach(TapGestureRecognizer(name: "double"))
        double.numberOfTapsRequired = 2
        fixture.attach(TapGestureRecognizer(name: "single"), to: inner).require(toFail: double)
        fixture.play(RecognizerFixture.tap(at: Point(100, 100)), settling: false)
        fixture.pad.removeFromSuperview()
        fixture.window.settle()
        #expect(!fixture.log.contains { $0.state == .recognized })
        #expect(inner.phases == [.began, .cancelled])
    }

    @Test func removingTheRequirementLetsAWaiterInTheWindowGoOn() {
        let fixture = RecognizerFixture()
        let (_, double) = Self.singleWaitingForDouble(fixture)
        fixture.play(RecognizerFixture.tap(at: Point(100, 100)), settling: false)
        fixture.pad.removeGestureRecognizer(double)
        fixture.window.settle()
        #expect(fixture.states(of: "single") == [.recognized])
        #expect(fixture.illegal.isEmpty)
    }

    @Test func aHeldEndTheInputCancelsLaterEndsAtTheViews() {
        let fixture = RecognizerFixture()
        _ = Self.singleWaitingForDouble(fixture)
        fixture.play(RecognizerFixture.tap(at: Point(100, 100)), settling: false)
        #expect(fixture.pad.phases == [.began], "the end is held while the double tap may come")
        fixture.window.cancelAllTouches(reason: "The device was unplugged.")
        #expect(fixture.pad.phases == [.began, .ended])
        #expect(!fixture.trace.problems.contains { $0.message.contains("active touch") })
        #expect(fixture.window.activeTouches.isEmpty)
    }

    @Test func aWinnersActionRunsOnceItHasWonItsTouches() {
        let fixture = RecognizerFixture()
        let press = fixture.attach(LongPressGestureRecognizer(name: "press"))
        let swipe = fixture.attach(SwipeGestureRecognizer(name: "swipe"))
        var seen: (swipe: GestureRecognizerState, pad: [TouchPhase])?
        press.onStateChange = { [unowned fixture] press in
            fixture.check(press)
            guard press.state == .began else { return }
            seen = (swipe.state, fixture.pad.phases)
            // Removing itself on .began leaves the touch taken.
            fixture.pad.removeGestureRecognizer(press)
        }
        fixture.play(.longPress(at: Point(200, 200), duration: 0.8))
        #expect(seen?.swipe == .failed)
        #expect(seen?.pad == [.began, .cancelled])
        #expect(fixture.pad.phases == [.began, .cancelled], "the view hears cancelled, not ended")
        #expect(fixture.illegal.isEmpty)
        #expect(fixture.window.activeTouches.isEmpty)
    }

    /// The fixture's legality check knows real resets: a second finish in one
    /// gesture is illegal.
    @Test func theFixtureCatchesASecondFinishInOneGesture() {
        let fixture = RecognizerFixture()
        let tap = TapGestureRecognizer(name: "tap")
        fixture.watch(tap)
        tap.transition(to: .recognized)
        tap.state = .failed
        fixture.check(tap)
        #expect(fixture.illegal == ["tap: recognized → failed"])
    }
}

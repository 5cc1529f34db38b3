import Testing
import TouchRoute
import TouchRouteTesting

/// require(toFail:), simultaneous recognition, cancelsTouchesInView, the
/// delays, and scroll views taking touches from recognizers.
@Suite struct RecognizerRelationshipTests {
    /// A pad with a double tap named `double` and a single tap named
    /// `single` that requires it to fail.
    private static func singleWaitingForDouble() -> RecognizerFixture {
        let fixture = RecognizerFixture()
        let double = fixture.attach(TapGestureRecognizer(name: "double"))
        double.numberOfTapsRequired = 2
        fixture.attach(TapGestureRecognizer(name: "single")).require(toFail: double)
        return fixture
    }

    /// The README's example: a single tap that waits for a double tap to
    /// fail, and a long press, on one photo.
    @Test func theReadmeExampleTellsSingleFromDoubleTapsAndLongPresses() {
        let window = Window(size: Size(400, 400))
        var heard: [String] = []
        // README: Recognizers
        let photo = View(name: "photo", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(photo)

        let zoom = TapGestureRecognizer(name: "zoom")
        zoom.numberOfTapsRequired = 2
        zoom.onStateChange = { if $0.state == .recognized { heard.append("zoom") } }

        let chrome = TapGestureRecognizer(name: "chrome")
        chrome.require(toFail: zoom)  // waits up to 0.3 s for a second tap
        chrome.onStateChange = { if $0.state == .recognized { heard.append("chrome") } }

        let menu = LongPressGestureRecognizer(name: "menu")
        menu.minimumPressDuration = LongPressGestureRecognizer.androidLongPressTimeout  // 0.4 s
        menu.onStateChange = { if $0.state == .began { heard.append("menu") } }

        for recognizer in [zoom, chrome, menu] { photo.addGestureRecognizer(recognizer) }
        // README: end
        window.play(.tap(at: Point(200, 200)))
        #expect(heard == ["chrome"])
        window.play(.tap(at: Point(200, 200)), settling: false)
        window.play(.tap(at: Point(200, 200)), after: 0.15)
        #expect(heard == ["chrome", "zoom"])
        window.play(.longPress(at: Point(200, 200)))
        #expect(heard == ["chrome", "zoom", "menu"])
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFailAndRecognizesThen() {
        let fixture = Self.singleWaitingForDouble()
        let start = fixture.window.play(.tap(at: Point(100, 100)), settling: false)
        #expect(fixture.log.isEmpty, "the single tap is held back while the double tap is possible")
        fixture.window.settle()
        #expect(fixture.log.map(\.name) == ["double", "single"])
        #expect(fixture.log.map(\.state) == [.failed, .recognized])
        #expect(fixture.log[1].time > start + TapGestureRecognizer.standardMaximumIntervalBetweenTaps)
        #expect(fixture.pad.phases == [.began, .cancelled], "the single tap cancels the view's touch")
    }

    @Test func aRecognizedDoubleTapFailsTheSingleTapWaitingForIt() {
        let fixture = Self.singleWaitingForDouble()
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        fixture.play(.tap(at: Point(100, 100)), after: 0.1)
        // The double tap's action runs once it has won: the single tap has failed by then.
        #expect(fixture.log.map(\.name) == ["single", "double"])
        #expect(fixture.log.map(\.state) == [.failed, .recognized])
    }

    @Test func aQuickSecondTapTooFarForADoubleTapIsASingleTapOfItsOwn() {
        let fixture = Self.singleWaitingForDouble()
        fixture.play(.tap(at: Point(50, 100)), settling: false)
        // 200 pt away: the double tap fails as this tap lands, which lets the
        // first single tap go, and the single tap, reset, takes this one too.
        fixture.play(.tap(at: Point(250, 100)), after: 0.1)
        #expect(fixture.states(of: "single") == [.recognized, .recognized])
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aRequirementOnAnotherViewCountsAsFailed() {
        let fixture = RecognizerFixture()
        let other = View(name: "other", frame: Rect(x: 0, y: 300, width: 400, height: 100))
        fixture.window.addSubview(other)
        let double = fixture.attach(TapGestureRecognizer(name: "double"), to: other)
        double.numberOfTapsRequired = 2
        let single = fixture.attach(TapGestureRecognizer(name: "single"))
        single.require(toFail: double)
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        #expect(fixture.states(of: "single") == [.recognized])
    }

    @Test func withoutASimultaneityRuleTheFirstWinnerFailsTheOther() {
        let fixture = RecognizerFixture()
        fixture.attach(LongPressGestureRecognizer(name: "first"))
        let second = fixture.attach(LongPressGestureRecognizer(name: "second"))
        second.minimumPressDuration = 0.6
        fixture.play(.longPress(at: Point(100, 100)))
        #expect(fixture.states(of: "first") == [.began, .ended])
        #expect(fixture.states(of: "second") == [.failed])
    }

    @Test func aSimultaneityRuleOnEitherSideLetsBothProceed() {
        let fixture = RecognizerFixture()
        let first = fixture.attach(LongPressGestureRecognizer(name: "first"))
        let second = fixture.attach(LongPressGestureRecognizer(name: "second"))
        second.minimumPressDuration = 0.6
        first.shouldRecognizeSimultaneously = { _, other in other === second }
        fixture.play(.longPress(at: Point(100, 100)))
        #expect(fixture.states(of: "first") == [.began, .ended])
        #expect(fixture.states(of: "second") == [.began, .ended])
    }

    @Test func delaysTouchesBeganHoldsTheBeganUntilTheRecognizerFails() {
        let fixture = RecognizerFixture()
        let press = fixture.attach(LongPressGestureRecognizer(name: "press"))
        press.delaysTouchesBegan = true
        fixture.play(.drag(from: Point(100, 100), to: Point(100, 100.5), duration: 0.2))
        #expect(fixture.states(of: "press") == [.failed])
        #expect(fixture.pad.phases == [.began, .ended], "heard late, at the lift, with the end")
        fixture.play(.longPress(at: Point(100, 100)))
        #expect(fixture.pad.phases == [.began, .ended], "a press that began keeps the view from ever hearing it")
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func withoutCancelsTouchesInViewTheViewKeepsItsTouch() {
        let fixture = RecognizerFixture()
        let press = fixture.attach(LongPressGestureRecognizer(name: "press"))
        press.cancelsTouchesInView = false
        fixture.play(.longPress(at: Point(100, 100)))
        #expect(fixture.pad.phases == [.began, .ended])
    }

    @Test func aLongPressInAVerticalListFailsWhenTheListStartsDragging() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let press = LongPressGestureRecognizer(name: "press")
        // Only the list's drag can fail it: the finger may stray anywhere.
        press.allowableMovement = .infinity
        var states: [GestureRecognizerState] = []
        press.onStateChange = { states.append($0.state) }
        layout.lists[0].subviews[3].addGestureRecognizer(press)
        layout.window.play(.drag(from: Point(400, 220), to: Point(400, 100), duration: 0.3))
        #expect(layout.lists[0].contentOffset.y > 0, "the list scrolled")
        #expect(states == [.failed])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aTapRecognizerOnARowInAListRecognizesATap() {
        let layout = DefaultLayout()
        let trace = TraceRecorder(layout.window)
        let tap = TapGestureRecognizer(name: "row.tap")
        var states: [GestureRecognizerState] = []
        tap.onStateChange = { states.append($0.state) }
        layout.lists[0].subviews[3].addGestureRecognizer(tap)
        layout.window.play(.tap(at: Point(400, 3 * DefaultLayout.rowHeight + 20)))
        #expect(states == [.recognized])
        #expect(trace.exactlyOnceViolations.isEmpty)
    }
}

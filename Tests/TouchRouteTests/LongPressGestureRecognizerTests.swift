import Testing
import TouchRoute
import TouchRouteTesting

/// Long presses: the time, the allowable movement, the fingers.
@Suite struct LongPressGestureRecognizerTests {
    @Test func aHeldFingerBeginsWhenTheTimeIsUpChangesAsItMovesAndEndsOnLift() {
        let fixture = RecognizerFixture()
        fixture.attach(LongPressGestureRecognizer(name: "press"))
        let hold = Finger(samples: [
            .init(time: 0, location: Point(100, 100)), .init(time: 0.6, location: Point(100, 100)),
            .init(time: 0.7, location: Point(130, 100)), .init(time: 0.8, location: Point(130, 100)),
        ])
        let start = fixture.window.play(TouchScript(fingers: [hold]))
        #expect(fixture.states(of: "press") == [.began, .changed, .ended])
        #expect(abs(fixture.log[0].time - (start + LongPressGestureRecognizer.standardMinimumPressDuration)) < 1e-9)
        #expect(fixture.unfinished.isEmpty)
    }

    @Test func androidsTimeoutIsShorter() {
        let fixture = RecognizerFixture()
        let press = fixture.attach(LongPressGestureRecognizer(name: "press"))
        press.minimumPressDuration = LongPressGestureRecognizer.androidLongPressTimeout
        let start = fixture.window.play(.longPress(at: Point(100, 100), duration: 0.45))
        #expect(fixture.states(of: "press") == [.began, .ended])
        #expect(abs(fixture.log[0].time - (start + 0.4)) < 1e-9)
    }

    @Test func aFingerThatStraysOrLiftsEarlyFails() {
        let fixture = RecognizerFixture()
        fixture.attach(LongPressGestureRecognizer(name: "press"))
        fixture.play(.drag(from: Point(100, 100), to: Point(100, 140), duration: 0.3))
        fixture.play(.tap(at: Point(100, 100), duration: 0.3))
        #expect(fixture.states(of: "press") == [.failed, .failed])
    }

    @Test func aMovementWithinTheAllowanceStillBegins() {
        let fixture = RecognizerFixture()
        fixture.attach(LongPressGestureRecognizer(name: "press"))
        fixture.play(.drag(from: Point(100, 100), to: Point(106, 100), duration: 0.8))
        #expect(fixture.states(of: "press").first == .began)
    }

    @Test func twoFingersWhereOneIsRequiredFail() {
        let fixture = RecognizerFixture()
        fixture.attach(LongPressGestureRecognizer(name: "press"))
        fixture.play(RecognizerFixture.tap(at: Point(100, 100), fingers: 2, duration: 0.8))
        #expect(fixture.states(of: "press") == [.failed])
    }

    @Test func aBeganPressCancelsTheViewsTouch() {
        let fixture = RecognizerFixture()
        fixture.attach(LongPressGestureRecognizer(name: "press"))
        fixture.play(.longPress(at: Point(100, 100)))
        #expect(fixture.pad.phases == [.began, .cancelled])
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func disablingAPressUnderWayCancelsItAndRemovingAPossibleOneFailsIt() {
        let fixture = RecognizerFixture()
        let press = fixture.attach(LongPressGestureRecognizer(name: "press"))
        let finger = { (time: Double, phase: TouchPhase) in
            fixture.window.handle(
                TouchFrame(timestamp: time, contacts: [Contact(id: 0, phase: phase, location: Point(100, 100))]))
        }
        finger(1, .began)
        fixture.window.advanceTime(to: 1.6)
        press.isEnabled = false
        finger(1.7, .ended)
        #expect(fixture.states(of: "press") == [.began, .cancelled])
        #expect(press.state == .possible)
        press.isEnabled = true
        finger(2, .began)
        fixture.pad.removeGestureRecognizer(press)
        finger(2.1, .ended)
        #expect(fixture.states(of: "press") == [.began, .cancelled, .failed])
        #expect(fixture.pad.phases == [.began, .cancelled, .began, .ended])
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
    }
}

import Testing
import TouchRoute
import TouchRouteTesting

/// Taps: fingers, movement, duration, and the interval and distance between taps.
@Suite struct TapGestureRecognizerTests {
    @Test func aTapRecognizesWhenTheFingerLiftsAtItsCentroid() {
        let fixture = RecognizerFixture()
        let tap = fixture.attach(TapGestureRecognizer(name: "tap"))
        var location: Point?
        tap.onStateChange = { location = $0.values.location }
        fixture.play(.tap(at: Point(100, 120)))
        #expect(tap.state == .possible, "it resets once the finger is up")
        #expect(location == Point(100, 120))
        #expect(
            fixture.trace.records.contains {
                if case .gesture(let change) = $0 { return change.kind == .tap && change.state == .recognized }
                return false
            })
    }

    @Test func aFingerThatStraysPastTheAllowableMovementFails() {
        let fixture = RecognizerFixture()
        fixture.attach(TapGestureRecognizer(name: "tap"))
        fixture.play(.drag(from: Point(100, 100), to: Point(100, 115), duration: 0.1))
        #expect(fixture.states(of: "tap") == [.failed])
    }

    @Test func aPressLongerThanTheMaximumTapDurationFailsWhenTheTimeIsUp() {
        let fixture = RecognizerFixture()
        fixture.attach(TapGestureRecognizer(name: "tap"))
        let start = fixture.window.play(.tap(at: Point(100, 100), duration: 0.7))
        #expect(fixture.states(of: "tap") == [.failed])
        #expect(abs(fixture.log[0].time - (start + TapGestureRecognizer.standardMaximumTapDuration)) < 1e-9)
    }

    @Test func aTwoFingerTapNeedsBothFingers() {
        let fixture = RecognizerFixture()
        let tap = fixture.attach(TapGestureRecognizer(name: "two"))
        tap.numberOfTouchesRequired = 2
        fixture.play(RecognizerFixture.tap(at: Point(100, 100), fingers: 2))
        fixture.play(RecognizerFixture.tap(at: Point(100, 100), fingers: 1))
        fixture.play(RecognizerFixture.tap(at: Point(100, 100), fingers: 3))
        #expect(fixture.states(of: "two") == [.recognized, .failed, .failed])
    }

    @Test func twoQuickTapsCloseTogetherAreADoubleTap() {
        let fixture = RecognizerFixture()
        let double = fixture.attach(TapGestureRecognizer(name: "double"))
        double.numberOfTapsRequired = 2
        #expect(double.kind == .doubleTap)
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        #expect(fixture.states(of: "double").isEmpty, "it waits for the second tap")
        fixture.play(.tap(at: Point(150, 130)), after: 0.2)
        #expect(fixture.states(of: "double") == [.recognized])
    }

    @Test func aSecondTapTooLateOrTooFarFailsTheDoubleTap() {
        let fixture = RecognizerFixture()
        let double = fixture.attach(TapGestureRecognizer(name: "double"))
        double.numberOfTapsRequired = 2
        // Too late: the interval timer fails it before the second tap, which
        // starts a sequence of its own (failed by its timer a second later).
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        fixture.play(.tap(at: Point(100, 100)), after: 0.4, settling: false)
        #expect(fixture.states(of: "double") == [.failed])
        // Too far: 150 pt from the first tap's touch-down. That tap starts a
        // sequence of its own (failed by its timer as the window settles).
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        fixture.play(.tap(at: Point(250, 100)), after: 0.1)
        #expect(fixture.states(of: "double") == [.failed, .failed, .failed, .failed])
    }

    /// A tap that cannot be the next of the sequence, too far or too late,
    /// fails it and starts the next: a tap, then two quick taps 300 pt away,
    /// is a failed double tap and then a double tap at the second place, as
    /// in UIKit. A single tap that requires the double tap to fail
    /// recognizes for the first tap alone. (`Examples/photos.yaml`'s chrome
    /// and zoom, which lost the zoom before.)
    @Test(arguments: [0.05, 0.4])
    func aTapThatCannotBeTheNextStartsANewSequence(gapAfterFirst: Double) {
        let fixture = RecognizerFixture()
        let zoom = fixture.attach(TapGestureRecognizer(name: "zoom"))
        zoom.numberOfTapsRequired = 2
        let chrome = fixture.attach(TapGestureRecognizer(name: "chrome"))
        chrome.require(toFail: zoom)
        var verdicts: [String] = []
        zoom.onVerdict = { _, touch, accepted in verdicts.append("\(touch.id) \(accepted ? "accept" : "reject")") }
        fixture.play(.tap(at: Point(50, 200)), settling: false)
        fixture.play(.tap(at: Point(350, 200)), after: gapAfterFirst, settling: false)
        fixture.play(.tap(at: Point(350, 200)), after: 0.1)
        #expect(fixture.states(of: "zoom") == [.failed, .recognized])
        #expect(fixture.states(of: "chrome") == [.recognized, .failed])
        let zoomedAt = fixture.trace.records.compactMap { record -> Point? in
            guard case .gesture(let change) = record, change.recognizer === zoom, change.state == .recognized
            else { return nil }
            return change.values.location
        }
        #expect(zoomedAt == [Point(350, 200)])
        #expect(verdicts.sorted() == ["#1 reject", "#2 accept", "#3 accept"], "one verdict a touch")
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
        #expect(fixture.window.activeTouches.isEmpty)
    }

    @Test func aDoubleTapHoldsTheFirstTapsEndFromTheViewUntilItFails() {
        let fixture = RecognizerFixture()
        let double = fixture.attach(TapGestureRecognizer(name: "double"))
        double.numberOfTapsRequired = 2
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        #expect(fixture.pad.phases == [.began], "delaysTouchesEnded: the end waits while the double tap is possible")
        fixture.window.settle()
        #expect(fixture.pad.phases == [.began, .ended])
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
    }

    @Test func aRecognizedDoubleTapCancelsBothTapsInTheView() {
        let fixture = RecognizerFixture()
        let double = fixture.attach(TapGestureRecognizer(name: "double"))
        double.numberOfTapsRequired = 2
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        fixture.play(.tap(at: Point(100, 100)), after: 0.1)
        #expect(fixture.pad.phases == [.began, .began, .cancelled])
        #expect(fixture.pad.calls.last?.ids.count == 2, "one call cancels both taps")
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
        #expect(fixture.window.activeTouches.isEmpty)
    }

    /// Hosts batch: a quick tap's down and up arrive in one frame, each with
    /// its own time, and a 30 Hz loop's frames carry several moves.
    @Test func aTapBatchedIntoOneFrameIsRecognizedAsOneSentFrameByFrame() {
        let fixture = RecognizerFixture()
        fixture.attach(TapGestureRecognizer(name: "tap"))
        fixture.window.handle(
            TouchFrame(
                timestamp: 1.05,
                contacts: [
                    Contact(id: 0, phase: .began, location: Point(100, 100), timestamp: 1),
                    Contact(id: 0, phase: .ended, location: Point(101, 100), timestamp: 1.04),
                ]))
        #expect(fixture.states(of: "tap") == [.recognized])
        #expect(abs(fixture.log[0].time - 1.04) < 1e-9, "at the lift's own time")
        #expect(fixture.pad.phases == [.began, .cancelled])
    }
}

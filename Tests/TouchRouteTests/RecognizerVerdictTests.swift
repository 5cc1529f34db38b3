import Testing
import TouchRouteTesting

@testable import TouchRoute

/// The arena's verdicts to recognizers, as members (`ArenaMember`): exactly
/// one of `arenaDidAccept(_:)` or `arenaDidReject(_:)` for each touch a
/// recognizer followed, the same promise a participant view has.
@Suite struct RecognizerVerdictTests {
    /// Every verdict of the recognizers below, in order: `pan accept #1`.
    final class VerdictLog {
        var entries: [String] = []

        /// The recognizers' verdicts, sorted: for checks where two verdicts
        /// come in the same move and their order is not the point.
        var sorted: [String] { entries.sorted() }
    }

    final class LoggedTap: TapGestureRecognizer {
        var verdicts: VerdictLog?
        override func arenaDidAccept(_ touch: Touch) { verdicts?.entries.append("\(name) accept \(touch.id)") }
        override func arenaDidReject(_ touch: Touch) { verdicts?.entries.append("\(name) reject \(touch.id)") }
    }

    final class LoggedPan: PanGestureRecognizer {
        var verdicts: VerdictLog?
        override func arenaDidAccept(_ touch: Touch) { verdicts?.entries.append("\(name) accept \(touch.id)") }
        override func arenaDidReject(_ touch: Touch) { verdicts?.entries.append("\(name) reject \(touch.id)") }
    }

    final class LoggedPress: LongPressGestureRecognizer {
        var verdicts: VerdictLog?
        override func arenaDidAccept(_ touch: Touch) { verdicts?.entries.append("\(name) accept \(touch.id)") }
        override func arenaDidReject(_ touch: Touch) { verdicts?.entries.append("\(name) reject \(touch.id)") }
    }

    let fixture = RecognizerFixture()
    let log = VerdictLog()

    func tap(_ name: String, taps: Int = 1) -> LoggedTap {
        let tap = fixture.attach(LoggedTap(name: name))
        tap.numberOfTapsRequired = taps
        tap.verdicts = log
        return tap
    }

    func pan(_ name: String = "pan") -> LoggedPan {
        let pan = fixture.attach(LoggedPan(name: name))
        pan.verdicts = log
        return pan
    }

    @Test func aTapThatRecognizesAcceptsItsTouch() {
        _ = tap("tap")
        fixture.play(.tap(at: Point(100, 100)))
        #expect(fixture.states(of: "tap") == [.recognized])
        #expect(log.entries == ["tap accept #1"])
    }

    @Test func aTapThatFailsRejectsItsTouchOnce() {
        _ = tap("tap")
        fixture.play(.drag(from: Point(100, 100), to: Point(100, 160), duration: 0.2))
        #expect(fixture.states(of: "tap") == [.failed])
        #expect(log.entries == ["tap reject #1"])
    }

    @Test func thePanThatWinsADragAcceptsAndTheLongPressItDefeatsRejects() {
        _ = pan()
        let press = fixture.attach(LoggedPress(name: "press"))
        press.verdicts = log
        fixture.play(.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.3))
        #expect(fixture.states(of: "pan").first == .began)
        #expect(fixture.states(of: "press") == [.failed])
        #expect(log.sorted == ["pan accept #1", "press reject #1"])
    }

    @Test func aFingerThatJoinsAPanUnderWayIsAcceptedAtThePansNextChange() {
        let pan = pan()
        pan.maximumNumberOfTouches = 2
        let first = TouchScript.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.5)
        let second = TouchScript.drag(from: Point(100, 200), to: Point(300, 200), duration: 0.3)
        fixture.play(first.adding(second, after: 0.15))
        #expect(fixture.states(of: "pan").last == .ended)
        #expect(log.entries == ["pan accept #1", "pan accept #2"])
    }

    @Test func aSingleTapWaitingForADoubleTapIsAcceptedWhenTheDoubleTapFails() {
        let single = tap("single")
        let double = tap("double", taps: 2)
        single.require(toFail: double)
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        #expect(log.entries.isEmpty, "the single tap waits, holding its touch's end, and the double tap may follow")
        fixture.window.advanceTime(to: fixture.window.clock.now + 1)
        #expect(fixture.states(of: "double") == [.failed])
        #expect(fixture.states(of: "single") == [.recognized])
        #expect(log.entries == ["double reject #1", "single accept #1"])
    }

    /// The single tap, held back, does not follow the second touch, so it has
    /// no verdict on it.
    @Test func aDoubleTapAcceptsBothItsTouchesAndTheSingleTapWaitingForItRejectsItsOwn() {
        let single = tap("single")
        let double = tap("double", taps: 2)
        single.require(toFail: double)
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        fixture.play(.tap(at: Point(100, 100)), after: 0.2)
        #expect(fixture.states(of: "double") == [.recognized])
        #expect(fixture.states(of: "single") == [.failed])
        #expect(log.sorted == ["double accept #1", "double accept #2", "single reject #1"])
    }

    @Test func aBuiltInRecognizersVerdictsReachItsCallbackWithoutASubclass() {
        let swipe = fixture.attach(SwipeGestureRecognizer(name: "swipe"))
        var heard: [String] = []
        swipe.onVerdict = { recognizer, touch, accepted in
            heard.append("\(recognizer.name) \(accepted ? "accept" : "reject") \(touch.id)")
        }
        fixture.play(.swipe(from: Point(50, 200), to: Point(350, 200)))
        fixture.play(.tap(at: Point(100, 100)))
        #expect(fixture.states(of: "swipe") == [.recognized, .failed])
        #expect(heard == ["swipe accept #1", "swipe reject #2"])
    }

    @Test func aTouchTheInputCancelsIsRejectedByTheRecognizersStillFollowingIt() {
        _ = pan()
        _ = tap("tap")
        let window = fixture.window
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(100, 100))]))
        window.handle(TouchFrame(timestamp: 1.01, contacts: [Contact(id: 0, phase: .moved, location: Point(102, 100))]))
        window.handle(
            TouchFrame(timestamp: 1.02, contacts: [Contact(id: 0, phase: .cancelled, location: Point(102, 100))]))
        #expect(log.sorted == ["pan reject #1", "tap reject #1"])
    }

    @Test func aRecognizerDisabledMidTouchRejectsItOnce() {
        let pan = pan()
        let window = fixture.window
        window.handle(TouchFrame(timestamp: 1, contacts: [Contact(id: 0, phase: .began, location: Point(100, 100))]))
        pan.isEnabled = false
        window.handle(TouchFrame(timestamp: 1.01, contacts: [Contact(id: 0, phase: .moved, location: Point(200, 100))]))
        window.handle(TouchFrame(timestamp: 1.02, contacts: [Contact(id: 0, phase: .ended, location: Point(200, 100))]))
        #expect(log.entries == ["pan reject #1"])
    }

    /// A single tap and a double tap both await the touch as it retires
    /// (neither holds its end); the first to hear its reject disables the
    /// other, which still hears exactly one.
    @Test func aRejectThatDisablesAnotherRecognizerStillLeavesItOneVerdict() {
        let single = tap("single")
        let double = tap("double", taps: 2)
        single.require(toFail: double)
        single.delaysTouchesEnded = false
        double.delaysTouchesEnded = false
        single.onVerdict = { _, _, _ in double.isEnabled = false }
        double.onVerdict = { _, _, _ in single.isEnabled = false }
        fixture.play(.tap(at: Point(100, 100)), settling: false)
        fixture.window.advanceTime(to: fixture.window.clock.now + 1)
        for name in ["single", "double"] {
            #expect(log.entries.filter { $0.hasPrefix("\(name) ") }.count == 1, "\(name): \(log.entries)")
        }
    }

    @Test func eachRecognizerHasOneVerdictPerTouchOverManyGestures() {
        _ = pan()
        _ = tap("tap")
        let press = fixture.attach(LoggedPress(name: "press"))
        press.verdicts = log
        let gestures: [TouchScript] = [
            .tap(at: Point(100, 100)),
            .drag(from: Point(50, 50), to: Point(350, 80), duration: 0.3),
            .longPress(at: Point(200, 200)),
            .tap(at: Point(120, 100)).adding(.tap(at: Point(220, 100))),
            .drag(from: Point(50, 50), to: Point(52, 51), duration: 0.3),
        ]
        for gesture in gestures { fixture.play(gesture) }
        // Touch ids count up from #1 across the gestures: 1 + 1 + 1 + 2 + 1.
        for id in 1...6 {
            for name in ["pan", "tap", "press"] {
                let verdicts = log.entries.filter { $0.hasPrefix("\(name) ") && $0.hasSuffix(" #\(id)") }
                #expect(verdicts.count == 1, "\(name) on #\(id): \(verdicts)")
            }
        }
    }
}

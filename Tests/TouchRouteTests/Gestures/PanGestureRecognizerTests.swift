import Testing
import TouchRoute
import TouchRouteTesting

/// Pan: the threshold, translation since it began, velocity from event times,
/// fingers joining and lifting mid-pan, and how it fails, ends and is cancelled.
@Suite struct PanGestureRecognizerTests {
    /// One finger from (100, 100) moving `step` points right per 1/120 s frame, `steps` times, then lifting.
    private func drag(_ harness: RecognizerHarness, step: Double, steps: Int, lift: Bool = true) {
        for index in 0...steps {
            let point = Point(100 + step * Double(index), 100)
            harness.send(1 + Double(index) / 120, (0, index == 0 ? .began : .moved, point))
        }
        if lift { harness.send(1 + Double(steps + 1) / 120, (0, .ended, Point(100 + step * Double(steps), 100))) }
    }

    @Test func itBeginsOnceTheCentroidHasTravelledTheThreshold() {
        let pan = PanGestureRecognizer(name: "pan")
        let harness = RecognizerHarness(pan)
        drag(harness, step: 4, steps: 2, lift: false)  // 8 pt: short of 10
        #expect(pan.state == .possible)
        harness.send(1.03, (0, .moved, Point(112, 100)))  // 12 pt
        #expect(pan.state == .began)
        #expect(pan.translation == .zero)
        #expect(PanGestureRecognizer.standardPanThreshold == ScrollView.standardPanStartThreshold)
    }

    @Test func translationCountsFromWhereItBeganAndItEndsWhenTheFingerLifts() {
        let pan = PanGestureRecognizer(name: "pan")
        let harness = RecognizerHarness(pan)
        var last = Vector.zero
        pan.onStateChange = { last = ($0 as! PanGestureRecognizer).translation }
        drag(harness, step: 4, steps: 10)
        #expect(harness.states == [.began] + Array(repeating: .changed, count: 7) + [.ended])
        #expect(last == Vector(dx: 28, dy: 0))  // 40 pt dragged, 12 of them before it began
        #expect(harness.illegalTransitions.isEmpty)
        #expect(harness.unfinishedGestures == 0)
        #expect(pan.state == .possible)  // all lifted: back to possible
    }

    @Test func velocityComesFromTheEventTimes() {
        let pan = PanGestureRecognizer(name: "pan")
        let harness = RecognizerHarness(pan)
        drag(harness, step: 5, steps: 12, lift: false)  // 5 pt per 1/120 s: 600 pt/s
        #expect(abs(pan.velocity.dx - 600) < 1e-6)
        #expect(abs(pan.velocity.dy) < 1e-6)
        let record = harness.transitions.last!
        #expect(record.values.velocity.map { abs($0.dx - 600) < 1e-6 } == true)
        #expect(record.values.translation == pan.translation)
        #expect(record.values.location == Point(160, 100))
    }

    @Test func settingTheTranslationRebasesIt() {
        let pan = PanGestureRecognizer(name: "pan")
        let harness = RecognizerHarness(pan)
        var increments: [Double] = []
        pan.onStateChange = { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            increments.append(pan.translation.dx)
            pan.setTranslation(.zero)
        }
        drag(harness, step: 4, steps: 6)
        #expect(increments == [0, 4, 4, 4, 0])
    }

    @Test func aFingerJoiningOrLiftingMidPanDoesNotJumpTheTranslation() {
        let pan = PanGestureRecognizer(name: "pan")
        let harness = RecognizerHarness(pan)
        drag(harness, step: 10, steps: 3, lift: false)  // began at 10, now 20 past it
        let before = pan.translation
        harness.send(1.1, (1, .began, Point(400, 300)))  // the centroid jumps by 150, 100
        #expect(pan.translation == before)
        #expect(pan.state == .changed)
        harness.send(1.11, (0, .moved, Point(140, 100)), (1, .moved, Point(410, 300)))
        #expect(pan.translation == before + Vector(dx: 10, dy: 0))
        #expect(harness.transitions.last?.values.location == Point(275, 200))
        harness.send(1.12, (1, .ended, Point(410, 300)))
        #expect(pan.translation == before + Vector(dx: 10, dy: 0))
        #expect(pan.state == .changed)  // one finger is enough
        harness.send(1.13, (0, .moved, Point(150, 100)))
        #expect(pan.translation == before + Vector(dx: 20, dy: 0))
    }

    @Test func tooManyFingersBeforeItBeginsFailIt() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.maximumNumberOfTouches = 1
        let harness = RecognizerHarness(pan)
        harness.send(1, (0, .began, Point(100, 100)))
        harness.send(1.01, (1, .began, Point(200, 100)))
        harness.send(1.02, (0, .moved, Point(150, 100)), (1, .moved, Point(250, 100)))
        #expect(harness.states == [.failed])
    }

    @Test func aTwoFingerPanWaitsForTheSecondFingerAndEndsWhenOneLifts() {
        let pan = PanGestureRecognizer(name: "pan")
        pan.minimumNumberOfTouches = 2
        let harness = RecognizerHarness(pan)
        harness.send(1, (0, .began, Point(100, 100)))
        harness.send(1.01, (0, .moved, Point(150, 100)))
        #expect(pan.state == .possible)
        harness.send(1.02, (1, .began, Point(200, 100)))
        harness.send(1.03, (0, .moved, Point(155, 100)), (1, .moved, Point(205, 100)))
        #expect(pan.state == .possible)  // 5 pt with two fingers
        harness.send(1.04, (0, .moved, Point(160, 100)), (1, .moved, Point(210, 100)))
        #expect(pan.state == .began)
        harness.send(1.05, (1, .ended, Point(210, 100)))
        #expect(harness.states == [.began, .ended])
    }

    @Test func liftingBeforeTheThresholdFails() {
        let pan = PanGestureRecognizer(name: "pan")
        let harness = RecognizerHarness(pan)
        drag(harness, step: 2, steps: 3)
        #expect(harness.states == [.failed])
    }

    @Test func aCancelledTouchCancelsThePan() {
        let pan = PanGestureRecognizer(name: "pan")
        let harness = RecognizerHarness(pan)
        drag(harness, step: 6, steps: 4, lift: false)
        harness.send(1.1, (0, .cancelled, Point(124, 100)))
        #expect(harness.states == [.began, .changed, .changed, .cancelled])
        #expect(harness.unfinishedGestures == 0)
    }

    @Test func theNextGestureStartsAfresh() {
        let pan = PanGestureRecognizer(name: "pan")
        let harness = RecognizerHarness(pan)
        drag(harness, step: 6, steps: 4)
        harness.play(.drag(from: Point(300, 300), to: Point(300, 400), duration: 0.2))
        #expect(harness.states.filter { $0 == .began }.count == 2)
        #expect(harness.states.filter { $0 == .ended }.count == 2)
        #expect(abs(pan.translation.dy) < 1e-9)  // possible again: no translation
        let lastEnd = harness.transitions.last!
        #expect(lastEnd.to == .ended)
        #expect(abs(lastEnd.values.translation!.dy - 87.5) < 1e-9)  // 100 pt, 12.5 of them before it began
    }
}

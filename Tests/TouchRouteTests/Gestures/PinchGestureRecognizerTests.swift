import Foundation
import Testing
import TouchRoute
import TouchRouteTesting

/// Pinch: the span slop, scale relative to the span when it began, its rate,
/// a third finger, and how it fails and ends.
@Suite struct PinchGestureRecognizerTests {
    /// Two fingers on a horizontal line through (400, 300), `spans[i]` apart in frame i (1/120 s apart).
    private func spread(_ harness: RecognizerHarness, through spans: [Double], from first: Int = 0, lift: Bool = true) {
        for (offset, span) in spans.enumerated() {
            let index = first + offset
            let phase: TouchPhase = index == 0 ? .began : .moved
            harness.send(
                1 + Double(index) / 120, (0, phase, Point(400 - span / 2, 300)), (1, phase, Point(400 + span / 2, 300)))
        }
        let end = 1 + Double(first + spans.count) / 120
        if lift { harness.send(end, (1, .ended, Point(400 + spans.last! / 2, 300))) }
    }

    @Test func itBeginsOnceTheSpanHasChangedByTheSlopAndScalesFromThere() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let harness = RecognizerHarness(pinch)
        spread(harness, through: [100, 108, 115], lift: false)
        #expect(pinch.state == .possible)  // 15 pt: short of 16
        #expect(pinch.scale == 1)
        spread(harness, through: [120, 180, 240], from: 3, lift: false)
        #expect(harness.states == [.began, .changed, .changed])
        #expect(harness.transitions[0].values.scale == 1)
        #expect(abs(pinch.scale - 2) < 1e-12)  // 240 over 120
        #expect(harness.transitions.last?.values.location == Point(400, 300))
    }

    @Test func velocityIsTheScaleRatePerSecond() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let harness = RecognizerHarness(pinch)
        // The span grows by 1% per frame: ln(span) climbs 120·ln(1.01) per second.
        spread(harness, through: (0..<30).map { 100 * pow(1.01, Double($0)) }, lift: false)
        let expected = pinch.scale * 120 * log(1.01)
        #expect(abs(pinch.velocity - expected) < 1e-6 * expected)
        #expect(harness.transitions.last?.values.rate == pinch.velocity)
    }

    @Test func itEndsWhenFewerThanTwoFingersRemain() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let harness = RecognizerHarness(pinch)
        spread(harness, through: [100, 80, 60, 50])
        #expect(harness.states == [.began, .changed, .changed, .ended])
        #expect(abs(harness.transitions.last!.values.scale! - 50.0 / 80) < 1e-12)
        #expect(harness.illegalTransitions.isEmpty)
    }

    @Test func twoFingersThatKeepTheirDistanceFailWhenTheyLift() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let harness = RecognizerHarness(pinch)
        harness.send(1, (0, .began, Point(100, 100)), (1, .began, Point(200, 100)))
        harness.send(1.01, (0, .moved, Point(100, 200)), (1, .moved, Point(200, 200)))
        harness.send(1.02, (0, .ended, Point(100, 200)), (1, .ended, Point(200, 200)))
        #expect(harness.states == [.failed])
    }

    @Test func aThirdFingerIsIgnoredAndTakesALiftedOnesPlaceWithoutAJump() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let harness = RecognizerHarness(pinch)
        spread(harness, through: [100, 150, 200], lift: false)  // began at 150; scale 4/3
        harness.send(1.1, (2, .began, Point(400, 500)))
        harness.send(1.11, (2, .moved, Point(400, 550)))
        #expect(harness.states == [.began, .changed])
        let scale = pinch.scale
        harness.send(1.12, (1, .ended, Point(500, 300)))  // now the pair is fingers 0 and 2
        #expect(pinch.state == .changed)
        #expect(pinch.scale == scale)
        // Finger 0 at (300, 300), finger 2 at (400, 550): move 2 to double their distance.
        let far = Point(300, 300) + Point(400, 550).displacement(from: Point(300, 300)) * 2
        harness.send(1.13, (2, .moved, far))
        #expect(abs(pinch.scale - 2 * scale) < 1e-9)
    }

    @Test func settingTheScaleRebasesIt() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let harness = RecognizerHarness(pinch)
        var factors: [Double] = []
        pinch.onStateChange = { recognizer in
            let pinch = recognizer as! PinchGestureRecognizer
            factors.append(pinch.scale)
            pinch.scale = 1
        }
        spread(harness, through: [100, 120, 240, 480], lift: false)
        #expect(factors.count == 3)
        #expect(zip(factors, [1.0, 2, 2]).allSatisfy { abs($0 - $1) < 1e-12 })
    }
}

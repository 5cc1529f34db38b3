import Foundation
import Testing
import TouchRoute
import TouchRouteTesting

/// Rotation: the angle threshold, clockwise-positive radians, unwrapping
/// across ±π, and its rate.
@Suite struct RotationGestureRecognizerTests {
    /// Two fingers 100 pt either side of (400, 300), their line at `angles[i]`
    /// radians (clockwise on screen) in frame i, 1/120 s apart.
    private func turn(_ harness: RecognizerHarness, through angles: [Double], from first: Int = 0, lift: Bool = true) {
        for (offset, angle) in angles.enumerated() {
            let index = first + offset
            let phase: TouchPhase = index == 0 ? .began : .moved
            let arm = Vector(dx: 100 * cos(angle), dy: 100 * sin(angle))
            harness.send(1 + Double(index) / 120, (0, phase, Point(400, 300) - arm), (1, phase, Point(400, 300) + arm))
        }
        if lift { harness.send(1 + Double(first + angles.count) / 120, (1, .ended, Point(600, 300))) }
    }

    private let degree = Double.pi / 180

    @Test func itBeginsPastTheThresholdAndCountsClockwiseAsPositive() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        turn(harness, through: [0, 0.5 * degree], lift: false)
        #expect(rotation.state == .possible)
        turn(harness, through: [2 * degree, 30 * degree], from: 2, lift: false)
        #expect(harness.states == [.began, .changed])
        #expect(abs(rotation.rotation - 28 * degree) < 1e-9)
        #expect(abs(harness.transitions.last!.values.rotation! - 28 * degree) < 1e-9)
        #expect(harness.transitions.last?.values.location == Point(400, 300))
    }

    @Test func anticlockwiseIsNegative() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        turn(harness, through: [0, -2 * degree, -40 * degree])
        #expect(abs(harness.transitions.last!.values.rotation! + 38 * degree) < 1e-9)
        #expect(harness.states == [.began, .changed, .ended])
    }

    @Test func itUnwrapsAcrossPlusOrMinusPi() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        // One and a half turns clockwise, 10 degrees a frame.
        turn(harness, through: (0...54).map { Double($0) * 10 * degree }, lift: false)
        #expect(abs(rotation.rotation - 530 * degree) < 1e-9)  // began at 10 degrees
    }

    @Test func velocityIsRadiansPerSecond() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        turn(harness, through: (0...20).map { Double($0) * 3 * degree }, lift: false)
        #expect(abs(rotation.velocity - 360 * degree) < 1e-6)  // 3 degrees × 120 Hz
        #expect(harness.transitions.last?.values.rate == rotation.velocity)
    }

    @Test func fingersThatSlideWithoutTurningNeverBegin() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        harness.play(
            .drag(from: Point(100, 100), to: Point(100, 400)).adding(.drag(from: Point(200, 100), to: Point(200, 400))))
        #expect(harness.states == [.failed])
    }
}

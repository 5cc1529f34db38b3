import Foundation
import Testing
import TouchRoute

/// Transform: one gesture of the focal point, the scale and the rotation; its
/// three thresholds; fingers joining and leaving without jumps.
@Suite struct TransformGestureRecognizerTests {
    private let degree = Double.pi / 180

    /// Frame i's time: 1/120 s apart from 1 s.
    private func time(_ index: Int) -> Double { 1 + Double(index) / 120 }

    @Test func aTwoFingerPinchAndTurnReportsScaleRotationAndTheFocalPoint() {
        let transform = TransformGestureRecognizer(name: "transform")
        let harness = RecognizerHarness(transform)
        // Two fingers either side of (400, 300), 50 pt out at angle 0, then
        // 100 pt out (scale 2) at 30 degrees clockwise, the centre carried 40 pt right.
        for index in 0...10 {
            let fraction = Double(index) / 10
            let arm = 50 + 50 * fraction
            let angle = 30 * degree * fraction
            let centre = Point(400 + 40 * fraction, 300)
            let offset = Vector(dx: arm * cos(angle), dy: arm * sin(angle))
            let phase: TouchPhase = index == 0 ? .began : .moved
            harness.send(time(index), (0, phase, centre - offset), (1, phase, centre + offset))
        }
        #expect(harness.states.first == .began && harness.states.dropFirst().allSatisfy { $0 == .changed })
        // Values count from where it began (the first move, past the span slop).
        let began = harness.transitions[0].values
        #expect(began.scale == 1 && began.rotation == 0 && began.translation == .zero)
        let last = harness.transitions.last!.values
        #expect(last.location == Point(440, 300))
        #expect(abs(transform.scale - 100 / 55) < 1e-9)  // began at a 55 pt arm
        #expect(abs(transform.rotation - 27 * degree) < 1e-9)  // began at 3 degrees
        #expect(abs(transform.translation.dx - 36) < 1e-9 && abs(transform.translation.dy) < 1e-9)
        #expect(last.scale == transform.scale && last.rotation == transform.rotation)
        harness.send(time(11), (0, .ended, Point(340, 250)))
        #expect(transform.state == .changed, "one finger still down")
        harness.send(time(12), (1, .ended, Point(540, 350)))
        #expect(harness.states.last == .ended)
        #expect(harness.illegalTransitions.isEmpty)
    }

    @Test func aOneFingerDragTranslatesWithScaleOneAndNoRotation() {
        let transform = TransformGestureRecognizer(name: "transform")
        let harness = RecognizerHarness(transform)
        harness.send(time(0), (0, .began, Point(100, 100)))
        harness.send(time(1), (0, .moved, Point(105, 100)))
        #expect(transform.state == .possible, "5 pt is under the pan threshold")
        harness.send(time(2), (0, .moved, Point(112, 100)))
        harness.send(time(3), (0, .moved, Point(150, 130)))
        #expect(harness.states == [.began, .changed])
        let values = harness.transitions.last!.values
        #expect(values.translation == Vector(dx: 38, dy: 30) && values.location == Point(150, 130))
        #expect(values.scale == 1 && values.rotation == 0)
        harness.send(time(4), (0, .ended, Point(150, 130)))
        #expect(harness.states == [.began, .changed, .ended])
    }

    @Test func aFingerJoiningMidGestureMovesNothing() {
        let transform = TransformGestureRecognizer(name: "transform")
        let harness = RecognizerHarness(transform)
        harness.send(time(0), (0, .began, Point(100, 100)))
        harness.send(time(1), (0, .moved, Point(130, 100)))
        #expect(transform.state == .began)
        let before = (transform.translation, transform.scale, transform.rotation)
        // A second finger lands 200 pt away: the centroid jumps, the values do not.
        harness.send(time(2), (0, .moved, Point(130, 100)), (1, .began, Point(330, 100)))
        #expect(transform.translation == before.0 && transform.scale == before.1 && transform.rotation == before.2)
        // From here the pair spreads: the scale counts from the pair's own span.
        harness.send(time(3), (0, .moved, Point(80, 100)), (1, .moved, Point(380, 100)))
        #expect(abs(transform.scale - 1.5) < 1e-9 && transform.rotation == 0)
        #expect(transform.translation == before.0, "the focal point stayed at (230, 100)")
        #expect(harness.transitions.last?.values.location == Point(230, 100))
        // The first finger lifts: the one left carries on from where the values were.
        let spread = transform.scale
        harness.send(time(4), (0, .ended, Point(80, 100)))
        harness.send(time(5), (1, .moved, Point(390, 110)))
        #expect(transform.scale == spread && transform.translation == before.0 + Vector(dx: 10, dy: 10))
        harness.send(time(6), (1, .ended, Point(390, 110)))
        #expect(harness.states.last == .ended)
        #expect(harness.illegalTransitions.isEmpty)
    }

    @Test func aTurnAloneBeginsItPastTheRotationThreshold() {
        let transform = TransformGestureRecognizer(name: "transform")
        let harness = RecognizerHarness(transform)
        let arm = { (angle: Double) in Vector(dx: 100 * cos(angle), dy: 100 * sin(angle)) }
        harness.send(time(0), (0, .began, Point(400, 300) - arm(0)), (1, .began, Point(400, 300) + arm(0)))
        harness.send(
            time(1), (0, .moved, Point(400, 300) - arm(0.5 * degree)), (1, .moved, Point(400, 300) + arm(0.5 * degree)))
        #expect(transform.state == .possible)
        harness.send(
            time(2), (0, .moved, Point(400, 300) - arm(2 * degree)), (1, .moved, Point(400, 300) + arm(2 * degree)))
        #expect(transform.state == .began)
        #expect(transform.kind == .transform && GestureKind.transform.isContinuous)
    }

    @Test func moreFingersThanTheMaximumFailIt() {
        let transform = TransformGestureRecognizer(name: "transform")
        transform.maximumNumberOfTouches = 2
        let harness = RecognizerHarness(transform)
        harness.send(
            time(0), (0, .began, Point(100, 100)), (1, .began, Point(200, 100)), (2, .began, Point(300, 100)))
        #expect(harness.states == [.failed])
    }
}

import Foundation
import Testing
import TouchRoute
import TouchRouteStrokes

@Suite struct StrokeTests {
    @Test func theWanderBowsThePathButLeavesItsEndsOnTheChord() {
        let stroke = Stroke(
            from: Point(100, 100), to: Point(300, 100), duration: 0.4,
            wander: LateralWander(amplitude: 10))
        #expect(stroke.location(at: 0) == Point(100, 100))
        #expect(stroke.location(at: 0.4) == Point(300, 100))
        // Halfway along, 10 pt to the left of a rightward stroke: up the screen.
        let middle = stroke.location(at: 0.2)
        #expect(abs(middle.x - 200) < 1e-9 && abs(middle.y - 90) < 1e-9)
    }

    @Test func twoBumpsMakeAnS() {
        let wander = LateralWander(amplitude: 6, bumps: 2)
        #expect(wander.deviation(at: 0.25) > 5.9)
        #expect(wander.deviation(at: 0.75) < -5.9)
        #expect(abs(wander.deviation(at: 1)) < 1e-9)
        // A heading bound, whatever the bumps' place: at most 10° off the chord.
        for shift in [-0.5, 0, 0.5] {
            let bounded = LateralWander(headingDeviation: 10, travel: 200, bumps: 2, shift: shift)
            #expect(abs(bounded.maximumHeadingDeviation(forTravel: 200) - 10) < 1e-9)
            let steepest = stride(from: 0.0, to: 1, by: 0.001).map { u in
                abs(bounded.deviation(at: u + 0.001) - bounded.deviation(at: u)) / (0.001 * 200)
            }.max()!
            #expect(atan(steepest) * 180 / Double.pi <= 10.01)
        }
    }

    @Test func aTracedFingerIsSampledAtItsRateAndLiftsWhereItsLastMoveLeftIt() {
        let finger = Finger(duration: 0.1, rate: 60) { time in Point(time * 1000, 0) }
        #expect(finger.samples.count == 1 + 6 + 1)
        #expect(finger.samples[0].location == Point(0, 0))
        #expect(abs(finger.samples[6].time - 0.1) < 1e-12)
        #expect(abs(finger.upTime - (0.1 + 1.0 / 60)) < 1e-12)
        #expect(finger.samples[7].location == finger.samples[6].location)
    }

    @Test func aFingerLandingLateComesDownWhereItsPathHasGotAndKeepsItsLift() {
        let finger = Finger(duration: 1, rate: 10) { time in Point(time * 100, 0) }
        let late = finger.landing(after: 0.3)
        #expect(abs(late.downTime - 0.3) < 1e-9 && abs(late.samples[0].location.x - 30) < 1e-9)
        #expect(late.upTime == finger.upTime && late.samples.last == finger.samples.last)
        #expect(finger.landing(after: 0) == finger)
        #expect(finger.landing(after: 5).samples == Array(finger.samples.suffix(2)))
    }

    @Test func strokesFollowEachOtherWithoutAPause() {
        let out = Stroke(from: Point(0, 0), to: Point(0, -100), duration: 0.5)
        let back = Stroke(from: Point(0, -100), to: Point(20, 0), duration: 0.5)
        let finger = Finger(strokes: [out, back])
        let turn = finger.samples.first { abs($0.time - 0.5) < 1e-9 }
        #expect(turn.map { abs($0.location.y + 100) < 1e-9 } == true)
        // Traced every millisecond; the last sample is the lift, where the finger left the glass.
        #expect(finger.samples.count == 1001)
        #expect(finger.samples[finger.samples.count - 1].location == Point(20, 0))
        #expect(abs(finger.upTime - 1) < 1e-12)
    }

    @Test func aMovedGestureKeepsItsTiming() {
        let swipe = TouchScript.swipe(from: Point(10, 10), to: Point(50, 10))
        let moved = swipe.moved(by: Vector(dx: 5, dy: -2))
        #expect(moved.fingers[0].samples.map(\.time) == swipe.fingers[0].samples.map(\.time))
        #expect(moved.fingers[0].samples[0].location == Point(15, 8))
    }
}

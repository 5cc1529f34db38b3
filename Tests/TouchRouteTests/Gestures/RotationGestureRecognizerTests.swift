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

    /// Past five degrees, once four steps in a row turned (`RotationOnset`:
    /// a step is a turn of 1.5° or a finger's move of 2.5 pt; a report that
    /// turns less waits for the next).
    @Test func itBeginsPastTheThresholdAndCountsClockwiseAsPositive() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        turn(harness, through: [0, 0.5 * degree, 2 * degree, 4 * degree, 6 * degree], lift: false)
        #expect(rotation.state == .possible, "three steps turned, past five degrees")
        turn(harness, through: [8 * degree, 32 * degree], from: 5, lift: false)
        #expect(harness.states == [.began, .changed])
        #expect(abs(rotation.rotation - 24 * degree) < 1e-9)
        #expect(abs((harness.transitions.last?.values.rotation ?? 0) - 24 * degree) < 1e-9)
        #expect(harness.transitions.last?.values.location == Point(400, 300))
    }

    /// A parallel two-finger drag in which one finger's reports come one or
    /// two reports after the other's (a panel scanning its contacts in
    /// turn), at 60 to 240 Hz, fast or slow, fingers side by side or one
    /// above the other: a pan, never a rotation, however far the line
    /// between them turns while one finger leads.
    @Test(arguments: [60.0, 120.0, 240.0], [1, 2])
    func aParallelDragWithOneFingerReportsBehindNeverRotates(rate: Double, lag: Int) {
        for (speed, side) in [
            (300.0, Vector(dx: 50, dy: 0)), (1500.0, Vector(dx: 50, dy: 0)), (900.0, Vector(dx: 0, dy: 40)),
        ] {
            let rotation = RotationGestureRecognizer(name: "rotation")
            let harness = RecognizerHarness(rotation)
            let start = Point(400, 300)
            // Down together and resting 0.2 s, each report jittering up to
            // 0.7 pt either way; then 0.3 s of a drag to the right and down.
            let way = Vector(dx: 0.8, dy: 0.6)
            harness.send(1, (0, .began, start - side), (1, .began, start + side))
            let rest = Int(0.2 * rate)
            var random = SeededRandom(seed: UInt64(rate) * 10 + UInt64(lag))
            for report in 1...rest {
                let jitter = {
                    Vector(
                        dx: Double.random(in: -0.7...0.7, using: &random),
                        dy: Double.random(in: -0.7...0.7, using: &random))
                }
                harness.send(
                    1 + Double(report) / rate, (0, .moved, start - side + jitter()),
                    (1, .moved, start + side + jitter()))
            }
            let dragStart = 1 + Double(rest) / rate
            for report in 1...Int(0.3 * rate) {
                let lead = way * (speed * Double(report) / rate)
                let trail = way * (speed * Double(max(report - lag, 0)) / rate)
                harness.send(
                    dragStart + Double(report) / rate, (0, .moved, start - side + lead),
                    (1, .moved, start + side + trail))
            }
            #expect(rotation.state == .possible, "\(speed) pt/s, fingers \(side) from the middle")
            #expect(harness.states.isEmpty)
        }
    }

    /// Fingers that panned 60 pt together, then turn 15° about their middle:
    /// the turn is judged report by report, so the pan before it does not
    /// hide it.
    @Test func aTurnAfterAPanRotates() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        var middle = Point(400, 300)
        let arm = Vector(dx: 75, dy: 0)
        harness.send(1, (0, .began, middle - arm), (1, .began, middle + arm))
        for report in 1...12 {
            middle = middle + Vector(dx: 0, dy: 5)
            harness.send(1 + Double(report) / 60, (0, .moved, middle - arm), (1, .moved, middle + arm))
        }
        #expect(rotation.state == .possible)
        for report in 1...30 {
            let angle = 15 * degree * Double(report) / 30
            let turned = Vector(dx: 75 * cos(angle), dy: 75 * sin(angle))
            harness.send(1.2 + Double(report) / 60, (0, .moved, middle - turned), (1, .moved, middle + turned))
        }
        #expect(harness.states.first == .began)
    }

    /// A deliberate turn: a slow 15° turn about the middle, and the same
    /// turned about a still thumb, each over half a second at 60 Hz.
    @Test(arguments: [false, true])
    func aSlowFifteenDegreeTurnRotates(aboutAStillThumb: Bool) {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        let thumb = Point(300, 300)
        let reports = 30
        for report in 0...reports {
            let angle = 15 * degree * Double(report) / Double(reports)
            let phase: TouchPhase = report == 0 ? .began : .moved
            let time = 1 + Double(report) / 60
            if aboutAStillThumb {
                let finger = thumb + Vector(dx: 150 * cos(angle), dy: 150 * sin(angle))
                harness.send(time, (0, phase, thumb), (1, phase, finger))
            } else {
                let arm = Vector(dx: 75 * cos(angle), dy: 75 * sin(angle))
                harness.send(time, (0, phase, Point(400, 300) - arm), (1, phase, Point(400, 300) + arm))
            }
        }
        #expect(harness.states.first == .began)
        // Begun at about 7.5°: four steps of 1.5° (the still thumb's turn: 2.5 pt of arc).
        #expect(abs(rotation.rotation) > 7 * degree)
    }

    /// The same 15° turn, of fingers only 60 pt apart, reported at 240 Hz
    /// with a report's noise: a step is a turn, not a report, so it rotates
    /// as at 60 Hz (each report turns the line 0.06°, a quarter of what a
    /// report once had to turn to count).
    @Test func aSlowTurnRotatesAt240HzWithNoise() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        var random = SeededRandom(seed: 240)
        let reports = 240
        for report in 0...reports {
            let angle = 15 * degree * Double(report) / Double(reports)
            let phase: TouchPhase = report == 0 ? .began : .moved
            let arm = Vector(dx: 30 * cos(angle), dy: 30 * sin(angle))
            let noise = {
                Vector(
                    dx: Double.random(in: -0.5...0.5, using: &random), dy: Double.random(in: -0.5...0.5, using: &random)
                )
            }
            harness.send(
                1 + Double(report) / 240, (0, phase, Point(400, 300) - arm + noise()),
                (1, phase, Point(400, 300) + arm + noise()))
        }
        #expect(harness.states.first == .began)
    }

    @Test func anticlockwiseIsNegative() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        turn(harness, through: [0, -2 * degree, -4 * degree, -6 * degree, -8 * degree, -42 * degree])
        #expect(abs((harness.transitions.last?.values.rotation ?? 0) + 34 * degree) < 1e-9)
        #expect(harness.states == [.began, .changed, .ended])
    }

    @Test func itUnwrapsAcrossPlusOrMinusPi() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let harness = RecognizerHarness(rotation)
        // One and a half turns clockwise, 10 degrees a frame.
        turn(harness, through: (0...54).map { Double($0) * 10 * degree }, lift: false)
        #expect(abs(rotation.rotation - 500 * degree) < 1e-9)  // began at 40 degrees, its fourth report
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

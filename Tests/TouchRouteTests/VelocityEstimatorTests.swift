import Testing
import TouchRouteTesting

@testable import TouchRoute

@Suite struct VelocityEstimatorTests {
    let velocity = Vector(dx: 1200, dy: -700)
    let start = Point(x: 400, y: 300)

    /// Whether `estimate` is within `tolerance`, relative to the speed of
    /// `expected`, of `expected`.
    func isClose(_ estimate: Vector, _ expected: Vector, within tolerance: Double) -> Bool {
        (estimate - expected).length <= tolerance * expected.length
    }

    /// A steady finger sampled at `times`, the velocity estimated at the last.
    func estimate(steadyAt times: [Double]) -> Vector {
        var estimator = VelocityEstimator()
        for time in times { estimator.add(start + velocity * time, at: time) }
        return estimator.velocity(at: times.last!)
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func steadyFingerAtARegularRate(hertz: Double) {
        let times = (0...60).map { 1000 + Double($0) / hertz }  // a large epoch, too
        #expect(isClose(estimate(steadyAt: times), velocity, within: 0.01))
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func steadyFingerAtIrregularIntervals(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var times: [Double] = []
        var time = 0.0
        for _ in 0..<60 {
            time += Double.random(in: 1.0 / 240...1.0 / 50, using: &random)
            times.append(time)
        }
        #expect(isClose(estimate(steadyAt: times), velocity, within: 0.01), "seed \(seed)")
    }

    @Test(arguments: 0..<50 as Range<UInt64>)
    func noisyPositionsAt120Hz(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var estimator = VelocityEstimator()
        var time = 0.0
        for frame in 0..<60 {
            time = Double(frame) / 120
            let noise = Vector(dx: .random(in: -1...1, using: &random), dy: .random(in: -1...1, using: &random))
            estimator.add(start + velocity * time + noise, at: time)
        }
        // ±1 pt of noise on each end of a 100 ms chord: at most 20 pt/s per
        // axis, 28 pt/s in all, under 3 % of 1390 pt/s.
        #expect(isClose(estimator.velocity(at: time), velocity, within: 0.03), "seed \(seed)")
    }

    @Test func acceleratingFingerGivesTheRecentVelocity() {
        // From rest, 10 000 pt/s² along x for 300 ms, at 120 Hz.
        let acceleration = 10_000.0
        var estimator = VelocityEstimator()
        for frame in 0...36 {
            let time = Double(frame) / 120
            estimator.add(Point(x: acceleration * time * time / 2, y: 0), at: time)
        }
        let estimate = estimator.velocity(at: 0.3)
        // The chord of the last 100 ms has the velocity at its middle, 50 ms ago.
        #expect(abs(estimate.dx - acceleration * 0.25) < 0.01 * acceleration * 0.25)
        #expect(estimate.dx > acceleration * 0.2 && estimate.dx < acceleration * 0.3)
        #expect(estimate.dy == 0)
    }

    @Test func stopThenLiftGivesZero() {
        var estimator = VelocityEstimator()
        for frame in 0..<30 {
            let time = Double(frame) / 120
            estimator.add(start + velocity * time, at: time)
        }
        let last = 29.0 / 120
        #expect(estimator.velocity(at: last) != .zero)
        // The screen reports nothing while the finger rests; it lifts 150 ms later.
        #expect(estimator.velocity(at: last + 0.150) == .zero)
    }

    @Test func stopWhileTheScreenKeepsReportingGivesZero() {
        var estimator = VelocityEstimator()
        for frame in 0..<30 { estimator.add(start + velocity * (Double(frame) / 120), at: Double(frame) / 120) }
        let rest = start + velocity * (29.0 / 120)
        for frame in 30..<50 { estimator.add(rest, at: Double(frame) / 120) }
        #expect(estimator.velocity(at: 49.0 / 120).length < 1e-9)
    }

    @Test func tooFewSamplesGiveZero() {
        var estimator = VelocityEstimator()
        #expect(estimator.velocity(at: 0) == .zero)
        estimator.add(start, at: 1)
        #expect(estimator.velocity(at: 1) == .zero)
        estimator.add(start + Vector(dx: 10, dy: 0), at: 1)  // two reports at one time: the later stands
        #expect(estimator.count == 1)
        #expect(estimator.velocity(at: 1) == .zero)
        // Two reports half a millisecond apart: under `minimumSpan`.
        estimator.add(start + Vector(dx: 20, dy: 0), at: 1.0005)
        #expect(estimator.velocity(at: 1.0005) == .zero)
    }

    @Test func thePathBetweenTwoReportsIsTheirSegment() {
        var estimator = VelocityEstimator()
        // Two reports 200 ms apart: the last 100 ms of the segment covers 25 pt.
        estimator.add(start, at: 1)
        estimator.add(start + Vector(dx: 50, dy: 0), at: 1.2)
        #expect(isClose(estimator.velocity(at: 1.2), Vector(dx: 250, dy: 0), within: 1e-9))
        // 10 pt in the next 10 ms: 7.5 pt of the old segment's last 90 ms, then 10.
        estimator.add(start + Vector(dx: 60, dy: 0), at: 1.21)
        #expect(isClose(estimator.velocity(at: 1.21), Vector(dx: 325, dy: 0), within: 1e-9))
    }

    @Test(arguments: [30.0, 60.0, 120.0, 240.0])
    func aLiftWithinALateScanIsNoPause(hertz: Double) {
        var estimator = VelocityEstimator()
        let times = (0...30).map { Double($0) / hertz }
        for time in times { estimator.add(start + velocity * time, at: time) }
        // The lift in the next scan, or half a period later than that.
        #expect(isClose(estimator.velocity(at: times.last! + 1 / hertz), velocity, within: 1e-9))
        #expect(isClose(estimator.velocity(at: times.last! + 1.5 / hertz), velocity, within: 1e-9))
    }

    @Test func aLaterLiftHoldsThePathAtTheLastReport() {
        var estimator = VelocityEstimator()
        let times = (0...30).map { Double($0) / 60 }
        for time in times { estimator.add(start + velocity * time, at: time) }
        // Two periods after the last report: the finger rested for half a
        // period (8.3 ms) of the 100 ms window.
        let rested = 0.5 / 60
        let estimate = estimator.velocity(at: times.last! + 2.0 / 60)
        #expect(isClose(estimate, velocity * (1 - rested / 0.1), within: 1e-9))
    }

    @Test func aDecisionPointOnThePathChangesNothing() {
        // The window may add a point on the segment between two reports
        // (`Touch.isInterpolated`); it must not make the next scan's lift a pause.
        var plain = VelocityEstimator()
        var withPoint = VelocityEstimator()
        let times = (0...12).map { Double($0) / 60 }
        for time in times {
            if time == times.last! {
                let between = time - 0.4 / 60
                withPoint.add(start + velocity * between, at: between)
            }
            plain.add(start + velocity * time, at: time)
            withPoint.add(start + velocity * time, at: time)
        }
        let lift = times.last! + 1.0 / 60
        #expect(isClose(withPoint.velocity(at: lift), plain.velocity(at: lift), within: 1e-9))
        #expect(isClose(plain.velocity(at: lift), velocity, within: 1e-9))
    }

    @Test func timeRunningBackwardsStartsAfresh() {
        var estimator = VelocityEstimator()
        estimator.add(start, at: 5)
        estimator.add(start + Vector(dx: 100, dy: 0), at: 5.05)
        estimator.add(start, at: 1)
        #expect(estimator.count == 1)
        #expect(estimator.velocity(at: 1) == .zero)
    }

    @Test func theRingKeepsTheNewestSamples() {
        var estimator = VelocityEstimator()
        // 1 kHz reports: the window spans 101 samples; the ring keeps the newest 64.
        for step in 0..<200 {
            let time = Double(step) / 1000
            estimator.add(start + velocity * time, at: time)
        }
        #expect(estimator.count == VelocityEstimator.capacity)
        #expect(isClose(estimator.velocity(at: 0.199), velocity, within: 1e-9))
    }
}

import Testing

@testable import TouchRoute

@Suite struct DecelerationTests {
    let glide = Deceleration(startOffset: 100, startVelocity: 2000, rate: .normal)

    @Test func startsWhereAndHowFastItWasReleased() {
        #expect(glide.offset(after: 0) == 100)
        #expect(glide.velocity(after: 0) == 2000)
    }

    @Test func velocityKeepsTheRateEachMillisecond() {
        #expect(abs(glide.velocity(after: 1) - 2000 * 0.13506452244668338) < 1e-10)
        #expect(abs(glide.velocity(after: 0.001) - 2000 * 0.998) < 1e-10)
    }

    /// The offset is the integral of the velocity: compare with fine steps of
    /// the trapezoid rule.
    @Test func offsetIsTheIntegralOfVelocity() {
        let step = 1e-5
        var offset = 100.0
        var time = 0.0
        for _ in 0..<50_000 {  // 0.5 s
            offset += (glide.velocity(after: time) + glide.velocity(after: time + step)) / 2 * step
            time += step
        }
        #expect(abs(glide.offset(after: 0.5) - offset) < 1e-6)
    }

    @Test func restingOffsetIsTheLimit() {
        #expect(abs(glide.offset(after: 60) - glide.restingOffset) < 1e-9)
        #expect(glide.offset(after: 3) < glide.restingOffset)
        let back = Deceleration(startOffset: 100, startVelocity: -2000, rate: .fast)
        #expect(abs(back.offset(after: 60) - back.restingOffset) < 1e-9)
        #expect(back.restingOffset < 100)
    }

    /// UIKit's projection sums one-millisecond steps; the continuous limit lies
    /// a little under half a millisecond of the release speed beyond it.
    @Test(arguments: [DecelerationRate.normal, .fast])
    func projectionMatchesMillisecondStepsAndTheLimit(rate: DecelerationRate) {
        let velocity = 2000.0
        var offset = 0.0
        var speed = velocity
        for _ in 0..<100_000 {
            speed *= rate.perMillisecond
            offset += speed / 1000
        }
        let projected = Deceleration.projectedOffset(from: 0, velocity: velocity, rate: rate)
        #expect(abs(projected - offset) < 1e-9 * abs(projected))
        let resting = Deceleration(startOffset: 0, startVelocity: velocity, rate: rate).restingOffset
        let halfMillisecond = velocity / 1000 / 2
        #expect(resting - projected > 0.99 * halfMillisecond)
        #expect(resting - projected < halfMillisecond)
    }

    @Test func durationUntilStopped() {
        let duration = glide.duration()
        // ln(5 / 2000) / ln(0.998) ms ≈ 2993 ms.
        #expect(abs(duration - 2.9928) < 0.001)
        #expect(abs(abs(glide.velocity(after: duration)) - Deceleration.stopSpeed) < 1e-9)
        #expect(Deceleration(startOffset: 0, startVelocity: -4, rate: .normal).duration() == 0)
        #expect(glide.duration(untilSpeedBelow: 50) < duration)
    }

    @Test func timeToReachAnEdge() {
        let edge = 600.0
        let time = try! #require(glide.time(toReach: edge))
        #expect(abs(glide.offset(after: time) - edge) < 1e-9)
        #expect(glide.time(toReach: glide.restingOffset + 1) == nil)  // stops short
        #expect(glide.time(toReach: 0) == nil)  // behind it
        #expect(glide.time(toReach: 100) == 0)
        #expect(Deceleration(startOffset: 0, startVelocity: 0, rate: .normal).time(toReach: 5) == nil)
    }
}

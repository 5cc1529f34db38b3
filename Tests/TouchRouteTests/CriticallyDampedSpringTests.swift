import Testing

@testable import TouchRoute

@Suite struct CriticallyDampedSpringTests {
    @Test func springsBackFromAnOverscrollWithoutPassingTheEdge() {
        let spring = CriticallyDampedSpring(from: -100, velocity: 0, to: 0)
        #expect(spring.offset(after: 0) == -100)
        #expect(spring.velocity(after: 0) == 0)
        var previous = -100.0
        for frame in 1...120 {
            let offset = spring.offset(after: Double(frame) / 120)
            #expect(offset >= previous && offset <= 0, "frame \(frame)")
            previous = offset
        }
        #expect(abs(spring.offset(after: 0.5)) < CriticallyDampedSpring.settleDistance)
        #expect(!spring.isSettled(after: 0.2))
        #expect(spring.isSettled(after: 0.6))
    }

    @Test func velocityIsTheDerivativeOfOffset() {
        let spring = CriticallyDampedSpring(from: 1040, velocity: 900, to: 1000)
        let h = 1e-6
        for time in [0.0, 0.05, 0.1, 0.3] {
            let slope = (spring.offset(after: time + h) - spring.offset(after: time - h)) / (2 * h)
            #expect(abs(slope - spring.velocity(after: time)) < 1e-3, "t \(time)")
        }
    }

    @Test func momentumCrossingAnEdgeBouncesOutAndBack() {
        // A glide meets the trailing edge at 1000 pt moving at 2000 pt/s.
        let bounce = CriticallyDampedSpring(from: 1000, velocity: 2000, to: 1000)
        let ω = CriticallyDampedSpring.springBackFrequency
        let peakTime = 1 / ω
        let peak = 2000 / (ω * 2.718281828459045)
        #expect(abs(bounce.offset(after: peakTime) - 1000 - peak) < 1e-9)
        #expect(abs(bounce.velocity(after: peakTime)) < 1e-9)
        #expect(bounce.offset(after: 0.3) > 1000)  // never passes back inside
        #expect(bounce.isSettled(after: 1))
    }

    @Test func isDeterministic() {
        let a = CriticallyDampedSpring(from: 3.25, velocity: -712.5, to: 0, angularFrequency: 22)
        let b = CriticallyDampedSpring(from: 3.25, velocity: -712.5, to: 0, angularFrequency: 22)
        for frame in 0..<60 {
            #expect(a.offset(after: Double(frame) / 60) == b.offset(after: Double(frame) / 60))
        }
        #expect(a == b)
    }
}

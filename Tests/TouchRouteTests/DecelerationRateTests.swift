import Testing

@testable import TouchRoute

@Suite struct DecelerationRateTests {
    @Test func uikitRates() {
        #expect(DecelerationRate.normal.perMillisecond == 0.998)
        #expect(DecelerationRate.fast.perMillisecond == 0.99)
        #expect(DecelerationRate.normal.logarithmPerMillisecond == 0.998.naturalLogarithm)
    }

    @Test func retainedFractionIsRateToTheMilliseconds() {
        let rate = DecelerationRate.normal
        #expect(rate.retainedFraction(after: 0) == 1)
        var perFrame = 1.0
        for _ in 0..<16 { perFrame *= 0.998 }
        #expect(abs(rate.retainedFraction(after: 0.016) - perFrame) < 1e-14)
        #expect(abs(rate.retainedFraction(after: 1) - 0.13506452244668338) < 1e-14)
        #expect(abs(DecelerationRate.fast.retainedFraction(after: 0.1) - 0.3660323412732292) < 1e-14)
    }
}

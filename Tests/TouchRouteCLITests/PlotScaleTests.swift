import Testing

@testable import touchroute

@Suite struct PlotScaleTests {
    @Test(arguments: [(0.013, 0.02), (0.1, 0.1), (0.11, 0.2), (0.3, 0.5), (3.0, 5.0), (130.0, 200.0), (0.0, 1.0)])
    func stepsAreOneTwoOrFiveTimesAPowerOfTen(rough: Double, step: Double) {
        #expect(abs(PlotScale.niceStep(for: rough) - step) < 1e-12)
    }

    @Test func ticksAreRoundValuesInsideTheDomain() {
        let scale = PlotScale(domain: 0...1.2, from: 0, to: 1000)
        #expect(scale.ticks(count: 12) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2])
        #expect(PlotScale(domain: 0...1.24, from: 0, to: 1000).ticks(count: 12) == [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2])
        #expect(PlotScale(domain: -33...33, from: 0, to: 100).ticks(count: 8) == [-30, -20, -10, 0, 10, 20, 30])
    }

    @Test func aScaleMapsItsEndsOntoItsSpanEitherWay() {
        let upwards = PlotScale(domain: 0...200, from: 300, to: 100)
        #expect(upwards(0) == 300)
        #expect(upwards(200) == 100)
        #expect(upwards(50) == 250)
        #expect(upwards.pixelsPerUnit == 1)
    }

    @Test func anEmptyDomainIsWidenedSoAConstantStillHasAnAxis() {
        let scale = PlotScale(domain: 5...5, from: 0, to: 100)
        #expect(scale.domain == 4.5...5.5)
        #expect(scale(5) == 50)
    }
}

import Testing

@testable import TouchRoute

@Suite struct RubberBandTests {
    @Test func matchesUIKitsFormula() {
        let d = 480.0
        for x in [0.0, 1, 10, 100, 480, 5000] {
            let expected = (1 - 1 / (x * 0.55 / d + 1)) * d
            #expect(abs(RubberBand.displayedOverscroll(forFingerOverscroll: x, dimension: d) - expected) < 1e-9)
        }
        // 480 pt of pull in a 480 pt viewport shows 0.55 / 1.55 of it.
        #expect(
            abs(RubberBand.displayedOverscroll(forFingerOverscroll: 480, dimension: 480) - 480 * 0.55 / 1.55) < 1e-9)
    }

    @Test func startsAtTheCoefficientAndNeverReachesTheDimension() {
        let small = RubberBand.displayedOverscroll(forFingerOverscroll: 0.001, dimension: 800)
        #expect(abs(small / 0.001 - RubberBand.coefficient) < 1e-5)
        #expect(RubberBand.displayedOverscroll(forFingerOverscroll: 1e12, dimension: 800) < 800)
        var previous = 0.0
        for x in stride(from: 1.0, to: 5000, by: 7) {
            let shown = RubberBand.displayedOverscroll(forFingerOverscroll: x, dimension: 800)
            #expect(shown > previous)
            previous = shown
        }
    }

    @Test func isOddAndEmptyViewportsShowNothing() {
        #expect(
            RubberBand.displayedOverscroll(forFingerOverscroll: -50, dimension: 300)
                == -RubberBand.displayedOverscroll(forFingerOverscroll: 50, dimension: 300))
        #expect(RubberBand.displayedOverscroll(forFingerOverscroll: 50, dimension: 0) == 0)
        #expect(RubberBand.fingerOverscroll(forDisplayedOverscroll: 50, dimension: 0) == 0)
    }

    @Test func inverseRoundTrips() {
        for x in stride(from: -3000.0, through: 3000, by: 37.5) {
            let shown = RubberBand.displayedOverscroll(forFingerOverscroll: x, dimension: 640)
            let back = RubberBand.fingerOverscroll(forDisplayedOverscroll: shown, dimension: 640)
            #expect(abs(back - x) < 1e-9 * max(1, abs(x)), "x \(x)")
        }
        #expect(RubberBand.fingerOverscroll(forDisplayedOverscroll: 640, dimension: 640) == .infinity)
        #expect(RubberBand.fingerOverscroll(forDisplayedOverscroll: -700, dimension: 640) == -.infinity)
    }

    @Test func offsetsBandOnlyBeyondTheRange() {
        let range = 0.0...1000
        #expect(RubberBand.displayedOffset(forFingerOffset: 500, range: range, dimension: 400) == 500)
        let below = RubberBand.displayedOffset(forFingerOffset: -100, range: range, dimension: 400)
        #expect(below == -RubberBand.displayedOverscroll(forFingerOverscroll: 100, dimension: 400))
        let above = RubberBand.displayedOffset(forFingerOffset: 1100, range: range, dimension: 400)
        #expect(above == 1000 + RubberBand.displayedOverscroll(forFingerOverscroll: 100, dimension: 400))
        for offset in [-100.0, 500, 1100] {
            let shown = RubberBand.displayedOffset(forFingerOffset: offset, range: range, dimension: 400)
            #expect(
                abs(RubberBand.fingerOffset(forDisplayedOffset: shown, range: range, dimension: 400) - offset) < 1e-9)
        }
    }
}

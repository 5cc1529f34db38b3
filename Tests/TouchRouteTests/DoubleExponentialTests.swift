import Testing
import TouchRouteTesting

@testable import TouchRoute

@Suite struct DoubleExponentialTests {
    /// Whether `value` is within `tolerance`, relative, of `expected`.
    func isClose(_ value: Double, _ expected: Double, within tolerance: Double = 1e-14) -> Bool {
        abs(value - expected) <= tolerance * abs(expected)
    }

    // Reference values: correctly rounded, from CPython's math.exp and math.log.

    @Test func exponentialMatchesKnownValues() {
        let known: [(Double, Double)] = [
            (0, 1), (1, 2.718281828459045), (-1, 0.36787944117144233),
            (10, 22026.465794806718), (-10, 4.5399929762484854e-05), (0.5, 1.6487212707001282),
            (700, 1.0142320547350045e+304), (-700, 9.85967654375977e-305),
            (1e-10, 1.0000000001), (0.3465, 1.4141094938303624),
            (-2.0020026706730794, 0.13506452244668332),
        ]
        for (power, expected) in known {
            let value = Double.exponential(of: power)
            #expect(isClose(value, expected), "e^\(power) = \(value), expected \(expected)")
        }
    }

    @Test func naturalLogarithmMatchesKnownValues() {
        let known: [(Double, Double)] = [
            (1, 0), (2, 0.6931471805599453), (10, 2.302585092994046), (0.5, -0.6931471805599453),
            (3, 1.0986122886681098), (0.998, -0.0020020026706730793), (0.99, -0.01005033585350145),
            (1.0000001, 9.999999505838704e-08), (1e-300, -690.7755278982137),
            (.leastNonzeroMagnitude, -744.4400719213812), (1.7976931348623157e+308, 709.782712893384),
        ]
        for (value, expected) in known {
            let logarithm = value.naturalLogarithm
            #expect(isClose(logarithm, expected), "ln \(value) = \(logarithm), expected \(expected)")
        }
    }

    @Test func edgeCases() {
        #expect(Double.exponential(of: 710) == .infinity)
        #expect(Double.exponential(of: -746) == 0)
        #expect(Double.exponential(of: -.infinity) == 0)
        #expect(Double.exponential(of: .infinity) == .infinity)
        #expect(Double.exponential(of: .nan).isNaN)
        #expect(Double.exponential(of: -740) > 0)  // subnormal, not flushed
        #expect(0.0.naturalLogarithm == -.infinity)
        #expect(Double.infinity.naturalLogarithm == .infinity)
        #expect((-1.0).naturalLogarithm.isNaN)
        #expect(Double.nan.naturalLogarithm.isNaN)
    }

    @Test func raisedMatchesRepeatedMultiplication() {
        #expect(isClose(0.998.raised(to: 1000), 0.13506452244668338, within: 1e-13))
        #expect(isClose(0.99.raised(to: 1000 / 60), 0.8457718830181217, within: 1e-13))
        var product = 1.0
        for _ in 0..<16 { product *= 0.998 }
        #expect(isClose(0.998.raised(to: 16), product, within: 1e-14))
        #expect(2.0.raised(to: 10) == 1024)
        #expect(5.0.raised(to: 0) == 1)
    }

    /// exp(ln x) = x and ln(exp y) = y, over seeded random values.
    @Test func inversesRoundTrip() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<5_000 {
            let power = Double.random(in: -700...700, using: &random)
            let value = Double.exponential(of: power)
            #expect(isClose(value.naturalLogarithm, power, within: 1e-14), "power \(power)")
            let x = Double.random(in: 1e-6...1e6, using: &random)
            #expect(isClose(Double.exponential(of: x.naturalLogarithm), x, within: 1e-12), "x \(x)")
        }
    }

    @Test func exponentialOfASumIsTheProduct() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<5_000 {
            let a = Double.random(in: -20...20, using: &random)
            let b = Double.random(in: -20...20, using: &random)
            let product = Double.exponential(of: a) * Double.exponential(of: b)
            #expect(isClose(Double.exponential(of: a + b), product, within: 1e-13), "a \(a), b \(b)")
        }
    }
}

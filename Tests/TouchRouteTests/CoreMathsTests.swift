import Foundation
import Testing
import TouchRouteTesting

@testable import TouchRoute

/// The core's own maths (`Sources/TouchRoute/Maths`) against Foundation's
/// (glibc's libm here), which the test target may import and the core may
/// not: the logarithm, e^x − 1, the two-argument arctangent and the cosine,
/// over seeded random values across the whole range and every edge case.
@Suite struct CoreMathsTests {
    /// Whether `value` agrees with Foundation's `expected`: both NaN, or
    /// within `tolerance` relative (exactly, sign included, at 0 and ±∞).
    func agrees(_ value: Double, _ expected: Double, within tolerance: Double = 1e-14) -> Bool {
        if expected.isNaN { return value.isNaN }
        if expected == 0 || expected.isInfinite { return value == expected && value.sign == expected.sign }
        // A subnormal result keeps fewer digits: compare it to the last place.
        if expected.magnitude < .leastNormalMagnitude { return abs(value - expected) <= 2 * expected.ulp }
        return abs(value - expected) <= tolerance * abs(expected)
    }

    /// A positive finite double of any exponent, normal or subnormal.
    func anyPositive(using random: inout SeededRandom) -> Double {
        while true {
            let value = Double(bitPattern: random.next() >> 1)
            if value.isFinite && value > 0 { return value }
        }
    }

    static let edges: [Double] = [
        0, -0.0, 1, -1, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        .leastNormalMagnitude.nextDown, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity,
        .nan, 1.0.nextUp, 1.0.nextDown, 0.5, 2, 1e-300, 1e300, .pi, -.pi, .pi / 2, -.pi / 2,
    ]

    @Test func naturalLogarithmMatchesFoundation() {
        var random = SeededRandom(seed: 26)
        var values = Self.edges
        for _ in 0..<20_000 { values.append(anyPositive(using: &random)) }
        for _ in 0..<5_000 { values.append(1 + Double.random(in: -1e-3...1e-3, using: &random)) }
        for value in values {
            #expect(agrees(value.naturalLogarithm, Foundation.log(value)), "ln \(value)")
        }
    }

    @Test func exponentialMinusOneMatchesFoundation() {
        var random = SeededRandom(seed: 27)
        var powers = Self.edges + [-745.2, 709.8, -40, 40, 0.3465, -0.3465, 0.3467, -0.3467]
        for _ in 0..<10_000 { powers.append(Double.random(in: -745...709, using: &random)) }
        for _ in 0..<10_000 { powers.append(Double.random(in: -2...2, using: &random)) }
        for _ in 0..<5_000 {
            // Tiny powers, down to subnormal, of either sign.
            let exponent = Int.random(in: -1074 ... -10, using: &random)
            let tiny = Double(sign: .plus, exponent: exponent, significand: Double.random(in: 1..<2, using: &random))
            powers.append(Bool.random(using: &random) ? tiny : -tiny)
        }
        for power in powers {
            #expect(agrees(Double.exponentialMinusOne(of: power), Foundation.expm1(power)), "expm1 \(power)")
        }
    }

    @Test func arctangentMatchesFoundationInEveryQuadrant() {
        var random = SeededRandom(seed: 28)
        var points: [(Double, Double)] = []
        for y in Self.edges { for x in Self.edges { points.append((y, x)) } }
        for _ in 0..<10_000 {
            // Unit-sized coordinates, then coordinates of any size, with any signs.
            let y = Double.random(in: -10...10, using: &random)
            let x = Double.random(in: -10...10, using: &random)
            points.append((y, x))
            let farY = anyPositive(using: &random) * (Bool.random(using: &random) ? 1 : -1)
            let farX = anyPositive(using: &random) * (Bool.random(using: &random) ? 1 : -1)
            points.append((farY, farX))
        }
        // Near the diagonals and the reduction point tan(π/12) ≈ 0.268.
        for ratio in [1, 1.0.nextUp, 1.0.nextDown, 0.2679491924311227, 0.26794919243112, 0.577350269189626] {
            for (ySign, xSign) in [(1.0, 1.0), (1, -1), (-1, 1), (-1, -1)] {
                points.append((ySign * ratio, xSign))
                points.append((ySign, xSign * ratio))
            }
        }
        for (y, x) in points {
            #expect(agrees(Double.arctangent(y: y, x: x), Foundation.atan2(y, x)), "atan2(\(y), \(x))")
        }
    }

    @Test func arctangentOnTheAxesAndAtTheSignedZeros() {
        #expect(Double.arctangent(y: 0, x: 1) == 0 && Double.arctangent(y: 0, x: 1).sign == .plus)
        #expect(Double.arctangent(y: -0.0, x: 1) == 0 && Double.arctangent(y: -0.0, x: 1).sign == .minus)
        #expect(Double.arctangent(y: 0, x: -0.0) == .pi)
        #expect(Double.arctangent(y: -0.0, x: -0.0) == -.pi)
        #expect(Double.arctangent(y: 0, x: -1) == .pi)
        #expect(Double.arctangent(y: 1, x: 0) == .pi / 2)
        #expect(Double.arctangent(y: -1, x: -0.0) == -.pi / 2)
        #expect(Double.arctangent(y: .infinity, x: -.infinity) == 3 * .pi / 4)
        #expect(Double.arctangent(y: .nan, x: 1).isNaN && Double.arctangent(y: 1, x: .nan).isNaN)
    }

    @Test func cosineMatchesFoundation() {
        var random = SeededRandom(seed: 29)
        // Up to the exact reduction's range, about 1.6 million radians.
        var angles = Self.edges.filter { !($0.magnitude > 1.6e6) } + [.infinity, -.infinity]
        for _ in 0..<10_000 { angles.append(Double.random(in: -10...10, using: &random)) }
        for _ in 0..<10_000 { angles.append(Double.random(in: -1e6...1e6, using: &random)) }
        // The zeros and extremes, where reduction matters most.
        for k in -1000...1000 { angles.append(Double(k) * .pi / 2) }
        for angle in angles {
            #expect(agrees(Double.cosine(of: angle), Foundation.cos(angle)), "cos \(angle)")
        }
        // Past the exact reduction: still a cosine's value, if not its digits.
        for angle in [1e7, -3e9, 1e300, -.greatestFiniteMagnitude] {
            #expect((-1...1).contains(Double.cosine(of: angle)), "cos \(angle)")
        }
        #expect(abs(Double.cosine(of: 1e7) - Foundation.cos(1e7)) < 1e-8)
    }
}

/// The exponential and the natural logarithm, written out because the router
/// core imports neither Foundation nor Glibc and the standard library has
/// neither (nor `pow`). The arctangent and cosine are in
/// `Double+Trigonometry.swift`; this folder is the core's whole maths library.
///
/// Scroll physics needs them for UIKit's deceleration, `rate^ms`, which is
/// `exp(ms · ln rate)`, and for the critically damped springs; the pinch
/// recognizer measures a scale as the exponential of a change of log span. They
/// reduce their argument to a small interval, where a short series is exact to
/// a few units in the last place, and use only `+ − × ÷`, so they give the
/// same bits on every machine: a replay's offsets match frame by frame.
///
/// Accuracy: a few units in the last place over the whole range (the tests hold
/// them to 1e-14 against correctly rounded values).
extension Double {
    /// ln 2, split so that `k · ln2High` is exact for every `|k| ≤ 2048`: the
    /// high part has its low 32 bits clear (the split fdlibm uses).
    private static let ln2High = 6.93147180369123816490e-01
    private static let ln2Low = 1.90821492927058770002e-10
    /// 1 / ln 2.
    private static let log2OfE = 1.44269504088896338700
    /// ln(greatestFiniteMagnitude): above this the exponential overflows.
    private static let largestExponent = 709.782712893383973096
    /// ln(leastNonzeroMagnitude) − ln 2 / 2: below this it rounds to zero.
    private static let smallestExponent = -745.1332191019411

    /// e raised to `power`.
    /// - Complexity: O(1): one range reduction and a 14-term series.
    static func exponential(of power: Double) -> Double {
        if power.isNaN { return power }
        if power > largestExponent { return .infinity }
        if power < smallestExponent { return 0 }
        // power = k·ln2 + r with |r| ≤ ln2 / 2, so e^power = 2^k · e^r.
        let k = (power * log2OfE).rounded()
        let r = (power - k * ln2High) - k * ln2Low
        // Taylor series of e^r; the 15th term is below 2^-60 of the sum for |r| ≤ 0.35.
        var sum = 1.0
        for n in stride(from: 14, through: 1, by: -1) {
            sum = 1 + sum * r / Double(n)
        }
        // Scale in two steps so that a 2^k just outside the normal range still works.
        let half = Int(k) / 2
        return Double(sign: .plus, exponent: half, significand: 1)
            * Double(sign: .plus, exponent: Int(k) - half, significand: sum)
    }

    /// e raised to `power`, minus 1, to full precision also where `power` is
    /// near 0 and `exponential(of: power) − 1` would cancel away its digits:
    /// the pinch's relative change of span, `e^travel − 1`, for a travel of
    /// a fraction of a percent.
    /// - Complexity: O(1): a 15-term series, or one `exponential(of:)`.
    static func exponentialMinusOne(of power: Double) -> Double {
        // Outside ±ln2/2, e^power − 1 is at least 0.29 in size and the
        // subtraction loses under 2 bits of e^power's precision.
        guard power.magnitude <= 0.5 * ln2High else { return exponential(of: power) - 1 }
        // (e^r − 1)/r = 1 + r/2 + r²/6 + …, by Horner; the term after r¹⁴/15!
        // is below 2^-66 of the sum for |r| ≤ 0.35.
        var quotient = 1.0
        for n in stride(from: 15, through: 2, by: -1) {
            quotient = 1 + quotient * power / Double(n)
        }
        return power * quotient
    }

    /// The natural logarithm: NaN below zero, −∞ at zero.
    /// - Complexity: O(1): one range reduction and a 13-term series.
    var naturalLogarithm: Double {
        if isNaN || self < 0 { return .nan }
        if self == 0 { return -.infinity }
        if self == .infinity { return self }
        // self = m · 2^e with √½ ≤ m < √2 (exponent and significand are exact,
        // for subnormals too).
        var m = significand
        var e = Double(exponent)
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        // ln m = 2·atanh(s) = 2(s + s³/3 + s⁵/5 + …) with s = (m − 1)/(m + 1),
        // |s| ≤ 0.172; the terms after s²⁵ are below 2^-60 of the sum.
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var series = 0.0
        for n in stride(from: 25, through: 3, by: -2) {
            series = (series + 1 / Double(n)) * s2
        }
        let lnM = 2 * s + 2 * s * series
        return (e * Self.ln2High + lnM) + e * Self.ln2Low
    }

    /// This number raised to `power`, as `e^(power · ln self)`, for a positive
    /// base (the only kind scroll physics raises).
    func raised(to power: Double) -> Double {
        precondition(self > 0, "raised(to:) takes a positive base, not \(self)")
        return Double.exponential(of: power * naturalLogarithm)
    }
}

/// The two-argument arctangent and the cosine, written out for the same
/// reason as `Double.exponential(of:)`: the router core imports neither
/// Foundation nor Glibc, and the standard library has neither.
///
/// The pinch and rotation recognizers measure the angle of the line between
/// two fingers; the swipe compares a stroke's direction with the cosine of
/// its angle limit. Each function reduces its argument to a short interval
/// around 0 and sums an alternating Taylor series there (whose error is below
/// its first omitted term), with `+ − × ÷` only, so it gives the same bits on
/// every machine and a replay's angles match frame by frame.
///
/// Accuracy: a few units in the last place (the tests hold them to 1e-14,
/// relative, against Foundation's over every quadrant and the edge cases).
extension Double {
    /// π, and π/2 and π/6, each split into the double nearest and what it
    /// leaves out, so a sum with a small angle keeps the small angle's digits.
    private static let piHigh = 3.141592653589793
    private static let piLow = 1.2246467991473532e-16
    private static let halfPiHigh = 1.5707963267948966
    private static let halfPiLow = 6.123233995736766e-17
    private static let sixthPiHigh = 0.5235987755982989
    private static let sixthPiLow = -5.360408832255455e-17
    /// √3, and tan(π/12) = 2 − √3: the arctangent's reduction point.
    private static let squareRootOf3 = 1.7320508075688772
    private static let tangentOfTwelfthPi = 0.2679491924311227
    /// π/2 in three parts of 33, 33 and 53 bits: `k · part` is exact for
    /// `|k| < 2^20`, so an angle reduces exactly by up to 2^20 quarter turns.
    private static let quarterTurnFirst = 1.5707963267341256
    private static let quarterTurnSecond = 6.077100506303966e-11
    private static let quarterTurnThird = 2.0222662487959506e-21
    /// 2/π, to count quarter turns.
    private static let quarterTurnsPerRadian = 0.6366197723675814
    /// Beyond 2^20 quarter turns (about 1.6 million radians) an angle is
    /// first brought within a turn by the double nearest 2π.
    private static let largestReducibleAngle = 1.6e6

    /// The angle, in radians in −π...π, from the positive x axis to the point
    /// (`x`, `y`): C's `atan2(y, x)`, with its signed zeros and infinities
    /// (atan2(±0, −0) = ±π, atan2(±∞, +∞) = ±π/4, NaN in gives NaN out).
    /// - Complexity: O(1): at most two reductions and a 15-term series.
    static func arctangent(y: Double, x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        let rise = y.magnitude
        let run = x.magnitude
        let isLeft = x.sign == .minus
        // The angle in 0...π above the x axis; the ratio taken is at most 1.
        let angle: Double
        if rise.isInfinite && run.isInfinite {
            angle = isLeft ? 3 * halfPiHigh / 2 : halfPiHigh / 2
        } else if rise <= run {
            // Nearer the x axis: atan(rise/run), or π less it on the left.
            let offAxis = run == 0 ? 0 : arctangentOfRatio(rise / run)
            angle = isLeft ? piHigh - (offAxis - piLow) : offAxis
        } else {
            // Nearer the y axis: π/2 less or plus atan(run/rise).
            let offAxis = arctangentOfRatio(run / rise)
            angle = isLeft ? halfPiHigh + (offAxis + halfPiLow) : halfPiHigh - (offAxis - halfPiLow)
        }
        return y.sign == .minus ? -angle : angle
    }

    /// atan `ratio` for a ratio in 0...1.
    private static func arctangentOfRatio(_ ratio: Double) -> Double {
        guard ratio > tangentOfTwelfthPi else { return arctangentNearZero(ratio) }
        // tan(θ − π/6) = (t − 1/√3) / (1 + t/√3) = (t√3 − 1) / (t + √3): a
        // ratio up to 1 (θ up to π/4) leaves at most tan(π/12).
        let reduced = (ratio * squareRootOf3 - 1) / (ratio + squareRootOf3)
        return sixthPiHigh + (arctangentNearZero(reduced) + sixthPiLow)
    }

    /// atan `u` for |u| ≤ tan(π/12) ≈ 0.268: u − u³/3 + u⁵/5 − … through
    /// u²⁹/29, by Horner in u²; the next term is below 2^-61 of u.
    private static func arctangentNearZero(_ u: Double) -> Double {
        let square = u * u
        var tail = 0.0  // u²/3 − u⁴/5 + …, nested
        for n in stride(from: 29, through: 3, by: -2) {
            tail = square * (1 / Double(n) - tail)
        }
        return u - u * tail
    }

    /// cos `angle` (radians): NaN for an infinite or NaN angle.
    /// - Complexity: O(1): one reduction to ±π/4 and a 9-term series.
    static func cosine(of angle: Double) -> Double {
        guard angle.isFinite else { return .nan }
        // Cosine is periodic, so past the exact reduction's range a whole turn
        // of the double nearest 2π is taken off first (exactly, as a remainder).
        let within =
            angle.magnitude <= largestReducibleAngle ? angle : angle.truncatingRemainder(dividingBy: 2 * piHigh)
        // within = k · π/2 + r, |r| ≤ π/4 (and a hair).
        let quarterTurns = (within * quarterTurnsPerRadian).rounded()
        let r =
            ((within - quarterTurns * quarterTurnFirst) - quarterTurns * quarterTurnSecond)
            - quarterTurns * quarterTurnThird
        // cos(kπ/2 + r) cycles through cos r, −sin r, −cos r, sin r.
        switch Int(quarterTurns.truncatingRemainder(dividingBy: 4)) & 3 {
        case 0: return cosineNearZero(r)
        case 1: return -sineNearZero(r)
        case 2: return -cosineNearZero(r)
        default: return sineNearZero(r)
        }
    }

    /// cos r for |r| ≤ π/4: 1 − r²/2! + r⁴/4! − … through r¹⁸/18!, by Horner
    /// in r²; the next term is below 2^-68.
    private static func cosineNearZero(_ r: Double) -> Double {
        let square = r * r
        var sum = 1.0
        for k in stride(from: 9, through: 1, by: -1) {
            sum = 1 - square / Double((2 * k - 1) * (2 * k)) * sum
        }
        return sum
    }

    /// sin r for |r| ≤ π/4: r − r³/3! + r⁵/5! − … through r¹⁷/17!, by Horner
    /// in r²; the next term is below 2^-62 of r.
    private static func sineNearZero(_ r: Double) -> Double {
        let square = r * r
        var sum = 1.0
        for k in stride(from: 8, through: 1, by: -1) {
            sum = 1 - square / Double((2 * k) * (2 * k + 1)) * sum
        }
        return r * sum
    }
}

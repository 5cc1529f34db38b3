import Glibc
import TouchRoute

/// The small random choices that make a generated stroke look like a hand's.
extension SeededRandom {
    /// Points per axis, uniform, each traced millisecond (so each report, at
    /// any rate): a finger's tremor and a panel's noise. The amplitude is
    /// drawn per stroke from this range.
    static let jitterAmplitudes = 0.2...1.0
    /// Degrees the path's heading turns from its chord at most, drawn per
    /// stroke: a hand's gentle arc. Its sideways deviation is then up to
    /// about 5% of the travel for one bump.
    static let headingDeviations = 2.0...10.0

    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound == range.upperBound ? range.lowerBound : Double.random(in: range, using: &self)
    }

    mutating func uniform(_ range: Range<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    /// +1 or −1, evenly.
    mutating func sign() -> Double {
        Bool.random(using: &self) ? 1 : -1
    }

    /// Seconds from `range`, down to a whole millisecond: a finger that lands
    /// this late has its trace on the same grid as the first finger's.
    mutating func landingDelay(_ range: ClosedRange<Double>) -> Double {
        let hertz = ReportRate.model.hertz
        return (uniform(range) * hertz).rounded(.down) / hertz
    }

    mutating func jitterAmplitude() -> Double {
        uniform(Self.jitterAmplitudes)
    }

    /// One or two bumps to either side, placed early, centred or late.
    mutating func wander(forTravel travel: Double) -> LateralWander {
        let side = sign()
        let wander = LateralWander(
            headingDeviation: uniform(Self.headingDeviations), travel: travel,
            bumps: Int.random(in: 1...2, using: &self), shift: uniform(-0.5...0.5))
        return LateralWander(amplitude: side * wander.amplitude, bumps: wander.bumps, shift: wander.shift)
    }

    /// A vector of a length drawn from `lengths`, in any direction (0–90°
    /// off horizontal, each way and to each side).
    mutating func vector(lengthIn lengths: ClosedRange<Double>) -> Vector {
        vector(length: uniform(lengths), degrees: uniform(0..<90), off: .horizontal, way: sign())
    }

    /// A vector `length` points long, `degrees` off `axis` to a random side,
    /// pointing the `way` (+1 or −1) along the axis.
    mutating func vector(length: Double, degrees: Double, off axis: Axis, way: Double) -> Vector {
        let radians = degrees * Double.pi / 180
        var vector = Vector.zero
        vector[axis] = way * length * cos(radians)
        vector[axis.cross] = sign() * length * sin(radians)
        return vector
    }
}

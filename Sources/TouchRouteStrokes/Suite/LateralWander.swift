import Glibc

/// How a finger strays sideways from the straight chord between where a
/// stroke starts and ends: hands move in gentle arcs, not rulers' lines. The
/// deviation is one or two half-sine bumps along the travel, zero at both
/// ends, so the chord (and with it the stroke's angle) is exactly as planned.
///
/// The bumps sit on a warped travel fraction `u + shift·u·(1 − u)`, whose slope
/// stays between `1 − |shift|` and `1 + |shift|`, so the path's heading never
/// turns further from the chord than `maximumHeadingDeviation(forTravel:)`:
/// a hand's arc, not a hook. (A power warp such as `u^0.7` has an infinite
/// slope at the start, which makes a finger set off at right angles to its
/// chord.)
public struct LateralWander: Hashable, Sendable {
    /// The largest sideways deviation, in points; positive is to the left of
    /// the direction of travel (in window coordinates, y down).
    public var amplitude: Double
    /// 1 bows the path to one side; 2 makes an S.
    public var bumps: Int
    /// Where along the travel the bumps sit, from −0.5 (late) through 0
    /// (centred) to 0.5 (early).
    public var shift: Double

    /// Makes a wander of `amplitude` points; `bumps` is 1 or more (one bow by default) and
    /// `shift` within ±0.5 (centred by default). Traps otherwise.
    public init(amplitude: Double, bumps: Int = 1, shift: Double = 0) {
        precondition(bumps >= 1 && abs(shift) <= 0.5, "a wander has at least one bump and a shift within ±0.5")
        self.amplitude = amplitude
        self.bumps = bumps
        self.shift = shift
    }

    /// The wander whose heading turns at most `degrees` from the chord of a
    /// stroke `travel` points long.
    public init(headingDeviation degrees: Double, travel: Double, bumps: Int = 1, shift: Double = 0) {
        let slope = tan(degrees * Double.pi / 180)
        self.init(
            amplitude: slope * travel / (Double.pi * Double(bumps) * (1 + abs(shift))), bumps: bumps, shift: shift)
    }

    /// A ruler-straight stroke.
    public static let none = LateralWander(amplitude: 0)

    /// The sideways deviation, in points, at `travelled`, the fraction (0...1)
    /// of the stroke's travel covered.
    public func deviation(at travelled: Double) -> Double {
        let u = min(max(travelled, 0), 1)
        return amplitude * sin(Double.pi * Double(bumps) * (u + shift * u * (1 - u)))
    }

    /// The largest angle, in degrees, between the path's heading and its chord
    /// on a stroke `travel` points long.
    public func maximumHeadingDeviation(forTravel travel: Double) -> Double {
        guard travel > 0 else { return 0 }
        return atan(abs(amplitude) * Double.pi * Double(bumps) * (1 + abs(shift)) / travel) * 180 / Double.pi
    }
}

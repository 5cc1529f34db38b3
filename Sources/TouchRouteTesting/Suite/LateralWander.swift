import Glibc

/// How a finger strays sideways from the straight chord between where a
/// stroke starts and ends: hands move in gentle arcs, not rulers' lines. The
/// deviation is one or two half-sine bumps along the travel, zero at both
/// ends, so the chord (and with it the stroke's angle) is exactly as planned.
public struct LateralWander: Hashable, Sendable {
    /// The largest sideways deviation, in points; positive is to the left of
    /// the direction of travel (in window coordinates, y down).
    public var amplitude: Double
    /// 1 bows the path to one side; 2 makes an S.
    public var bumps: Int
    /// Where along the travel the bumps sit: the travel fraction u is warped to
    /// u^skew, so 1 centres them, below 1 moves them early, above 1 late.
    public var skew: Double

    public init(amplitude: Double, bumps: Int = 1, skew: Double = 1) {
        precondition(bumps >= 1 && skew > 0, "a wander has at least one bump and a positive skew")
        self.amplitude = amplitude
        self.bumps = bumps
        self.skew = skew
    }

    /// A ruler-straight stroke.
    public static let none = LateralWander(amplitude: 0)

    /// The sideways deviation, in points, at `travelled`, the fraction (0...1)
    /// of the stroke's travel covered.
    public func deviation(at travelled: Double) -> Double {
        let warped = pow(min(max(travelled, 0), 1), skew)
        return amplitude * sin(Double.pi * Double(bumps) * warped)
    }
}

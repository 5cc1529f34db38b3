/// How quickly a released scroll slows down: the fraction of its velocity it
/// keeps per millisecond, as in UIKit.
///
/// Invariant: `0 < perMillisecond < 1`, so every motion slows and stops.
public struct DecelerationRate: Hashable, Sendable {
    /// The fraction of velocity kept after each millisecond.
    public let perMillisecond: Double
    /// ln(perMillisecond), per millisecond (negative): computed once, since
    /// every position and velocity on the curve needs it.
    let logarithmPerMillisecond: Double

    /// Makes a rate that keeps `perMillisecond` of the velocity each millisecond. It must lie strictly
    /// between 0 and 1: anything else is a precondition failure.
    public init(perMillisecond: Double) {
        precondition(
            perMillisecond > 0 && perMillisecond < 1,
            "a deceleration rate keeps a fraction of the velocity in (0, 1), not \(perMillisecond)")
        self.perMillisecond = perMillisecond
        logarithmPerMillisecond = perMillisecond.naturalLogarithm
    }

    /// UIKit's `.normal`: 0.998 per ms, a long glide (a flick at 2000 pt/s
    /// travels about 1000 pt).
    public static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIKit's `.fast`: 0.99 per ms, a glide about five times shorter, for
    /// scroll views that should stop soon after the finger lifts.
    public static let fast = DecelerationRate(perMillisecond: 0.99)

    /// The fraction of velocity kept after `elapsed` seconds: `rate^ms`.
    func retainedFraction(after elapsed: Double) -> Double {
        Double.exponential(of: 1000 * elapsed * logarithmPerMillisecond)
    }
}

/// How far along its travel a finger is at each moment of a stroke: the
/// minimum-jerk profile that human point-to-point hand movements follow
/// (Flash and Hogan, 1985),
///
///     s(τ) = 10τ³ − 15τ⁴ + 6τ⁵,   τ = t / T in 0...1,
///
/// the smoothest way from rest to rest: it starts and ends at zero speed and
/// is fastest halfway, at 1.875 times the mean speed.
///
/// A flick leaves the glass before the movement is over: with `liftFraction`
/// below 1 the profile is cut at τ = `liftFraction` and the cut part is
/// stretched over the whole stroke, so the finger lifts while still fast.
public struct MinimumJerkProfile: Hashable, Sendable {
    /// The fraction of the whole movement's time at which the finger lifts,
    /// in (0, 1]: 1 for a drag that comes to rest.
    public var liftFraction: Double

    /// Makes a profile whose finger lifts at `liftFraction` of the whole movement, in (0, 1]: 1,
    /// the default, for a drag that comes to rest. Traps outside that range.
    public init(liftingAt liftFraction: Double = 1) {
        precondition(liftFraction > 0 && liftFraction <= 1, "a stroke lifts after it starts and no later than its end")
        self.liftFraction = liftFraction
    }

    /// A drag that comes to rest before it lifts.
    public static let toRest = MinimumJerkProfile()

    /// The fraction of the stroke's travel covered at `progress`, the fraction
    /// (0...1) of its duration. 0 at 0 and 1 at 1, increasing in between.
    public func travelled(at progress: Double) -> Double {
        let tau = min(max(progress, 0), 1) * liftFraction
        return Self.wholeMovement(at: tau) / Self.wholeMovement(at: liftFraction)
    }

    /// The speed at `progress`, in strokes' travels per stroke's duration: 0
    /// at both ends for a drag to rest, 1.875 halfway.
    public func speed(at progress: Double) -> Double {
        let tau = min(max(progress, 0), 1) * liftFraction
        let rate = 30 * tau * tau * (1 - tau) * (1 - tau)
        return rate * liftFraction / Self.wholeMovement(at: liftFraction)
    }

    /// s(τ) of the uncut movement.
    private static func wholeMovement(at tau: Double) -> Double {
        tau * tau * tau * (10 + tau * (-15 + 6 * tau))
    }
}

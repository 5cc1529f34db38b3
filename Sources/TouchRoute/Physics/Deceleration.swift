/// A released scroll gliding to rest along one axis, as UIKit's momentum does:
/// the velocity keeps the fraction `rate` of itself every millisecond.
///
/// With `λ = ln rate` (per ms, negative) and `t` in seconds:
///
///     velocity(t) = v₀ · rate^(1000 t) = v₀ · e^(1000 λ t)
///     offset(t)   = x₀ + ∫₀ᵗ velocity = x₀ + v₀ · (e^(1000 λ t) − 1) / (1000 λ)
///     offset(∞)   = x₀ − v₀ / (1000 λ)
///
/// The curve is continuous in time, so the offset at a given time is the same
/// whatever the refresh rate that samples it: 60 and 120 Hz show the same
/// glide, and a replay gives the same offsets frame by frame.
///
/// A scroll view runs one per axis; both share the rate, so a diagonal flick
/// keeps its direction.
struct Deceleration: Hashable, Sendable {
    /// Below this speed, in points per second, the glide counts as stopped.
    /// At 60 Hz that is under 0.1 pt a frame, a third of a pixel on a 3x
    /// screen, so no one sees the last of it cut off; a normal-rate flick at
    /// 2000 pt/s takes about 3 s to get there, which is how long UIKit's
    /// glides last.
    static let stopSpeed = 5.0

    /// The offset at release, in points.
    let startOffset: Double
    /// The content's velocity at release, in points per second (the finger's
    /// velocity negated: the content offset moves the other way).
    let startVelocity: Double
    let rate: DecelerationRate

    /// The velocity, in points per second, `elapsed` seconds after release.
    func velocity(after elapsed: Double) -> Double {
        startVelocity * rate.retainedFraction(after: elapsed)
    }

    /// The offset, in points, `elapsed` seconds after release.
    func offset(after elapsed: Double) -> Double {
        let perSecond = 1000 * rate.logarithmPerMillisecond
        return startOffset + startVelocity * (rate.retainedFraction(after: elapsed) - 1) / perSecond
    }

    /// Where the continuous curve comes to rest (the limit of `offset(after:)`).
    var restingOffset: Double {
        startOffset - startVelocity / (1000 * rate.logarithmPerMillisecond)
    }

    /// UIKit's projection of where a release ends up, `x₀ + (v₀ / 1000) · r / (1 − r)`,
    /// as Apple gives it for deciding targets from a release (WWDC 2018,
    /// "Designing Fluid Interfaces"): the sum of one-millisecond steps, each
    /// taken after the velocity has kept `r` of itself. It lies half a
    /// millisecond of release speed short of `restingOffset` (0.1 % for
    /// `.normal`), and needs no logarithm; targets chosen with it match UIKit's.
    static func projectedOffset(from offset: Double, velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.perMillisecond
        return offset + velocity / 1000 * r / (1 - r)
    }

    /// Seconds from release until the speed falls below `stopSpeed` (zero if it
    /// starts below): `ln(stopSpeed / |v₀|) / (1000 λ)`.
    func duration(untilSpeedBelow stopSpeed: Double = Deceleration.stopSpeed) -> Double {
        let speed = abs(startVelocity)
        guard speed > stopSpeed else { return 0 }
        return (stopSpeed / speed).naturalLogarithm / (1000 * rate.logarithmPerMillisecond)
    }

    /// Seconds from release until the offset reaches `target`, or nil if the
    /// glide stops short of it (or moves away from it): where momentum meets
    /// an edge and turns into a bounce.
    func time(toReach target: Double) -> Double? {
        if target == startOffset { return 0 }
        guard startVelocity != 0 else { return nil }
        // Solve offset(t) = target: e^(1000 λ t) = 1 + (target − x₀) · 1000 λ / v₀.
        let perSecond = 1000 * rate.logarithmPerMillisecond
        let fraction = 1 + (target - startOffset) * perSecond / startVelocity
        guard fraction > 0, fraction < 1 else { return nil }
        return fraction.naturalLogarithm / perSecond
    }
}

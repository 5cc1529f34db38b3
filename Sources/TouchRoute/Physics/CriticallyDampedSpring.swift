/// An offset pulled to a resting offset by a critically damped spring, along
/// one axis: the fastest return that never oscillates.
///
/// It brings content back to the edge after an overscrolled release, turns
/// momentum that crosses an edge into a bounce (start at the edge with the
/// crossing velocity: out, a peak of `v / (ω e)`, back), and snaps a pager to
/// its page. With `x` the displacement from rest, `ω` the angular frequency
/// and `t` in seconds:
///
///     x(t) = (x₀ + (v₀ + ω x₀) t) · e^(−ω t)
///     v(t) = (v₀ − ω (v₀ + ω x₀) t) · e^(−ω t)
///
/// Closed form, so the offset at a time is the same at any refresh rate.
/// It crosses rest at most once, and only when thrown towards it faster than
/// `ω x₀`.
struct CriticallyDampedSpring: Hashable, Sendable {
    /// The angular frequency, in radians per second, for returning from an
    /// overscroll: 100 pt settles within half a point in 0.5 s and a bounce off
    /// a 2000 pt/s glide peaks 49 pt out, 67 ms after the crossing. Chosen for
    /// UIKit's feel; UIKit does not publish its spring.
    static let springBackFrequency = 15.0
    /// Settled: within this many points of rest (under a pixel at 2x)...
    static let settleDistance = 0.5
    /// ...and slower than this, in points per second (the glide's stop speed).
    static let settleSpeed = Deceleration.stopSpeed

    /// Where the spring rests, in points.
    let restingOffset: Double
    /// The offset at the start, in points.
    let startOffset: Double
    /// The velocity at the start, in points per second.
    let startVelocity: Double
    /// ω, in radians per second.
    let angularFrequency: Double

    init(
        from startOffset: Double, velocity startVelocity: Double, to restingOffset: Double,
        angularFrequency: Double = springBackFrequency
    ) {
        precondition(angularFrequency > 0, "a spring needs a positive angular frequency, not \(angularFrequency)")
        self.startOffset = startOffset
        self.startVelocity = startVelocity
        self.restingOffset = restingOffset
        self.angularFrequency = angularFrequency
    }

    /// The offset, in points, `elapsed` seconds after the start.
    func offset(after elapsed: Double) -> Double {
        let x0 = startOffset - restingOffset
        let b = startVelocity + angularFrequency * x0
        return restingOffset + (x0 + b * elapsed) * Double.exponential(of: -angularFrequency * elapsed)
    }

    /// The velocity, in points per second, `elapsed` seconds after the start.
    func velocity(after elapsed: Double) -> Double {
        let b = startVelocity + angularFrequency * (startOffset - restingOffset)
        return (startVelocity - angularFrequency * b * elapsed) * Double.exponential(of: -angularFrequency * elapsed)
    }

    /// Whether, `elapsed` seconds after the start, the spring is close enough
    /// to rest and slow enough to stop and jump the last bit to `restingOffset`.
    func isSettled(after elapsed: Double) -> Bool {
        abs(offset(after: elapsed) - restingOffset) < Self.settleDistance
            && abs(velocity(after: elapsed)) < Self.settleSpeed
    }
}

/// A programmatic scroll from one content offset to another over a fixed
/// time, like `setContentOffset(_:animated: true)`: it eases in and out, so
/// the content neither jumps into motion nor stops dead.
///
/// The curve is the smoothstep `3u² − 2u³` of the fraction of time `u`: its
/// speed is zero at both ends and peaks at 1.5 times the average halfway.
/// UIKit does not publish its curve; this one is symmetric and deterministic.
struct ScrollAnimation: Hashable, Sendable {
    /// Seconds: UIKit's animated scrolls take about 0.3 s.
    static let defaultDuration = 0.3

    let startOffset: Point
    let endOffset: Point
    /// Seconds; zero jumps straight to the end.
    let duration: Double

    init(from startOffset: Point, to endOffset: Point, duration: Double = defaultDuration) {
        precondition(duration >= 0, "an animation's duration is at least zero seconds, not \(duration)")
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.duration = duration
    }

    /// The offset `elapsed` seconds after the start: the start before it, the
    /// end from `duration` on.
    func offset(after elapsed: Double) -> Point {
        guard elapsed < duration else { return endOffset }
        guard elapsed > 0 else { return startOffset }
        return startOffset + endOffset.displacement(from: startOffset) * Self.eased(elapsed / duration)
    }

    /// The smoothstep `3u² − 2u³` of the fraction of time `u` (0 to 1).
    static func eased(_ u: Double) -> Double { u * u * (3 - 2 * u) }

    /// Whether the animation has reached its end `elapsed` seconds after the start.
    func isDone(after elapsed: Double) -> Bool { elapsed >= duration }
}

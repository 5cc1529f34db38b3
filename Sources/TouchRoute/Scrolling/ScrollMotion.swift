/// What moves a scroll view's content while no finger does, on the window's
/// frame ticks: momentum after a flick, a paging snap, or an animated
/// programmatic scroll. Times are seconds of input time since `start`.
enum ScrollMotion {
    case idle
    /// Momentum: each axis glides on UIKit's deceleration curve until it is
    /// slower than `Deceleration.stopSpeed` or meets an edge (nil once stopped).
    case decelerating(x: Deceleration?, y: Deceleration?, start: Double)
    /// A paging view springs onto its page, carrying the release velocity.
    case snapping(x: CriticallyDampedSpring, y: CriticallyDampedSpring, start: Double)
    /// `setContentOffset(_:animated: true)`.
    case animating(ScrollAnimation, start: Double)

    var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }
}

/// Counts consecutive taps, to give each new touch its `tapCount`.
///
/// A touch continues a tap sequence when it comes down within `maximumInterval`
/// of the previous tap's lift-off and within `maximumDistance` of where that tap
/// came down. A tap is a touch that never strayed more than `tapSlop` from its
/// start. UIKit does not publish its numbers; these follow Android's
/// `DOUBLE_TAP_TIMEOUT` (300 ms) and a slop of about a fingertip.
struct TapCounter {
    /// Seconds between one tap's lift-off and the next touch-down.
    static let maximumInterval = 0.300
    /// Points between the two touch-down locations.
    static let maximumDistance = 30.0
    /// Points a finger may wander and still be a tap: the same as a tap view's.
    static let tapSlop = TapView.standardTapSlop

    private var lastTapLocation: Point?
    private var lastTapEnd = -Double.infinity
    private var lastTapCount = 0

    /// The tap count for a touch that comes down at `location` at `time`.
    func tapCount(forTouchAt location: Point, time: Double) -> Int {
        guard let lastTapLocation, time - lastTapEnd <= Self.maximumInterval,
            location.displacement(from: lastTapLocation).length <= Self.maximumDistance
        else { return 1 }
        return lastTapCount + 1
    }

    /// Record a touch that ended normally (not cancelled) at `time`.
    mutating func touchEnded(_ touch: Touch, at time: Double) {
        if touch.maximumDistanceFromStart <= Self.tapSlop {
            lastTapLocation = touch.startLocation
            lastTapEnd = time
            lastTapCount = touch.tapCount
        } else {
            lastTapLocation = nil
        }
    }

    /// Forget the sequence, as when a touch is cancelled.
    mutating func reset() {
        lastTapLocation = nil
    }
}

/// Counts consecutive taps, to give each new touch its `tapCount`.
///
/// A touch continues a tap sequence when it comes down within `maximumInterval`
/// of the previous tap's lift-off and within `maximumDistance` of where that tap
/// came down. A tap is a touch that never strayed more than `tapSlop` from its
/// start. UIKit does not publish its numbers; these follow Android's
/// `DOUBLE_TAP_TIMEOUT` (300 ms) and a slop of about a fingertip.
struct TapCounter {
    /// Between one tap's lift-off and the next touch-down, inclusive: exact
    /// microseconds, so a touch 300 ms after a lift is a second tap however
    /// the host's seconds round.
    static let maximumInterval = EventDuration.milliseconds(300)
    /// Points between the two touch-down locations.
    static let maximumDistance = 30.0
    /// Points a finger may wander and still be a tap: the same as a tap view's.
    static let tapSlop = TapView.standardTapSlop

    private var lastTapLocation: Point?
    /// Meaningful only while `lastTapLocation` is set.
    private var lastTapEnd = EventTime.zero
    private var lastTapCount = 0

    /// The tap count for a touch that comes down at `location` at `time`.
    func tapCount(forTouchAt location: Point, time: EventTime) -> Int {
        guard let lastTapLocation, time - lastTapEnd <= Self.maximumInterval,
            location.displacement(from: lastTapLocation).length <= Self.maximumDistance
        else { return 1 }
        return lastTapCount + 1
    }

    /// Record a touch that ended normally (not cancelled) at `time`.
    mutating func touchEnded(_ touch: Touch, at time: EventTime) {
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

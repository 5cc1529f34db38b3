/// Recognises two fingers turning about each other: `rotation` is the turn of
/// the line between them since the rotation began, in radians (clockwise on
/// screen is positive), `velocity` in radians per second. Continuous.
///
/// It measures the first two fingers down (see `FingerPair`); a third is
/// ignored, and takes a lifted finger's place without a jump in `rotation`.
/// It begins once the line has turned `rotationThreshold` radians either
/// way and the fingers are turning, not panning together (`RotationOnset`:
/// a parallel two-finger drag whose fingers come a report or two apart is a
/// pan, never a rotation), counts whole turns (past ±π it goes on to ±2π and beyond), ends when
/// fewer than two fingers remain, fails if every finger lifts first, and is
/// cancelled when one of its touches is.
open class RotationGestureRecognizer: GestureRecognizer, FingerPairRecognizing {
    /// Radians the line between the fingers turns before a rotation begins:
    /// five degrees. SwiftUI's `RotateGesture` starts at one degree
    /// (`minimumAngleDelta`), which two resting fingers' jitter reaches
    /// (a point of noise on fingers 60 pt apart is about one degree);
    /// Mapbox's Android gestures wait for 15.3, past a deliberate 15° turn.
    /// Five is above the jitter and well below a turn; telling a turn from a
    /// pan is `RotationOnset`'s, not the threshold's.
    public static let standardRotationThreshold = 5 * Double.pi / 180

    /// Radians the line between the fingers turns before the rotation begins.
    public var rotationThreshold = RotationGestureRecognizer.standardRotationThreshold
    open override var kind: GestureKind { .rotation }

    var fingerMask: UInt64 = 0
    var tracking = FingerPairTracking(.angle)
    var onset = RotationOnset()

    /// The turn since the rotation began, in radians, clockwise positive (0
    /// until then). Setting it rebases the rotation: with 0 set in each
    /// change, `rotation` is the turn since the last one.
    public var rotation: Double {
        get { !state.hasBegun ? 0 : tracking.sinceBase }
        set { tracking.sinceBase = newValue }
    }

    /// How fast the line turns, in radians per second (clockwise positive),
    /// from its turn over the last 100 ms (see `VelocityEstimator`).
    public var velocity: Double { tracking.rate }

    open override var values: GestureValues {
        guard state.hasBegun else { return GestureValues(location: tracking.location) }
        return GestureValues(location: tracking.location, rotation: rotation, rate: velocity)
    }

    /// Follows the new fingers; a third finger is ignored but can stand in for a lifted one.
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { followBegan(touches, with: event) }
    /// Measures the pair's angle: begins once past `rotationThreshold` and turning, then changes.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { followMoved(touches, with: event) }
    /// Ends when fewer than two fingers remain; fails if every finger lifts before it began.
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { followEnded(touches, with: event) }
    /// A followed finger was cancelled: cancels a rotation under way, fails one not yet begun.
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        followCancelled(touches, with: event)
    }

    open override func reset() {
        forgetFingers()
        onset.reset()
    }

    // MARK: Measuring (see `FingerPairRecognizing`)

    func startMeasuring(_ fingers: TouchSet, at time: Double) {
        tracking.start(fingers, at: time)
        onset.start(FingerPair(fingers))
    }

    func remeasure(_ fingers: TouchSet, at time: Double) {
        tracking.remeasure(fingers, at: time, restartingThreshold: state == .possible)
        if state == .possible { onset.start(FingerPair(fingers)) }
    }

    func measure(_ fingers: TouchSet, moved: TouchSet, at time: Double) -> Bool {
        if state == .possible, let pair = FingerPair(fingers), pair.isMoved(by: moved) {
            onset.observe(pair, onPath: moved.contains(where: { $0.isInterpolated }))
        }
        return tracking.measure(fingers, moved: moved, at: time)
    }

    var hasPassedThreshold: Bool { abs(tracking.travel) >= rotationThreshold && onset.isTurning }
}

/// Recognises one or more fingers moving, spreading and turning together, as
/// maps and image viewers use it (Flutter's `ScaleGestureRecognizer`): one
/// continuous gesture reports all at once the focal point (`location`, the
/// fingers' centroid), its `translation`, the `scale` and the `rotation`.
/// Continuous.
///
/// - The focal point is followed as a pan's centroid (see
///   `CentroidTracking`); scale and rotation are measured of the first two
///   fingers down, as a pinch's and a rotation's (see `FingerPair`): with one
///   finger the scale stays 1 and the rotation 0.
/// - It begins, with `minimumNumberOfTouches`…`maximumNumberOfTouches`
///   fingers down, once the focal point has moved `panThreshold` points, the
///   span changed `spanSlop` points or the line between two fingers turned
///   `rotationThreshold` radians; the three thresholds are the pan's, the
///   pinch's and the rotation's standards.
/// - A finger joining or leaving re-anchors every value, so nothing jumps
///   (Flutter does the same): the focal point's translation follows the
///   fingers' motion, and a new pair carries the scale and rotation on.
/// - Changes on every move that changes a value; ends when fewer than
///   `minimumNumberOfTouches` fingers remain (the last finger lifting, by
///   default); fails if more than `maximumNumberOfTouches` come down before
///   it begins, or all lift first; is cancelled when one of its touches is.
open class TransformGestureRecognizer: GestureRecognizer, ContinuousGestureRecognizing {
    /// Fingers needed down for the transform to begin, and below which it ends; 1 by default, and less
    /// than 1 counts as 1.
    public var minimumNumberOfTouches = 1
    /// Most fingers the transform may begin with: more down before it begins fail it. No limit by
    /// default; below `minimumNumberOfTouches` counts as that minimum.
    public var maximumNumberOfTouches = Int.max
    /// Points the focal point travels before the transform begins.
    public var panThreshold = PanGestureRecognizer.standardPanThreshold
    /// Points the distance between the first two fingers changes before the transform begins.
    public var spanSlop = PinchGestureRecognizer.standardSpanSlop
    /// Radians the line between the first two fingers turns before the
    /// transform begins: one degree, SwiftUI's `RotateGesture` default. A
    /// transform is one gesture of pan, scale and turn together, so a turn
    /// seen in a lagging pan only starts the pan it is; a rotation alone
    /// waits for more (`RotationGestureRecognizer.standardRotationThreshold`).
    public static let standardRotationThreshold = Double.pi / 180

    /// Radians the line between the first two fingers turns before the transform begins.
    public var rotationThreshold = TransformGestureRecognizer.standardRotationThreshold
    open override var kind: GestureKind { .transform }

    var fingerMask: UInt64 = 0
    private var focalPoint = CentroidTracking()
    private var span = FingerPairTracking(.logSpan)
    private var turn = FingerPairTracking(.angle)

    /// The focal point's travel since the transform began, in points (zero until then).
    public var translation: Vector { !state.hasBegun ? .zero : focalPoint.translation }

    /// The focal point's velocity in points per second (see `PanGestureRecognizer.velocity`).
    public var velocity: Vector { focalPoint.velocity }

    /// The first two fingers' distance over their distance when the transform
    /// began (1 until then, and while one finger is down). A value of zero or
    /// less counts as the smallest positive scale.
    public var scale: Double {
        get { !state.hasBegun ? 1 : Double.exponential(of: span.sinceBase) }
        set { span.sinceBase = max(newValue, .leastNormalMagnitude).naturalLogarithm }
    }

    /// The turn of the line between the first two fingers since the transform
    /// began, in radians, clockwise positive on screen (0 until then).
    public var rotation: Double {
        get { !state.hasBegun ? 0 : turn.sinceBase }
        set { turn.sinceBase = newValue }
    }

    /// Make the current translation `translation`; later motion adds to it.
    public func setTranslation(_ translation: Vector) { focalPoint.setTranslation(translation) }

    open override var values: GestureValues {
        guard state.hasBegun else { return GestureValues(location: focalPoint.location) }
        return GestureValues(
            location: focalPoint.location, translation: translation, velocity: velocity, scale: scale,
            rotation: rotation)
    }

    /// Follows the new fingers, re-anchoring every value; too many before it begins fail it.
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { followBegan(touches, with: event) }
    /// Measures focal point, span and turn: begins once any passes its threshold, then changes.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { followMoved(touches, with: event) }
    /// Ends below `minimumNumberOfTouches` fingers; fails if every finger lifts before it began.
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { followEnded(touches, with: event) }
    /// A followed finger was cancelled: cancels a transform under way, fails one not yet begun.
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        followCancelled(touches, with: event)
    }

    open override func reset() {
        fingerMask = 0
        focalPoint.reset()
        span.reset()
        turn.reset()
    }

    // MARK: Measuring (see `ContinuousGestureRecognizing`)

    var fingerRange: ClosedRange<Int> {
        Self.fingerRange(minimum: minimumNumberOfTouches, maximum: maximumNumberOfTouches)
    }

    func startMeasuring(_ fingers: TouchSet, at time: Double) {
        focalPoint.start(fingers, at: time)
        span.start(fingers, at: time)
        turn.start(fingers, at: time)
    }

    func remeasure(_ fingers: TouchSet, at time: Double) {
        let restarting = state == .possible
        focalPoint.remeasure(fingers, at: time, restartingThreshold: restarting)
        span.remeasure(fingers, at: time, restartingThreshold: restarting)
        turn.remeasure(fingers, at: time, restartingThreshold: restarting)
    }

    func measure(_ fingers: TouchSet, moved: TouchSet, at time: Double) -> Bool {
        let moved = [
            focalPoint.measure(fingers, moved: moved, at: time), span.measure(fingers, moved: moved, at: time),
            turn.measure(fingers, moved: moved, at: time),
        ]
        return moved.contains(true)
    }

    var hasPassedThreshold: Bool {
        focalPoint.travel.length >= panThreshold || span.spanTravel >= spanSlop || abs(turn.travel) >= rotationThreshold
    }

    func markBeginning() {
        focalPoint.markBeginning()
        span.markBeginning()
        turn.markBeginning()
    }
}

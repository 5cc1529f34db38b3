/// Recognises two fingers moving apart or together: `scale` is their
/// distance relative to the distance when the pinch began, `velocity` its
/// change per second. Continuous.
///
/// It measures the first two fingers down (see `FingerPair`); a third is
/// ignored, and takes a lifted finger's place without a jump in `scale`. It
/// begins once the distance has changed by `spanSlop` points, ends when fewer
/// than two fingers remain, fails if every finger lifts first, and is
/// cancelled when one of its touches is.
open class PinchGestureRecognizer: GestureRecognizer, FingerPairRecognizing {
    /// Points the distance between the fingers must change before a pinch
    /// begins: Android's `ScaleGestureDetector` span slop, twice its touch
    /// slop of 8 dp, so each finger has moved about a touch slop. (Flutter's
    /// `kScaleSlop` is its 18-pixel touch slop.)
    public static let standardSpanSlop = 16.0

    /// Points the distance between the fingers changes before the pinch begins.
    public var spanSlop = PinchGestureRecognizer.standardSpanSlop
    open override var kind: GestureKind { .pinch }

    var fingerMask: UInt64 = 0
    var tracking = FingerPairTracking(.logSpan)

    /// The fingers' distance over their distance when the pinch began (1 until
    /// then). Setting it rebases the pinch: with 1 set in each change, `scale`
    /// is the change since the last one. A value of zero or less counts as
    /// the smallest positive scale.
    public var scale: Double {
        get { !state.hasBegun ? 1 : Double.exponential(of: tracking.sinceBase) }
        set { tracking.sinceBase = max(newValue, .leastNormalMagnitude).naturalLogarithm }
    }

    /// How fast `scale` changes, in scale per second (positive apart), from
    /// the fingers' distance over its last 100 ms (see `VelocityEstimator`).
    public var velocity: Double { scale * tracking.rate }

    open override var values: GestureValues {
        guard state.hasBegun else { return GestureValues(location: tracking.location) }
        return GestureValues(location: tracking.location, scale: scale, rate: velocity)
    }

    /// Follows the new fingers; a third finger is ignored but can stand in for a lifted one.
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { followBegan(touches, with: event) }
    /// Measures the pair's distance: begins once it has changed by `spanSlop`, then changes.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { followMoved(touches, with: event) }
    /// Ends when fewer than two fingers remain; fails if every finger lifts before it began.
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { followEnded(touches, with: event) }
    /// A followed finger was cancelled: cancels a pinch under way, fails one not yet begun.
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        followCancelled(touches, with: event)
    }

    open override func reset() { forgetFingers() }

    // MARK: Measuring (see `FingerPairRecognizing`)

    /// The span has changed by `spanSlop` points since the pair came down.
    var hasPassedThreshold: Bool { tracking.spanTravel >= spanSlop }
}

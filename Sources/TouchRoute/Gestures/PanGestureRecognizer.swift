/// Recognises a drag of `minimumNumberOfTouches`…`maximumNumberOfTouches`
/// fingers: it begins once their centroid has moved `panThreshold` points
/// with that many fingers down, and reports `translation` and `velocity`
/// until they lift. Continuous.
///
/// - Fails if more than `maximumNumberOfTouches` fingers come down before it
///   begins, or if all lift first; after it begins, extra fingers join the
///   centroid.
/// - Ends when fewer than `minimumNumberOfTouches` fingers remain; is
///   cancelled when one of its touches is.
/// - A finger added or lifted mid-pan moves the centroid of the fingers down,
///   but not `translation`: the pan follows the fingers' motion, not the
///   jump of their average (UIKit's pan does the same).
open class PanGestureRecognizer: GestureRecognizer, ContinuousGestureRecognizing {
    /// Points the centroid travels before a pan begins. UIKit's pan begins at
    /// about 10 points, and scroll views here start at the same travel
    /// (`ScrollView.standardPanStartThreshold`), so a pan and a scroll view
    /// compete on equal terms.
    public static let standardPanThreshold = ScrollView.standardPanStartThreshold

    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// Points the centroid travels, with enough fingers down, before the pan begins.
    public var panThreshold = PanGestureRecognizer.standardPanThreshold
    open override var kind: GestureKind { .pan }

    var fingerMask: UInt64 = 0
    /// The fingers' path: the centroid's position, moved by the fingers'
    /// motion only (a finger added or lifted does not move it), window points.
    private var path = Point.zero
    /// `path` where the threshold counts from: the first touch-down, or the
    /// latest change of fingers before the pan began.
    private var thresholdOrigin = Point.zero
    /// `path` where `translation` is zero: where the pan began, moved by `setTranslation(_:)`.
    private var translationOrigin = Point.zero
    private var estimator = VelocityEstimator()
    /// Input time of the latest touch event, in seconds.
    private var time = 0.0
    /// The centroid of the fingers at the latest event, window points.
    private var location: Point?

    /// The centroid's travel since the pan began, in points (zero until then).
    public var translation: Vector {
        !state.hasBegun ? .zero : path.displacement(from: translationOrigin)
    }

    /// Make the current translation `translation`; later motion adds to it.
    /// Setting `.zero` in each change gives the motion since the last one.
    /// The velocity is unaffected.
    public func setTranslation(_ translation: Vector) {
        translationOrigin = path - translation
    }

    /// The centroid's velocity in points per second: its mean velocity over
    /// the last 100 ms of its path (see `VelocityEstimator`), at the latest
    /// event's time: fingers that stopped before lifting give zero.
    public var velocity: Vector { estimator.velocity(at: time) }

    open override var values: GestureValues {
        guard state.hasBegun else { return GestureValues(location: location) }
        return GestureValues(location: location, translation: translation, velocity: velocity)
    }

    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { followBegan(touches, with: event) }
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { followMoved(touches, with: event) }
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { followEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        followCancelled(touches, with: event)
    }

    open override func reset() {
        fingerMask = 0
        estimator.reset()
        location = nil
    }

    // MARK: Measuring (see `ContinuousGestureRecognizing`)

    var fingerRange: ClosedRange<Int> {
        Self.fingerRange(minimum: minimumNumberOfTouches, maximum: maximumNumberOfTouches)
    }

    func startMeasuring(_ fingers: TouchSet, at time: Double) {
        location = fingers.centroid
        path = location ?? .zero
        thresholdOrigin = path
        translationOrigin = path
        estimator.reset()
        estimator.add(path, at: time)
        self.time = time
    }

    func remeasure(_ fingers: TouchSet, at time: Double) {
        if let centroid = fingers.centroid { location = centroid }
        if state == .possible { thresholdOrigin = path }
        self.time = time
    }

    func measure(_ fingers: TouchSet, moved: TouchSet, at time: Double) -> Bool {
        // The centroid of a fixed set of n fingers moves by the sum of their
        // moves over n; fingers that did not move add nothing.
        var dx = 0.0
        var dy = 0.0
        for touch in moved {
            dx += touch.location.x - touch.previousLocation.x
            dy += touch.location.y - touch.previousLocation.y
        }
        let count = Double(fingers.count)
        path = path + Vector(dx: dx / count, dy: dy / count)
        location = fingers.centroid
        // Decision points lie on the reports' segments: the reports trace the path.
        if !moved.contains(where: \.isInterpolated) { estimator.add(path, at: time) }
        self.time = time
        return dx != 0 || dy != 0
    }

    var hasPassedThreshold: Bool { path.displacement(from: thresholdOrigin).length >= panThreshold }

    /// Travel since the threshold's origin: what an edge pan checks the direction of.
    var travel: Vector { path.displacement(from: thresholdOrigin) }

    func admitsFirstFingers(_ fingers: TouchSet, in window: Window) -> Bool { true }

    func mayBegin() -> Bool { true }

    func markBeginning() { translationOrigin = path }

}

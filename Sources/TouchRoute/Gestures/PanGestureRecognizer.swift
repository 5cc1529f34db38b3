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

    /// Fingers needed down for the pan to begin, and below which it ends; 1 by default, and less than
    /// 1 counts as 1.
    public var minimumNumberOfTouches = 1
    /// Most fingers the pan may begin with: more down before it begins fail it. No limit by default;
    /// below `minimumNumberOfTouches` counts as that minimum.
    public var maximumNumberOfTouches = Int.max
    /// Points the centroid travels, with enough fingers down, before the pan begins.
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 6,670 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) public var panThreshold = PanGestureRecognizer.standardPanThreshold
    open override var kind: GestureKind { .pan }

    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 6,670 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) var fingerMask: UInt64 = 0
    /// The centroid's path, threshold and translation (see `CentroidTracking`).
    // Unchecked: moveFrame_1finger_fiveRecognizers, 6,586 → 6,670 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) private var centroidPath = CentroidTracking()

    /// The centroid's travel since the pan began, in points (zero until then).
    public var translation: Vector {
        !state.hasBegun ? .zero : centroidPath.translation
    }

    /// Make the current translation `translation`; later motion adds to it.
    /// Setting `.zero` in each change gives the motion since the last one.
    /// The velocity is unaffected.
    public func setTranslation(_ translation: Vector) { centroidPath.setTranslation(translation) }

    /// The centroid's velocity in points per second: its mean velocity over
    /// the last 100 ms of its path (see `VelocityEstimator`), at the latest
    /// event's time: fingers that stopped before lifting give zero.
    public var velocity: Vector { centroidPath.velocity }

    open override var values: GestureValues {
        guard state.hasBegun else { return GestureValues(location: centroidPath.location) }
        return GestureValues(location: centroidPath.location, translation: translation, velocity: velocity)
    }

    /// Follows the new fingers; more than `maximumNumberOfTouches` fail a pan not yet begun.
    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { followBegan(touches, with: event) }
    /// Measures the centroid: begins once past `panThreshold` with enough fingers, then changes.
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { followMoved(touches, with: event) }
    /// Ends below `minimumNumberOfTouches` fingers; fails if every finger lifts before it began.
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { followEnded(touches, with: event) }
    /// A followed finger was cancelled: cancels a pan under way, fails one not yet begun.
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        followCancelled(touches, with: event)
    }

    open override func reset() {
        fingerMask = 0
        centroidPath.reset()
    }

    // MARK: Measuring (see `ContinuousGestureRecognizing`)

    var fingerRange: ClosedRange<Int> {
        Self.fingerRange(minimum: minimumNumberOfTouches, maximum: maximumNumberOfTouches)
    }

    func startMeasuring(_ fingers: TouchSet, at time: Double) { centroidPath.start(fingers, at: time) }

    func remeasure(_ fingers: TouchSet, at time: Double) {
        centroidPath.remeasure(fingers, at: time, restartingThreshold: state == .possible)
    }

    func measure(_ fingers: TouchSet, moved: TouchSet, at time: Double) -> Bool {
        centroidPath.measure(fingers, moved: moved, at: time)
    }

    var hasPassedThreshold: Bool { centroidPath.travel.length >= panThreshold }

    /// Travel since the threshold's origin: what an edge pan checks the direction of.
    var travel: Vector { centroidPath.travel }

    func admitsFirstFingers(_ fingers: TouchSet, in window: Window) -> Bool { true }

    func mayBegin() -> Bool { true }

    func markBeginning() { centroidPath.markBeginning() }

}

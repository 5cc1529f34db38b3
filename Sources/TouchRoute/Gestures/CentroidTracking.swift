/// What a pan or a transform measures of its fingers' centroid, followed from
/// touch-down to lift: its path (moved by the fingers' motion only, so a
/// finger added or lifted does not move it), where the threshold and the
/// translation count from, and its velocity.
struct CentroidTracking {
    /// The fingers' path: the centroid's position, moved by the fingers'
    /// motion only (a finger added or lifted does not move it), window points.
    private var path = Point.zero
    /// `path` where the threshold counts from: the first touch-down, or the
    /// latest change of fingers before the gesture began.
    private var thresholdOrigin = Point.zero
    /// `path` where `translation` is zero: where the gesture began, moved by `setTranslation(_:)`.
    private var translationOrigin = Point.zero
    private var estimator = VelocityEstimator()
    /// Input time of the latest touch event, in seconds.
    private var time = 0.0
    /// The centroid of the fingers at the latest event, window points; nil before any.
    private(set) var location: Point?

    /// The path's travel since the translation's origin, in points.
    var translation: Vector { path.displacement(from: translationOrigin) }

    /// Make the current translation `translation`; later motion adds to it.
    mutating func setTranslation(_ translation: Vector) { translationOrigin = path - translation }

    /// The centroid's velocity in points per second at the latest event (see `VelocityEstimator`).
    var velocity: Vector { estimator.velocity(at: time) }

    /// Travel since the threshold's origin.
    var travel: Vector { path.displacement(from: thresholdOrigin) }

    /// A new gesture's first fingers.
    mutating func start(_ fingers: TouchSet, at time: Double) {
        location = fingers.centroid
        path = location ?? .zero
        thresholdOrigin = path
        translationOrigin = path
        estimator.reset()
        estimator.add(path, at: time)
        self.time = time
    }

    /// The fingers changed: the path carries on; before the gesture began
    /// (`restartingThreshold`) the threshold counts from here.
    mutating func remeasure(_ fingers: TouchSet, at time: Double, restartingThreshold: Bool) {
        if let centroid = fingers.centroid { location = centroid }
        if restartingThreshold { thresholdOrigin = path }
        self.time = time
    }

    /// `moved` (some of `fingers`) moved. - Returns: whether the path moved.
    mutating func measure(_ fingers: TouchSet, moved: TouchSet, at time: Double) -> Bool {
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
        if !moved.contains(where: { $0.isInterpolated }) { estimator.add(path, at: time) }
        self.time = time
        return dx != 0 || dy != 0
    }

    /// Translation counts from here: the gesture begins.
    mutating func markBeginning() { translationOrigin = path }

    /// Forget the gesture.
    mutating func reset() {
        estimator.reset()
        location = nil
    }
}

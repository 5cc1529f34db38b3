import TouchRoute

/// A rule that tells a pinch from a two-finger pan, as the anchors publish
/// their thresholds: from the moment both fingers are down, the first of
/// the span changing by more than `spanSlop` points (a pinch) or the
/// fingers' centroid travelling more than `panSlop` points (a pan) decides.
/// Android measures the span as the fingers' distance (twice their mean
/// distance from their focal point); Flutter as their mean distance from it.
public struct PinchRule: Hashable, Sendable {
    /// How an anchor measures the span between the fingers.
    public enum SpanMeasure: String, Hashable, Sendable {
        /// The distance between two fingers.
        case diameter
        /// Each finger's mean distance from the centroid: half the distance for two.
        case radius
    }

    /// Points.
    public var spanSlop: Double
    /// How the span `spanSlop` applies to is measured: Android's diameter or Flutter's radius.
    public var span: SpanMeasure
    /// Points.
    public var panSlop: Double

    /// Makes a rule; each parameter is the property of the same name.
    public init(spanSlop: Double, span: SpanMeasure, panSlop: Double) {
        self.spanSlop = spanSlop
        self.span = span
        self.panSlop = panSlop
    }

    /// `zoom` when the span crosses its slop first (by the larger share of
    /// its slop when both cross in one frame); `pan` otherwise, including
    /// when neither crosses.
    public func outcome(of script: TouchScript) -> ArenaOutcome {
        var locations: [Int: Point] = [:]
        var start: (span: Double, centroid: Point)?
        for frame in script.frames(startingAt: 0) {
            for contact in frame.contacts { locations[contact.id] = contact.location }
            defer { for contact in frame.contacts where contact.phase == .ended { locations[contact.id] = nil } }
            let points = Array(locations.values)
            guard points.count == 2 else { continue }
            let measured = measure(points)
            guard let first = start else {
                start = measured
                continue
            }
            let spread = abs(measured.span - first.span) / spanSlop
            let travel = measured.centroid.displacement(from: first.centroid).length / panSlop
            if spread > 1 || travel > 1 { return spread >= travel ? .zoom : .pan }
        }
        return .pan
    }

    private func measure(_ points: [Point]) -> (span: Double, centroid: Point) {
        let centroid = Point(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
        let distance = points[1].displacement(from: points[0]).length
        return (span == .diameter ? distance : distance / 2, centroid)
    }
}

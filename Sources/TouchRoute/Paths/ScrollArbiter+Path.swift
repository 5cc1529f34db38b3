/// An arena entry on the path: where a move of the gesture's driving finger
/// first changes what the entry does (see `DecisionSampling.path`).
extension ScrollArbiter {
    /// The first fraction of the driving finger's move to `target` (window
    /// point) at which this entry would decide, by its rule, its pan start or
    /// as the last one standing, or at which its view would yield the touch to
    /// a scroll view above it; nil when none happens on the segment, or when
    /// the entry no longer judges the finger's travel (it decided, a
    /// recognizer or a descendant has the touch). It mirrors
    /// `arbitrate(for:with:)`: the last one standing counts only while every
    /// holder below has rejected the touch already, since a holder's own
    /// rejection is a point of its own, but for participants, whose answers
    /// are their own code's: they hear the point and may reject there. The yield counts only when
    /// `othersTesting()` (another scroll view, perhaps an ancestor, is testing
    /// the gesture and may ask), asked only once the move is long enough.
    func firstDecision(for view: ScrollView, movingTo target: Point, othersTesting: () -> Bool) -> Double? {
        guard let primary = view.drag.primary else { return nil }
        let origin = view.drag.origin
        let segment = PathSegment(
            from: primary.location.displacement(from: origin), to: target.displacement(from: origin))
        if isDecided { return firstReconsideration(for: view, on: segment) }
        let start = primary.startLocation
        let translation = PathSegment(from: primary.translation, to: target.displacement(from: start))
        // Every test needs more travel than the floor along one axis, and no
        // point of a segment goes farther than its ends: most moves of a
        // finger that is still deciding stop here.
        guard max(segment.reach, translation.reach) > pathTestFloor else { return nil }
        let policy = view.arbitrationPolicy
        if policy.arbitration != .literal,
            view.yieldsToRecognizer(of: primary) || view.isClaimedByDescendant(primary)
        {
            return nil
        }
        var earliest = view.firstDecision(on: segment, under: policy)?.fraction
        if policy.arbitration == .lastOneStanding, holdersBelowReject(primary, sparingParticipants: true),
            let pass = view.firstLastOneStandingPass(on: segment, under: policy)
        {
            earliest = min(earliest ?? pass, pass)
        }
        guard othersTesting() else { return earliest }
        if let yield = view.firstYield(on: translation) { earliest = min(earliest ?? yield, yield) }
        return earliest
    }
}

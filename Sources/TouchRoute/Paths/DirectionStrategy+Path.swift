/// The direction rules on the path: where a move between two reports first
/// passes each rule's thresholds (see `DecisionSampling.path`). A built-in
/// rule's test on the path reads the same `DirectionRegions` as its point
/// test, so a decision on the path is the decision `decide` makes just past
/// the crossing point.
extension DirectionStrategy {
    /// The first point of `segment` (displacements from touch-down, window
    /// points) at which the rule decides for a view scrolling along `axis`;
    /// nil when it stays undecided along the whole segment. The rule is
    /// undecided where the segment starts (the arbiter asks only until it
    /// decides).
    func firstDecision(on segment: PathSegment, along axis: Axis) -> PathDecision? {
        if case .custom(let rule) = self { return rule.firstDecision(on: segment, along: axis) }
        return regions?.firstDecision(on: segment, along: axis)
    }

    /// Points along one axis (the larger component of the displacement) that
    /// the finger must pass before the rule can decide: its regions'
    /// `leastReach`; 0 for a toolkit's own rule, which may decide anywhere.
    var pathTestFloor: Double { regions?.leastReach ?? 0 }
}

extension DirectionRegions {
    /// The first point of `segment` at which it enters the take-over or the
    /// decline region, whichever comes first (a tie takes over, as the point
    /// test does); nil when it enters neither.
    /// - Complexity: O(1); allocates nothing.
    func firstDecision(on segment: PathSegment, along axis: Axis) -> PathDecision? {
        PathDecision.earlier(
            takeOver: segment.firstEntry(into: takeOver, along: axis),
            decline: decline.flatMap { segment.firstEntry(into: $0, along: axis) })
    }
}

extension CustomDirectionRule {
    /// Points between two probes of a toolkit's own rule along a segment: a
    /// closure can only be asked, not solved, so it is asked this often.
    static let probeSpacing = 0.5
    /// The most probes on one segment (a 32 pt jump), then halvings of the
    /// gap where the verdict changed.
    static let maximumProbes = 64
    static let refinements = 12

    /// The rule's first decision on `segment`, found by asking it every
    /// `probeSpacing` points (at most `maximumProbes` times), then narrowing
    /// the gap where it first decided.
    func firstDecision(on segment: PathSegment, along axis: Axis) -> PathDecision? {
        let length = (segment.to - segment.from).length
        let probes = min(Self.maximumProbes, max(1, Int((length / Self.probeSpacing).rounded(.up))))
        var undecided = 0.0
        for index in 1...probes {
            let fraction = Double(index) / Double(probes)
            var verdict = decide(segment.point(at: fraction), along: axis)
            guard verdict != .undecided else {
                undecided = fraction
                continue
            }
            var decided = fraction
            for _ in 0..<Self.refinements {
                let middle = (undecided + decided) / 2
                let answer = decide(segment.point(at: middle), along: axis)
                if answer == .undecided {
                    undecided = middle
                } else {
                    decided = middle
                    verdict = answer
                }
            }
            return PathDecision(fraction: decided, verdict: verdict)
        }
        return nil
    }
}

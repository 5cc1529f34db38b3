/// The direction rules on the path: where a move between two reports first
/// passes each rule's thresholds (see `DecisionSampling.path`). Each rule's
/// regions are the ones its `decide` tests, so a decision on the path is the
/// decision `decide` makes at the crossing point.
extension DirectionStrategy {
    /// The first point of `segment` (displacements from touch-down, window
    /// points) at which the rule decides for a view scrolling along `axis`;
    /// nil when it stays undecided along the whole segment.
    func firstDecision(on segment: PathSegment, along axis: Axis) -> PathDecision? {
        switch self {
        case .remorseful(let rule):
            let take = AxisRegion(
                AxisRegion.along(beyond: rule.thresholdX),
                AxisBound(along: 0, across: -1, limit: -rule.thresholdY))
            return PathDecision.earlier(takeOver: segment.firstEntry(into: take, along: axis), decline: nil)
        case .viewPager(let rule):
            let take = AxisRegion(AxisRegion.along(beyond: rule.slop), AxisRegion.steeper(than: 2))
            let decline = AxisRegion(AxisRegion.across(beyond: rule.slop))
            return PathDecision.earlier(
                takeOver: segment.firstEntry(into: take, along: axis),
                decline: segment.firstEntry(into: decline, along: axis))
        case .gtkPan(let rule):
            // Past the threshold along an axis, and one axis twice the other:
            // the one that is twice the other is then the one past the threshold.
            let take = AxisRegion(
                AxisRegion.along(beyond: rule.threshold), AxisRegion.steeper(than: GTKPanRule.factor))
            let decline = AxisRegion(
                AxisRegion.across(beyond: rule.threshold), AxisRegion.flatter(than: GTKPanRule.factor))
            return PathDecision.earlier(
                takeOver: segment.firstEntry(into: take, along: axis),
                decline: segment.firstEntry(into: decline, along: axis))
        case .custom(let rule):
            return rule.firstDecision(on: segment, along: axis)
        }
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

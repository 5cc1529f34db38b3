/// A scroll view's tests on the path (see `DecisionSampling.path`): where a
/// move between two reports first passes the policy's rule or pan start, the
/// last-one-standing rule, or the test that yields the touch to a scroll view
/// above. Each is the region the point test of the same name checks
/// (`verdict(for:under:)`, `LastOneStandingRule.passes`, `hasYielded`).
extension ScrollView {
    /// The policy's first decision on `segment` (displacements from where
    /// the drag's finger came down), as `verdict(for:under:)` decides at a point.
    func firstDecision(on segment: PathSegment, under policy: ArbitrationPolicy) -> PathDecision? {
        let axes = scrollableAxes
        // A view that scrolls nowhere declines at once, at the report.
        if axes.isEmpty { return nil }
        let axis = primaryAxis(of: axes)
        if let rule = policy.rule { return rule.firstDecision(on: segment, along: axis) }
        if axes == .both {
            return segment.firstExit(fromDiscOf: panStartThreshold).map {
                PathDecision(fraction: $0, verdict: .takeOver)
            }
        }
        return PathDecision.earlier(
            takeOver: segment.firstEntry(into: AxisRegion(AxisRegion.along(beyond: panStartThreshold)), along: axis),
            decline: segment.firstEntry(
                into: AxisRegion(
                    AxisRegion.across(beyond: panStartThreshold), AxisRegion.flatter(than: declineDominance)),
                along: axis))
    }

    /// Where `segment` (from the drag's touch-down) first passes the policy's
    /// `LastOneStandingRule` along the view's axis.
    func firstLastOneStandingPass(on segment: PathSegment, under policy: ArbitrationPolicy) -> Double? {
        let axes = scrollableAxes
        guard !axes.isEmpty else { return nil }
        return segment.firstEntry(
            into: Self.lastOneStandingRegion(policy.lastOneStanding, travel: lastOneStandingTravel(under: policy)),
            along: primaryAxis(of: axes))
    }

    /// Where `segment` (the touch's translation) first passes the test that
    /// makes this view yield the touch (`hasYielded`): its last-one-standing
    /// rule turned across its axis. Nil for a view that scrolls both ways or
    /// nowhere (it never yields that way).
    func firstYield(on segment: PathSegment) -> Double? {
        let axes = scrollableAxes
        guard !axes.isEmpty, axes != .both else { return nil }
        let policy = arbitrationPolicy
        return segment.firstEntry(
            into: Self.lastOneStandingRegion(policy.lastOneStanding, travel: lastOneStandingTravel(under: policy)),
            along: primaryAxis(of: axes).cross)
    }

    /// Points along one axis (the larger component of the displacement)
    /// below which none of the view's tests on the path can pass: the rule's
    /// or pan start's least threshold, or the last one standing's travel,
    /// which the yield shares. 0 for a toolkit's own rule, which may decide
    /// anywhere.
    func pathTestFloor(under policy: ArbitrationPolicy) -> Double {
        let ruleFloor: Double
        if let rule = policy.rule {
            ruleFloor = rule.pathTestFloor
        } else {
            // A view that scrolls both ways starts past a length, which a
            // displacement reaches with each component at least 1/√2 of it.
            ruleFloor = scrollableAxes == .both ? panStartThreshold * 0.5.squareRoot() : panStartThreshold
        }
        return min(ruleFloor, lastOneStandingTravel(under: policy))
    }

    /// `rule.passes(_:along:beyond: travel)` as a region.
    static func lastOneStandingRegion(_ rule: LastOneStandingRule, travel: Double) -> AxisRegion {
        AxisRegion(AxisRegion.along(beyond: travel), AxisRegion.steeper(than: rule.dominance))
    }
}

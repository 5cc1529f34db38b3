/// What a scroll view's `arbitrationPolicy` says about a move: the questions
/// its `ScrollArbiter` asks. They read the view's settings and hold no state.
extension ScrollView {
    /// The policy's verdict on a displacement from touch-down, in window points.
    /// It reads the policy's rule alone: the arbiter asks on every move, and a
    /// copy of the whole policy costs a call to its value witnesses.
    func verdict(for displacement: Vector) -> DirectionVerdict {
        let axes = scrollableAxes
        if axes.isEmpty { return .decline }
        guard let rule = arbitrationPolicy.rule else { return panVerdict(for: displacement, axes: axes) }
        return rule.decide(displacement, along: primaryAxis(of: axes))
    }

    /// The pan start: more than `panStartThreshold` along the scrollable axis
    /// takes over; that far across it first declines (on the path, only when
    /// it is also `panDeclineDominance` times as far across as along). A view
    /// that scrolls both ways takes any move that long.
    private func panVerdict(for displacement: Vector, axes: Axes) -> DirectionVerdict {
        if axes == .both { return displacement.length > panStartThreshold ? .takeOver : .undecided }
        let along = abs(displacement[primaryAxis(of: axes)])
        let across = abs(displacement[primaryAxis(of: axes).cross])
        if along > panStartThreshold { return .takeOver }
        if across > panStartThreshold, across > declineDominance * along { return .decline }
        return .undecided
    }

    /// `panDeclineDominance` on the path; at the reports none (0: any move
    /// that passes the pan start across first), as the rule was published.
    var declineDominance: Double {
        guard window?.decisionSampling != .samples else { return 0 }
        return panDeclineDominance.isFinite ? max(panDeclineDominance, 1) : ScrollView.standardPanDeclineDominance
    }

    /// Points the finger must go along the view's axis before the last one
    /// standing takes a gesture: the policy's `LastOneStandingRule.minimumTravel`,
    /// or by default the pan start or the rule's sideways threshold, whichever is longer.
    /// (Read field by field, not through a copy of the policy: the arbiter
    /// asks on every move.)
    var lastOneStandingTravel: Double {
        arbitrationPolicy.lastOneStanding.minimumTravel
            ?? max(panStartThreshold, arbitrationPolicy.rule?.thresholds.x ?? 0)
    }

    /// `lastOneStandingTravel` under `policy`, the view's policy read once.
    func lastOneStandingTravel(under policy: ArbitrationPolicy) -> Double {
        policy.lastOneStanding.minimumTravel ?? max(panStartThreshold, policy.rule?.thresholds.x ?? 0)
    }

    /// The axis a rule is applied along: horizontal when the view scrolls that
    /// way (both ways included), else vertical.
    func primaryAxis(of axes: Axes) -> Axis {
        axes.contains(.horizontal) ? .horizontal : .vertical
    }

    /// Whether a starting scroll may take a touch from `contentView`.
    func mayCancel(_ contentView: View?) -> Bool {
        guard let contentView else { return true }
        return canCancelContentTouches && touchesShouldCancel(in: contentView)
    }

    /// The view that keeps `touch` from a starting scroll, if one does:
    /// `contentView` (the content this view handed the touch to), or the
    /// deepest view inside it that holds the touch, the view UIKit asks
    /// `touchesShouldCancel(in:)` about (the touch's view). So a control in a
    /// list in a pager, which the list handed the touch to, keeps it from the
    /// pager as it would from the list, whatever lies between them.
    func viewKeeping(_ touch: Touch, from contentView: View?) -> View? {
        guard let contentView else { return nil }
        guard mayCancel(contentView) else { return contentView }
        // The deepest holder, by depth: a began that came back up to an
        // ancestor makes that ancestor a later recipient, not a deeper one.
        var deepest: View?
        for holder in touch.recipients
        where holder !== contentView && holder.touchBooks.open & touch.bit != 0 && holder.isDescendant(of: contentView)
        {
            if deepest.map({ holder.superviewCount > $0.superviewCount }) ?? true { deepest = holder }
        }
        guard let deepest, !mayCancel(deepest) else { return nil }
        return deepest
    }

    /// The policy rule's name and thresholds, for decision traces.
    var ruleName: DecisionRule { arbitrationPolicy.rule?.name ?? DecisionRule.pan }
    var ruleThresholds: Thresholds { arbitrationPolicy.rule?.thresholds ?? panThresholds }
    /// The pan start's thresholds, for decision traces.
    var panThresholds: Thresholds { Thresholds(x: panStartThreshold, y: panStartThreshold) }
}

import CTouchRoute
import TouchRoute

// tr_strategy_* and tr_pager_*: direction rules as values, and pagers' settings.

extension DirectionStrategy {
    /// A C strategy, checked: a known kind, thresholds finite and not negative.
    init(_ c: tr_strategy) throws(APIFailure) {
        if c.kind == TR_STRATEGY_CUSTOM {
            throw .invalid(
                "strategy.kind is TR_STRATEGY_CUSTOM, which has no thresholds to build a rule from; set a custom rule with tr_pager_set_rule."
            )
        }
        let x = try CArguments.length(c.threshold_x, "strategy.threshold_x")
        switch c.kind {
        case TR_STRATEGY_REMORSEFUL:
            self = .remorseful(thresholdX: x, thresholdY: try CArguments.length(c.threshold_y, "strategy.threshold_y"))
        case TR_STRATEGY_VIEWPAGER: self = .viewPager(slop: x)
        case TR_STRATEGY_GTK_PAN: self = .gtkPan(threshold: x)
        default:
            throw .invalid(
                "strategy.kind is \(c.kind.rawValue), which is not a tr_strategy_kind (TR_STRATEGY_REMORSEFUL, TR_STRATEGY_VIEWPAGER or TR_STRATEGY_GTK_PAN)."
            )
        }
    }

    var cValue: tr_strategy {
        switch self {
        case .remorseful(let rule):
            tr_strategy(kind: TR_STRATEGY_REMORSEFUL, threshold_x: rule.thresholdX, threshold_y: rule.thresholdY)
        case .viewPager(let rule):
            tr_strategy(kind: TR_STRATEGY_VIEWPAGER, threshold_x: rule.slop, threshold_y: rule.slop)
        case .gtkPan(let rule):
            tr_strategy(kind: TR_STRATEGY_GTK_PAN, threshold_x: rule.threshold, threshold_y: rule.threshold)
        case .custom: tr_strategy(kind: TR_STRATEGY_CUSTOM, threshold_x: .nan, threshold_y: .nan)
        }
    }
}

@_cdecl("tr_strategy_standard")
public func trStrategyStandard(_ kind: tr_strategy_kind, _ out: UnsafeMutablePointer<tr_strategy>?) -> tr_status {
    exported { () throws(APIFailure) in
        let out = try required(out, "out")
        out.pointee = try CArguments.choice(
            kind.rawValue, [DirectionStrategy.remorseful(), .viewPager(), .gtkPan()], "kind",
            "TR_STRATEGY_REMORSEFUL, TR_STRATEGY_VIEWPAGER or TR_STRATEGY_GTK_PAN"
        ).cValue
    }
}

@_cdecl("tr_strategy_decide")
public func trStrategyDecide(
    _ strategy: UnsafePointer<tr_strategy>?, _ dx: Double, _ dy: Double, _ verdict: UnsafeMutablePointer<tr_verdict>?
) -> tr_status {
    exported { () throws(APIFailure) in
        let verdict = try required(verdict, "verdict")
        guard let strategy else { throw .null("strategy") }
        let rule = try DirectionStrategy(strategy.pointee)
        let displacement = Vector(dx: try CArguments.finite(dx, "dx"), dy: try CArguments.finite(dy, "dy"))
        verdict.pointee = rule.decide(displacement).cValue
    }
}

extension DirectionVerdict {
    var cValue: tr_verdict {
        switch self {
        case .undecided: TR_VERDICT_UNDECIDED
        case .takeOver: TR_VERDICT_TAKE_OVER
        case .decline: TR_VERDICT_DECLINE
        }
    }

    /// A C rule's answer; anything that is not a verdict is undecided.
    init(_ c: tr_verdict) {
        switch c {
        case TR_VERDICT_TAKE_OVER: self = .takeOver
        case TR_VERDICT_DECLINE: self = .decline
        default: self = .undecided
        }
    }
}

/// The pager behind a handle: a `RemorsefulScrollView`, or a nested container's.
private func pager(_ handle: OpaquePointer?, _ call: String) throws(APIFailure) -> RemorsefulScrollView {
    let hosted = try HostedView.from(handle, "pager")
    if let pager = hosted.view as? RemorsefulScrollView { return pager }
    if let container = hosted.view as? NestedContainer { return container.pager }
    throw hosted.wrongKind(call, needs: "a pager or nested container")
}

@_cdecl("tr_pager_set_strategy")
public func trPagerSetStrategy(_ handle: OpaquePointer?, _ strategy: UnsafePointer<tr_strategy>?) -> tr_status {
    exported { () throws(APIFailure) in
        let view = try pager(handle, "tr_pager_set_strategy")
        guard let strategy else { throw .null("strategy") }
        view.strategy = try DirectionStrategy(strategy.pointee)
    }
}

/// A C rule's callback and its host data, freed with the rule.
private final class CRule {
    let decide: tr_rule_fn
    let userData: UnsafeMutableRawPointer?
    let destroy: tr_rule_destroy_fn?

    init(decide: tr_rule_fn, userData: UnsafeMutableRawPointer?, destroy: tr_rule_destroy_fn?) {
        self.decide = decide
        self.userData = userData
        self.destroy = destroy
    }

    deinit { destroy?(userData) }

    func verdict(_ displacement: Vector, _ axis: Axis) -> DirectionVerdict {
        DirectionVerdict(
            decide(
                userData, displacement.dx, displacement.dy,
                axis == .horizontal ? TR_AXIS_HORIZONTAL : TR_AXIS_VERTICAL))
    }
}

@_cdecl("tr_pager_set_rule")
public func trPagerSetRule(
    _ handle: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ decide: tr_rule_fn?,
    _ userData: UnsafeMutableRawPointer?,
    _ destroy: tr_rule_destroy_fn?
) -> tr_status {
    exported { () throws(APIFailure) in
        let view = try pager(handle, "tr_pager_set_rule")
        let name = try CArguments.string(name, "name")
        guard let decide else { throw .null("decide") }
        guard !name.isEmpty, !DecisionRule.builtInNames.contains(DecisionRule(rawValue: name)) else {
            throw .invalid(
                "name \"\(name)\" is empty or a built-in rule's name; give the rule a name of its own, such as \"my-toolkit-swipe\"."
            )
        }
        let rule = CRule(decide: decide, userData: userData, destroy: destroy)
        view.strategy = .custom(CustomDirectionRule(name: name, decide: rule.verdict))
    }
}

@_cdecl("tr_pager_strategy")
public func trPagerStrategy(_ handle: OpaquePointer?, _ strategy: UnsafeMutablePointer<tr_strategy>?) -> tr_status {
    exported { () throws(APIFailure) in
        let strategy = try required(strategy, "strategy")
        strategy.pointee = try pager(handle, "tr_pager_strategy").strategy.cValue
    }
}

@_cdecl("tr_pager_set_arbitration")
public func trPagerSetArbitration(_ handle: OpaquePointer?, _ arbitration: tr_arbitration) -> tr_status {
    exported { () throws(APIFailure) in
        let view = try pager(handle, "tr_pager_set_arbitration")
        view.arbitration = try CArguments.choice(
            arbitration.rawValue, [Arbitration.decideOnce, .literal, .lastOneStanding], "arbitration",
            "TR_ARBITRATION_DECIDE_ONCE, TR_ARBITRATION_LITERAL or TR_ARBITRATION_LAST_ONE_STANDING")
    }
}

/// How a scroll view decides that a gesture is its own, as a value: compare
/// rules, unit-test them, or configure a pager with one (see
/// `ArbitrationPolicy.rule`).
///
/// The built-in rules are written for a horizontal pager, each once, as the
/// regions where it takes over and declines (`DirectionRegions`), in travel
/// along the axis and across it; `decide(_:along:)` reads them along either
/// axis, so a vertical pager gets the same rule turned a quarter. The same
/// regions decide on the finger's path between two reports
/// (`DecisionSampling.path`).
///
/// ```swift
/// DirectionStrategy.remorseful().decide(Vector(dx: 13, dy: 3))   // .takeOver
/// DirectionStrategy.viewPager(slop: 16).decide(Vector(dx: 2, dy: 20)) // .decline
/// DirectionStrategy.remorseful().decide(Vector(dx: 3, dy: 13), along: .vertical) // .takeOver
/// ```
public enum DirectionStrategy: Hashable, Sendable {
    /// RemorsefulScrollView's 12/4 test (`RemorsefulRule`): takes over on a straight sideways move,
    /// never declines.
    case remorseful(RemorsefulRule)
    /// Android ViewPager's intercept rule (`ViewPagerRule`): takes over past the slop along, at less
    /// than half as much across; declines once the move passes the slop across first.
    case viewPager(ViewPagerRule)
    /// GTK's pan rule (`GTKPanRule`): past its threshold, takes over when the move is more than twice as
    /// far along as across, and declines when it is more than twice as far across.
    case gtkPan(GTKPanRule)
    /// A toolkit's own rule (in Swift, or a C callback through the C API).
    case custom(CustomDirectionRule)

    /// `RemorsefulRule`, the 12/4 test: the default for `RemorsefulScrollView`.
    public static func remorseful(
        thresholdX: Double = RemorsefulRule.standardThresholdX,
        thresholdY: Double = RemorsefulRule.standardThresholdY
    ) -> DirectionStrategy {
        .remorseful(RemorsefulRule(thresholdX: thresholdX, thresholdY: thresholdY))
    }

    /// Android ViewPager's rule.
    public static func viewPager(slop: Double = ViewPagerRule.standardSlop) -> DirectionStrategy {
        .viewPager(ViewPagerRule(slop: slop))
    }

    /// GTK's pan rule.
    public static func gtkPan(threshold: Double = GTKPanRule.standardThreshold) -> DirectionStrategy {
        .gtkPan(GTKPanRule(threshold: threshold))
    }

    /// The verdict for a displacement from touch-down, in points, for a view
    /// that scrolls along `axis`.
    ///
    /// It runs on every move until the rule decides. Each built-in case reads
    /// its rule's regions itself, so the optimizer folds their constant
    /// coefficients into the rule's own comparisons; a toolkit's rule is
    /// called without retaining it.
    public func decide(_ displacement: Vector, along axis: Axis = .horizontal) -> DirectionVerdict {
        switch self {
        case .remorseful(let rule): rule.regions.verdict(for: displacement, along: axis)
        case .viewPager(let rule): rule.regions.verdict(for: displacement, along: axis)
        case .gtkPan(let rule): rule.regions.verdict(for: displacement, along: axis)
        case .custom(let rule): rule.decide(displacement, along: axis)
        }
    }

    /// A built-in rule's regions, its one definition: its point test, its
    /// test on the path and its path-test floor all read them. They are
    /// written for a horizontal pager (along is dx, across is dy) and read
    /// along the deciding view's axis. Nil for a toolkit's own rule, which can
    /// only be asked.
    var regions: DirectionRegions? {
        switch self {
        case .remorseful(let rule): rule.regions
        case .viewPager(let rule): rule.regions
        case .gtkPan(let rule): rule.regions
        case .custom: nil
        }
    }

    /// The name used in decision traces and the CLI.
    public var name: DecisionRule {
        switch self {
        case .remorseful: "remorseful"
        case .viewPager: "viewpager"
        case .gtkPan: "gtk-pan"
        case .custom(let rule): DecisionRule(rawValue: rule.name)
        }
    }

    /// The thresholds, in points, for decision traces: x along a horizontal
    /// pager's axis, y across it.
    public var thresholds: Thresholds {
        switch self {
        case .remorseful(let rule): Thresholds(x: rule.thresholdX, y: rule.thresholdY)
        case .viewPager(let rule): Thresholds(x: rule.slop, y: rule.slop)
        case .gtkPan(let rule): Thresholds(x: rule.threshold, y: rule.threshold)
        case .custom(let rule): rule.thresholds
        }
    }
}

/// How a horizontal pager decides that a gesture is its own, as a value: compare
/// rules, unit-test them, or configure a pager with one.
///
/// ```swift
/// DirectionStrategy.remorseful().decide(Vector(dx: 13, dy: 3))   // .takeOver
/// DirectionStrategy.viewPager(slop: 16).decide(Vector(dx: 2, dy: 20)) // .decline
/// ```
public enum DirectionStrategy: Hashable, Sendable {
    case remorseful(RemorsefulRule)
    case viewPager(ViewPagerRule)
    case gtkPan(GTKPanRule)

    /// Essay 004's rule, the default for `RemorsefulScrollView`.
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

    /// The verdict for a displacement from touch-down, in points.
    public func decide(_ displacement: Vector) -> DirectionVerdict {
        switch self {
        case .remorseful(let rule): rule.decide(displacement)
        case .viewPager(let rule): rule.decide(displacement)
        case .gtkPan(let rule): rule.decide(displacement)
        }
    }

    /// The name used in decision traces and the CLI.
    public var name: String {
        switch self {
        case .remorseful: "remorseful"
        case .viewPager: "viewpager"
        case .gtkPan: "gtk-pan"
        }
    }

    /// The thresholds, in points, for decision traces.
    public var thresholds: Thresholds {
        switch self {
        case .remorseful(let rule): Thresholds(x: rule.thresholdX, y: rule.thresholdY)
        case .viewPager(let rule): Thresholds(x: rule.slop, y: rule.slop)
        case .gtkPan(let rule): Thresholds(x: rule.threshold, y: rule.threshold)
        }
    }
}

/// Android ViewPager's intercept rule: horizontal once `xDiff > slop` and
/// `xDiff * 0.5 > yDiff`; give up for the gesture once `yDiff > slop` first.
/// Distances are absolute displacements from touch-down.
public struct ViewPagerRule: Hashable, Sendable {
    /// ViewPager uses the paging touch slop, twice the 8 dp touch slop; one dp is
    /// one point here.
    public static let standardSlop = 16.0

    /// Points the finger must travel before anything is decided.
    public var slop: Double

    /// Makes the rule with `slop` points of travel before it decides: 16 by default, ViewPager's paging slop.
    public init(slop: Double = standardSlop) {
        self.slop = slop
    }

    /// The rule, defined once. The steepness bound is ViewPager's own
    /// `xDiff * 0.5 > yDiff` (halving is exact, so it is the same test as
    /// `xDiff > 2 * yDiff`).
    var regions: DirectionRegions {
        DirectionRegions(
            takeOver: AxisRegion(AxisRegion.along(beyond: slop), AxisBound(along: 0.5, across: -1, limit: 0)),
            decline: AxisRegion(AxisRegion.across(beyond: slop)))
    }

    /// The verdict on `displacement` (points from touch-down) for a horizontal pager;
    /// `DirectionStrategy.decide(_:along:)` reads the rule along either axis.
    public func decide(_ displacement: Vector) -> DirectionVerdict {
        regions.verdict(for: displacement, along: .horizontal)
    }
}

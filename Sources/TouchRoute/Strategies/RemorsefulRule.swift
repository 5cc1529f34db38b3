/// The RemorsefulScrollView rule: a move is horizontal when it has
/// gone strictly more than `thresholdX` sideways while staying strictly less than
/// `thresholdY` off its starting row, both measured from touch-down.
///
/// It never declines: a drag that fails the test now may pass it later.
public struct RemorsefulRule: Hashable, Sendable {
    /// `kThresholdX`, in points: sideways travel needed to take over.
    public static let standardThresholdX = 12.0
    /// `kThresholdY`, in points: vertical travel that still counts as
    /// horizontal. Small, so that a list drag is never mistaken for a page swipe.
    public static let standardThresholdY = 4.0

    /// Points of sideways travel a move must strictly exceed to be taken over; 12 by default.
    public var thresholdX: Double
    /// Points off its starting row a move must stay strictly under to count as horizontal; 4 by default.
    public var thresholdY: Double

    /// Makes the rule from its thresholds, in points; the defaults are RemorsefulScrollView's 12 and 4.
    public init(thresholdX: Double = standardThresholdX, thresholdY: Double = standardThresholdY) {
        self.thresholdX = thresholdX
        self.thresholdY = thresholdY
    }

    /// The rule, defined once: it takes over past `thresholdX` along and
    /// within `thresholdY` across, and never declines.
    var regions: DirectionRegions {
        DirectionRegions(
            takeOver: AxisRegion(AxisRegion.along(beyond: thresholdX), AxisRegion.across(within: thresholdY)))
    }

    /// The verdict on `displacement` (points from touch-down) for a horizontal pager: `takeOver` or
    /// `undecided`, never `decline`.
    public func decide(_ displacement: Vector) -> DirectionVerdict {
        regions.verdict(for: displacement, along: .horizontal)
    }
}

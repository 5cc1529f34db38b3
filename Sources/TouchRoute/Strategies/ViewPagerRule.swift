/// Android ViewPager's intercept rule: horizontal once `xDiff > slop` and
/// `xDiff * 0.5 > yDiff`; give up for the gesture once `yDiff > slop` first.
/// Distances are absolute displacements from touch-down.
public struct ViewPagerRule: Hashable, Sendable {
    /// ViewPager uses the paging touch slop, twice the 8 dp touch slop; one dp is
    /// one point here.
    public static let standardSlop = 16.0

    /// Points the finger must travel before anything is decided.
    public var slop: Double

    public init(slop: Double = standardSlop) {
        self.slop = slop
    }

    public func decide(_ displacement: Vector) -> DirectionVerdict {
        let xDiff = abs(displacement.dx)
        let yDiff = abs(displacement.dy)
        if xDiff > slop && xDiff * 0.5 > yDiff { return .takeOver }
        if yDiff > slop { return .decline }
        return .undecided
    }
}

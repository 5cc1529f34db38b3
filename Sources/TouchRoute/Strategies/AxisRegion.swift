/// A region of displacements, written as a rule reads them: by the travel
/// along a view's axis and across it, both as absolute values, so one region
/// stands for its mirror images in all four quadrants. It is where every
/// `bound` holds (one or two half-planes, at most: every built-in rule's
/// regions are convex in that quarter plane), each as
/// `along·|travel along| + across·|travel across| > limit`.
///
/// A rule's point test asks whether a displacement is in the region
/// (`holds`); its path test asks where a segment first enters it
/// (`PathSegment.firstEntry(into:along:)`). Both read the same bounds.
///
/// ```
/// RemorsefulRule's take-over region: |along| > 12 and |across| < 4
///   AxisRegion(AxisRegion.along(beyond: 12), AxisRegion.across(within: 4))
///   = AxisRegion(AxisBound(along: 1, across: 0, limit: 12),
///                AxisBound(along: 0, across: -1, limit: -4))
/// ```
struct AxisRegion {
    var first: AxisBound
    var second: AxisBound?

    init(_ first: AxisBound, _ second: AxisBound? = nil) {
        self.first = first
        self.second = second
    }

    /// Whether every bound holds for `along` and `across` points of travel
    /// (absolute values, so both ≥ 0).
    /// - Complexity: O(1); allocates nothing. Always inlined, as
    ///   `DirectionRegions.verdict(for:along:)` is.
    @inline(__always)
    func holds(along: Double, across: Double) -> Bool {
        guard first.holds(along: along, across: across) else { return false }
        guard let second else { return true }
        return second.holds(along: along, across: across)
    }

    /// Whether `displacement` (points) is in the region, for a view that
    /// scrolls along `axis`.
    func holds(at displacement: Vector, along axis: Axis) -> Bool {
        holds(along: abs(displacement[axis]), across: abs(displacement[axis.cross]))
    }

    /// Points: every displacement in the region goes farther than this along
    /// one axis (its larger component), so a move that stays within it never
    /// enters the region. The largest of its bounds' `leastReach`.
    var leastReach: Double { max(first.leastReach, second?.leastReach ?? -Double.infinity) }

    /// More than `travel` points along the axis.
    static func along(beyond travel: Double) -> AxisBound { AxisBound(along: 1, across: 0, limit: travel) }

    /// More than `travel` points across the axis.
    static func across(beyond travel: Double) -> AxisBound { AxisBound(along: 0, across: 1, limit: travel) }

    /// Less than `travel` points across the axis.
    static func across(within travel: Double) -> AxisBound { AxisBound(along: 0, across: -1, limit: -travel) }

    /// More than `factor` times as far along the axis as across it.
    static func steeper(than factor: Double) -> AxisBound { AxisBound(along: 1, across: -factor, limit: 0) }

    /// More than `factor` times as far across the axis as along it.
    static func flatter(than factor: Double) -> AxisBound { AxisBound(along: -factor, across: 1, limit: 0) }
}

/// One half-plane of an `AxisRegion`: `along·|a| + across·|c| > limit`, with
/// `a` and `c` the travel along and across the axis, in points.
struct AxisBound {
    var along: Double
    var across: Double
    var limit: Double

    /// Whether the bound holds for `along` and `across` points of travel.
    ///
    /// A zero coefficient leaves its term out rather than adding `0·travel`:
    /// for an infinite travel that product is NaN, and the rule as written
    /// (`|a| > 12`) does not read the other component at all. Every other
    /// term is the rule's own arithmetic: `1·x` and `−1·x` are exact, and
    /// `x − f·y > 0` holds exactly when `x > f·y` does.
    @inline(__always)
    func holds(along a: Double, across c: Double) -> Bool {
        let alongTerm = along == 0 ? 0 : along * a
        let acrossTerm = across == 0 ? 0 : across * c
        return alongTerm + acrossTerm > limit
    }

    /// Points: where the bound holds, the larger component is more than
    /// this. With both coefficients ≥ 0, `along·a + across·c` is at most
    /// `(along + across)·max(a, c)`, so the bound needs
    /// `max(a, c) > limit / (along + across)` (exact for the built-in bounds,
    /// whose coefficients sum to 1). A bound with a negative coefficient
    /// (a ratio, or "within") sets no such limit: −∞.
    var leastReach: Double {
        guard along >= 0, across >= 0, along + across > 0 else { return -Double.infinity }
        return limit / (along + across)
    }
}

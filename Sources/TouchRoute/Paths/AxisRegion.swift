/// A region of displacements, written as a rule reads them: by the travel
/// along a view's axis and across it, both as absolute values, so one region
/// stands for its mirror images in all four quadrants. It is where every
/// `bound` holds (one or two half-planes, at most: every built-in rule's
/// regions are convex in that quarter plane), each as
/// `along·|travel along| + across·|travel across| > limit`.
///
/// ```
/// RemorsefulRule's take-over region: |along| > 12 and |across| < 4
///   AxisRegion(AxisBound(along: 1, across: 0, limit: 12),
///              AxisBound(along: 0, across: -1, limit: -4))
/// ```
struct AxisRegion {
    var first: AxisBound
    var second: AxisBound?

    init(_ first: AxisBound, _ second: AxisBound? = nil) {
        self.first = first
        self.second = second
    }

    /// More than `travel` points along the axis.
    static func along(beyond travel: Double) -> AxisBound { AxisBound(along: 1, across: 0, limit: travel) }

    /// More than `travel` points across the axis.
    static func across(beyond travel: Double) -> AxisBound { AxisBound(along: 0, across: 1, limit: travel) }

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
}

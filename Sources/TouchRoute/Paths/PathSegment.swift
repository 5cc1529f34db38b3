/// The finger's move between two reports, as displacements from an origin
/// (where it came down, for the rules): it is taken to go along the straight
/// segment from `from` to `to` at a steady speed, so the point a fraction `s`
/// of the way is also the point a fraction `s` of the time between them.
///
/// Its queries answer where the segment first enters a region: the rules'
/// thresholds as `AxisRegion`s, a slop as a disc. Nil means it never enters
/// it, or is in it already where it starts (nothing is crossed: that test
/// was passed at an earlier point). A segment that starts on a region's edge
/// enters it at 0.
struct PathSegment {
    /// Points, from the origin.
    var from: Vector
    var to: Vector

    init(from: Vector, to: Vector) {
        self.from = from
        self.to = to
    }

    /// The farthest the segment goes along either axis, in points: at one of
    /// its ends, since the larger component of a point is convex along it.
    var reach: Double { max(abs(from.dx), abs(from.dy), abs(to.dx), abs(to.dy)) }

    /// The displacement a fraction `s` (0...1) of the way.
    func point(at s: Double) -> Vector { from + (to - from) * s }

    /// The first fraction of the segment at which `region` holds, measured
    /// along `axis`; nil when it holds nowhere on it (a region met only at a
    /// single point is not entered).
    ///
    /// The absolute values are linear on each piece of the segment between
    /// the places where it crosses the axis or its perpendicular (at most two
    /// such places), so each bound holds on one interval of each piece, found
    /// exactly.
    /// - Complexity: O(1); allocates nothing.
    func firstEntry(into region: AxisRegion, along axis: Axis) -> Double? {
        if region.holds(at: from, along: axis) { return nil }
        let along0 = from[axis]
        let along1 = to[axis]
        let across0 = from[axis.cross]
        let across1 = to[axis.cross]
        // Where each component changes sign, inside the segment.
        var cut1 = Self.zeroCrossing(along0, along1) ?? 1
        var cut2 = Self.zeroCrossing(across0, across1) ?? 1
        if cut2 < cut1 { swap(&cut1, &cut2) }
        // Three pieces at most, in order; written out so no array is made.
        if cut1 > 0, let entry = entry(into: region, axis: axis, within: 0, cut1) { return entry }
        if cut2 > cut1, let entry = entry(into: region, axis: axis, within: cut1, cut2) { return entry }
        if cut2 < 1 { return entry(into: region, axis: axis, within: cut2, 1) }
        return nil
    }

    /// The first fraction at which the segment is more than `radius` points
    /// from the origin; nil if it never is.
    func firstExit(fromDiscOf radius: Double) -> Double? {
        let direction = to - from
        let a = direction.dx * direction.dx + direction.dy * direction.dy
        let c = from.dx * from.dx + from.dy * from.dy - radius * radius
        if c > 0 { return nil }
        guard a > 0 else { return nil }
        let b = from.dx * direction.dx + from.dy * direction.dy
        // The larger root of a·s² + 2b·s + c: where the segment leaves the disc.
        let exit = (-b + (b * b - a * c).squareRoot()) / a
        return exit < 1 ? max(exit, 0) : nil
    }

    /// Where a component going from `start` to `end` passes zero, strictly
    /// inside the segment.
    private static func zeroCrossing(_ start: Double, _ end: Double) -> Double? {
        guard (start < 0 && end > 0) || (start > 0 && end < 0) else { return nil }
        return start / (start - end)
    }

    /// The first fraction in `low...high`, a piece on which neither component
    /// changes sign, at which every bound of `region` holds.
    private func entry(into region: AxisRegion, axis: Axis, within low: Double, _ high: Double) -> Double? {
        let middle = point(at: (low + high) / 2)
        let alongSign: Double = middle[axis] < 0 ? -1 : 1
        let acrossSign: Double = middle[axis.cross] < 0 ? -1 : 1
        var interval = (low: low, high: high)
        guard narrow(&interval, by: region.first, alongSign, acrossSign, axis) else { return nil }
        if let second = region.second, !narrow(&interval, by: second, alongSign, acrossSign, axis) { return nil }
        return interval.low
    }

    /// Narrow `interval` to where `bound` holds, on a piece where the
    /// components' signs are `alongSign` and `acrossSign`; false when nothing is left.
    private func narrow(
        _ interval: inout (low: Double, high: Double), by bound: AxisBound, _ alongSign: Double,
        _ acrossSign: Double, _ axis: Axis
    ) -> Bool {
        // along·|a(s)| + across·|c(s)| − limit = offset + slope·s on this piece.
        let offset = bound.along * alongSign * from[axis] + bound.across * acrossSign * from[axis.cross] - bound.limit
        let slope =
            bound.along * alongSign * (to[axis] - from[axis])
            + bound.across * acrossSign * (to[axis.cross] - from[axis.cross])
        if slope == 0 {
            if offset <= 0 { return false }
        } else if slope > 0 {
            interval.low = max(interval.low, -offset / slope)
        } else {
            interval.high = min(interval.high, -offset / slope)
        }
        return interval.low < interval.high
    }
}

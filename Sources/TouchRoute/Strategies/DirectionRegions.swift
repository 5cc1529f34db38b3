/// A built-in direction rule, defined once: the region of displacements in
/// which it takes over, and the one in which it declines, if it ever does.
///
/// Every form of the rule reads these regions, so the forms cannot drift
/// apart:
/// - the point test, `verdict(for:along:)`: the verdict for one displacement
///   from touch-down (`DirectionStrategy.decide(_:along:)`, on every move);
/// - the path test, `firstDecision(on:along:)`: where a finger's move between
///   two reports first enters either region (`DecisionSampling.path`);
/// - the path-test floor, `leastReach`: the travel below which neither
///   region can hold, so most moves skip the path test.
///
/// Taking over wins where the regions overlap (ViewPager's, past the slop
/// both ways), as every rule checks it first. A new built-in rule gives its
/// regions and gets all three forms.
struct DirectionRegions {
    var takeOver: AxisRegion
    var decline: AxisRegion?

    init(takeOver: AxisRegion, decline: AxisRegion? = nil) {
        self.takeOver = takeOver
        self.decline = decline
    }

    /// The verdict for a displacement from touch-down, in points, for a view
    /// that scrolls along `axis`.
    /// - Complexity: O(1); allocates nothing. Always inlined: with a rule's
    ///   regions built in place, its coefficients are constants, and the test
    ///   compiles to the rule's own comparisons (a move frame asks it).
    @inline(__always)
    func verdict(for displacement: Vector, along axis: Axis) -> DirectionVerdict {
        let along = abs(displacement[axis])
        let across = abs(displacement[axis.cross])
        if takeOver.holds(along: along, across: across) { return .takeOver }
        if let decline, decline.holds(along: along, across: across) { return .decline }
        return .undecided
    }

    /// Points along one axis (the larger component of a displacement) that a
    /// displacement must pass before the rule can decide: the less of its
    /// regions' `leastReach`.
    var leastReach: Double { min(takeOver.leastReach, decline?.leastReach ?? Double.infinity) }
}

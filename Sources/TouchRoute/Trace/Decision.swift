/// A routing decision: which view decided what about a touch, by which rule,
/// with the measurements that led to it.
public struct Decision {
    /// Input time, in seconds.
    public var time: Double
    /// The touch the decision is about.
    public var touch: TouchID
    /// The view that decided.
    public var view: View
    /// The rule's name: a `DirectionStrategy.name` for a pager's direction rule,
    /// or one of `DecisionRule`'s for the router's own rules.
    public var rule: DecisionRule
    /// What the view decided.
    public var outcome: Outcome
    /// The touch's displacement from touch-down when the decision was made, in
    /// window points.
    public var displacement: Vector
    /// The rule's thresholds, in points, when it has any.
    public var thresholds: Thresholds?
    /// The other view involved: the child a touch was forwarded to or cancelled
    /// at. Nil for the input's own cancellations.
    public var target: View?

    /// Makes a record from its parts; each parameter is the property of the same name, and
    /// `thresholds` and `target` default to nil.
    public init(
        time: Double, touch: TouchID, view: View, rule: DecisionRule, outcome: Outcome,
        displacement: Vector, thresholds: Thresholds? = nil, target: View? = nil
    ) {
        self.time = time
        self.touch = touch
        self.view = view
        self.rule = rule
        self.outcome = outcome
        self.displacement = displacement
        self.thresholds = thresholds
        self.target = target
    }

    /// What a decision did with the touch. The raw value is the trace's spelling; the order is that of
    /// the C API's values, so new cases go last.
    public enum Outcome: String, Hashable, Sendable, CaseIterable {
        /// The touch was handed to a child (`target`).
        case forwarded
        /// The deciding view took the gesture: it scrolls from now on.
        case takenOver = "taken-over"
        /// A descendant already owns the touch, so the deciding view stopped testing.
        case claimedByChild = "claimed-by-child"
        /// The child's touches were cancelled (`target`); with no target, the
        /// input cancelled the touch at `view`, and `rule` says why (see
        /// `CancellationReason`).
        case cancelled
        /// A second finger came down, so this gesture will not be taken over.
        case blockedByMultitouch = "blocked-by-multitouch"
        /// The rule decided the gesture is not its direction and stopped testing.
        case declined
        /// The touch was kept from the content (`touchesShouldBegin` said no, or the
        /// view does not accept more than one touch).
        case withheld
        /// A dead gesture: the touch travelled more than
        /// `ScrollView.standardPanStartThreshold` and lifted, and no view
        /// scrolled it, claimed it or could count it as a tap. Recorded by the
        /// window at lift-off, at the view the touch was hit-tested to.
        case unclaimed
        /// A gesture recognizer won the touch (`target` is the recognizer's
        /// view), so the deciding scroll view stopped testing. Last, so that
        /// the earlier cases keep their C values.
        case claimedByRecognizer = "claimed-by-recognizer"
    }
}

/// A rule's thresholds, in points. Either may be absent.
public struct Thresholds: Hashable, Sendable {
    /// The threshold along the deciding view's axis (sideways for a horizontal pager), in points; nil
    /// when the rule has none.
    public var x: Double?
    /// The threshold across the deciding view's axis, in points; nil when the rule has none.
    public var y: Double?

    /// Makes thresholds from the one along the axis and the one across it, in points; nil for none.
    public init(x: Double?, y: Double?) {
        self.x = x
        self.y = y
    }
}

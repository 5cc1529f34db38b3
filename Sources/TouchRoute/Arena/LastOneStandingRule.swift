/// The last one standing: when every view below a scroll view that holds a
/// touch has rejected it (a list's pan failed because the move went across
/// it, a row's tap slop was passed), and the scroll view's own rule has not
/// decided, the scroll view takes the gesture once the move passes this rule,
/// from where the finger is then (no jump). Without it a 25° swipe fails the
/// list's pan and the pager's 12/4 test alike, and nothing scrolls. Flutter's
/// arena states the same principle: the last member not to reject wins.
///
/// It applies with `Arbitration.lastOneStanding` (the default), and the same
/// test, across the axis, says when a scroll view has yielded a touch: a
/// vertical pager inside a horizontal one gives up a move that passes this
/// rule sideways.
public struct LastOneStandingRule: Hashable, Sendable {
    /// Points the finger must go along the view's axis, from touch-down.
    /// Nil (the default): the view's `panStartThreshold`, or its direction
    /// rule's sideways threshold (`thresholds.x`) when that is longer, so that
    /// a move the rule itself would take (a straight swipe passing 12 pt) is
    /// taken by the rule, from touch-down, and not a few points early from
    /// where the finger is.
    public var minimumTravel: Double?
    /// How many times the travel along the axis must exceed the travel across
    /// it. 1 (the default): more along than across, the diagonal, so a move
    /// is the pager's exactly when it is more its way than the list's.
    public var dominance: Double
    /// Whether the view takes back a touch its own rule declined, once
    /// everybody else has given it up and the path from touch-down passes
    /// this rule along its axis (`DecisionRule.reconsidered`): a list whose
    /// finger landed rolling sideways still scrolls. True by default; false
    /// makes a decline final, as it was before 0.15.
    public var reconsidersDeclines: Bool

    /// Makes a rule from its parts; each parameter is the property of the same name. The defaults
    /// make `standard`: the derived travel, the diagonal, and declines reconsidered.
    public init(
        minimumTravel: Double? = nil, dominance: Double = LastOneStandingRule.standardDominance,
        reconsidersDeclines: Bool = true
    ) {
        self.minimumTravel = minimumTravel
        self.dominance = dominance
        self.reconsidersDeclines = reconsidersDeclines
    }

    /// More along the axis than across it.
    public static let standardDominance = 1.0
    /// The derived travel and the diagonal: today's rule for every scroll view.
    public static let standard = LastOneStandingRule()

    /// Whether `displacement` (window points from touch-down) goes more than
    /// `travel` points along `axis`, and `dominance` times more along it than across.
    public func passes(_ displacement: Vector, along axis: Axis, beyond travel: Double) -> Bool {
        let along = abs(displacement[axis])
        return along > travel && along > dominance * abs(displacement[axis.cross])
    }
}

/// How a pager's testing of a gesture depends on what its descendants did with
/// the touch: claimed it (a list started dragging), or declined it (a list's pan
/// failed because the move went across its axis).
public enum Arbitration: String, Hashable, Sendable, CaseIterable {
    /// `decideOnce`, and in addition the last one standing wins: once every
    /// descendant that could take the touch has declined it, and the rule has
    /// not decided, the pager takes the gesture if it has moved along the
    /// pager's axis, from where the finger is then (no jump). Without this, a
    /// 25° swipe fails the list's pan and the pager's 12/4 test alike, and
    /// nothing scrolls. As UIKit's nested scroll views and Flutter's gesture
    /// arena do. The default. The test is `ArbitrationPolicy.lastOneStanding`
    /// (a `LastOneStandingRule`).
    case lastOneStanding = "last-one-standing"
    /// Once a descendant has claimed the touch (a scroll view started dragging
    /// it, a participant accepted it, or a view called `claim(_:)`), or a
    /// gesture recognizer has won it, stop testing for the rest of the gesture.
    /// This is what UIKit effectively does: by the time a vertical list drags,
    /// the outer pager has lost.
    case decideOnce = "decide-once"
    /// Re-test the thresholds on every move until they pass,
    /// whoever owns the touch. On real recordings this steals vertical drags that
    /// drift back to their starting row (the list stops, the page flips). Kept for
    /// comparison and for apps that want it.
    case literal
}

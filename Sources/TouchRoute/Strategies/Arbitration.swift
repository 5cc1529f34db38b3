/// Whether a pager keeps testing a gesture once a descendant owns it.
public enum Arbitration: String, Hashable, Sendable {
    /// Once a descendant has claimed the touch (a scroll view started dragging
    /// it, or a view called `claim(_:)`), stop testing for the rest of the gesture.
    /// This is what UIKit effectively does: by the time a vertical list drags,
    /// the outer pager has lost.
    case decideOnce = "decide-once"
    /// Essay 004 literally: re-test the thresholds on every move until they pass,
    /// whoever owns the touch. On real recordings this steals vertical drags that
    /// drift back to their starting row (the list stops, the page flips). Kept for
    /// comparison and for apps that want it.
    case literal
}

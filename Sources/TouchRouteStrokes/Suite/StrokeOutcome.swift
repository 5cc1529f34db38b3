/// What a stroke does in an interface of horizontal pages of vertical lists:
/// what the user means by it (a `HumanStroke`'s intent), and what the router
/// made of it (a `StrokeJudgment`'s observed outcome). A stroke is right
/// when the two agree.
public enum StrokeOutcome: String, Hashable, Sendable, CaseIterable {
    /// A horizontal scroll view (the pager) took the stroke over: the page turns.
    case page
    /// A vertical scroll view (a list) took the stroke over.
    case scroll
    /// A tap view (a row) counted a tap (the finger lifted inside it within
    /// its tap slop, never cancelled), and nothing scrolled under the finger.
    case tap
    /// The touch only stopped content that was moving on its own (a glide, a
    /// spring back): no tap, no takeover.
    case caught = "catch"
    /// Nothing happened: no takeover, no tap, nothing stopped. For a finger
    /// that travelled, a dead stroke. Never intended.
    case none
}

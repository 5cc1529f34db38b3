/// What an anchor does with a drag on a zoomed photo inside a pager: whether
/// the photo can hand the rest of the drag to the pager once it reaches its
/// edge. Neither rule below does; the Photos app does, but UIKit publishes
/// no rule for it.
public enum HandOffRule: String, Hashable, Sendable {
    /// The pager decides once, when the finger passes its slop: a child that
    /// can still scroll that way keeps the whole drag, and at its edge the
    /// drag ends there (`photo-only`); a child already at its edge loses it
    /// to the pager (`page`).
    case childKeepsDrag
    /// The pager's drag recognizer accepts at a smaller slop than the photo's
    /// scale-and-pan recognizer, so it wins the arena and the photo never
    /// pans (`page`).
    case pagerWinsArena

    /// What the rule makes of a swipe that starts `distanceToEdge` points
    /// from the zoomed photo's edge.
    public func outcome(distanceToEdge: Double) -> ArenaOutcome {
        switch self {
        case .childKeepsDrag: distanceToEdge > 0 ? .photoOnly : .page
        case .pagerWinsArena: .page
        }
    }
}

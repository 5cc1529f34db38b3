/// What a stroke does on the layouts that hold gesture recognizers (a photo
/// pager, a list with an edge pan): what its user means, what an anchor's
/// rule makes of it, and what the router made of it, read from its trace.
public enum ArenaOutcome: String, Hashable, Sendable, CaseIterable {
    /// The photo under the fingers zoomed (a pinch, or the double tap's
    /// toggle), no single tap was recognized and nothing paged.
    case zoom
    /// Two fingers moved together: nothing zoomed and nothing paged.
    case pan
    /// The single-tap recognizer (`chrome`) recognized once for every tap,
    /// and nothing zoomed.
    case tap
    /// The single-tap recognizer recognized once, and then the photo zoomed:
    /// a tap, and a double tap elsewhere that started a sequence of its own.
    case tapThenZoom = "tap-then-zoom"
    /// The photo's rotation recognizer began, and nothing paged.
    case rotate
    /// The long press (`menu`) began, and nothing paged.
    case menu
    /// The pager took the stroke (its own takeover, or a zoomed photo's drag
    /// handed on to it) before any photo panned to its edge.
    case page
    /// The zoomed photo panned to its edge, then the pager took the rest of
    /// the stroke: the Photos app's hand-off, in which the photo's drag goes
    /// on into the pager without a takeover of the pager's own.
    case edgeThenPage = "edge-then-page"
    /// The zoomed photo panned, and the page did not turn.
    case photoOnly = "photo-only"
    /// The screen-edge pan (`back`) began, and the list did not scroll.
    case edgePan = "edge-pan"
    /// The list took the stroke over, and the edge pan did not begin.
    case scroll
    /// None of the above: a dead or muddled stroke. Never intended.
    case none
}

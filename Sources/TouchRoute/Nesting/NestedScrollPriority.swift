/// Which of two chained scroll views uses a scroll first: the order in which
/// a chain offers each delta (see `NestedScrollChain`).
///
/// A delta "towards the end" is one that increases the content offset: the
/// finger moves up (or left) and reveals what is below (or right).
public enum NestedScrollPriority: String, Sendable, CaseIterable {
    /// The view nested inside scrolls first, and this view takes only what
    /// it leaves, in both directions. CSS's and Android's scroll chaining.
    case contentFirst
    /// Towards the end this view scrolls before anything nested inside it
    /// (pre-scroll: a header collapses before the list moves); towards the
    /// start it scrolls only once its nested content has reached its own
    /// start (post-scroll: the header comes back when the list is at its
    /// top). The collapsing-header pattern of iOS profile and store pages.
    case collapseFirst
}

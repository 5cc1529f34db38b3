/// When a `NestedContainer` asks its data source for a page's scroll view.
///
/// The choice trades memory and start-up work against having every page
/// ready: CLNestedSlide's lazy mode (the default) and its non-lazy mode.
public enum PageCreation: String, Sendable, CaseIterable {
    /// A page is created the first time it is shown: the initial page at
    /// `reload()`, a neighbour as soon as a swipe reveals any of it, and the
    /// target of `scrollToPage(at:animated:)` before the pager moves. Pages
    /// are never dropped until the next `reload()`.
    case lazy
    /// Every page is created at `reload()`, in index order.
    case eager
}

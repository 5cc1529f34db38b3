/// The pages: asking the data source, creating pages when they are shown,
/// following the pager for progress and the current page, and turning pages
/// in code.
///
/// ```
///  pager scrolls (drag, snap, animation, code)
///      ─▶ PagerObserver.scrollViewDidScroll ─▶ pagerDidMove
///            ├─ create the pages the pager's bounds now overlap (lazy)
///            ├─ progress = offset.x / width, clamped ─▶ didChangePageProgress
///            └─ rounded progress changed ─▶ shownPage, nestedScrollingChild,
///                                           didChangeCurrentPage
/// ```
extension NestedContainer {
    /// The page the pager shows most of (0 with no pages). Setting it turns to
    /// that page at once, clamped to the pages there are:
    /// `scrollToPage(at:animated: false)`.
    public var currentPageIndex: Int {
        get { shownPage }
        set { scrollToPage(at: newValue, animated: false) }
    }

    /// Continuous, 0 … pageCount − 1: the pager's offset over the page width,
    /// clamped (rubber-banding past an end does not leave the range). With a
    /// zero width it is the current page.
    public var pageProgress: Double {
        let width = pager.bounds.width
        guard width > 0, pageCount > 0 else { return Double(shownPage) }
        return min(max(pager.contentOffset.x / width, 0), Double(pageCount - 1))
    }

    /// The scroll view of page `index`: nil until that page has been created,
    /// or when `index` is out of range.
    public func pageScrollView(at index: Int) -> ScrollView? {
        pageScrollViews.indices.contains(index) ? pageScrollViews[index] : nil
    }

    /// Turn to page `index`, clamped to the pages there are. A lazy page is
    /// created first, so it is ready when it comes into view. Animated, the
    /// pager glides there with `setContentOffset(_:animated: true)` (0.3 s on
    /// the window's frame ticks), revealing (and so creating) the pages in
    /// between; otherwise it jumps. Does nothing without pages.
    public func scrollToPage(at index: Int, animated: Bool) {
        guard pageCount > 0 else { return }
        let target = min(max(index, 0), pageCount - 1)
        createPage(at: target)
        let width = pager.bounds.width
        guard width > 0 else {
            // Nothing to scroll: the page is current by decree.
            showPage(target)
            pagerDidMove()
            return
        }
        pager.setContentOffset(Point(x: width * Double(target), y: 0), animated: animated)
    }

    /// Ask the data source again: drop every page (removing a page cancels
    /// the touches held in it, so each still ends exactly once), re-read the
    /// page count, clamp the current page to it and create pages per
    /// `pageCreation`. The header keeps its state. - Complexity: O(pages).
    public func reload() {
        for page in pages { page?.removeFromSuperview() }
        pageCount = max(0, dataSource?.numberOfPages(in: self) ?? 0)
        pages = Array(repeating: nil, count: pageCount)
        pageScrollViews = Array(repeating: nil, count: pageCount)
        nestedScrollingChild = nil
        let index = min(shownPage, max(0, pageCount - 1))
        let width = pager.bounds.width
        isRearrangingPages = true
        pager.contentSize = Size(width: width * Double(pageCount), height: pager.bounds.height)
        pager.setContentOffset(Point(x: width * Double(index), y: 0))
        isRearrangingPages = false
        switch pageCreation {
        case .eager: for page in 0..<pageCount { createPage(at: page) }
        case .lazy: if pageCount > 0 { createPage(at: index) }
        }
        showPage(index)
        pagerDidMove()
    }

    /// The pager moved (or the container moved it): create what is now shown,
    /// and report progress and the current page if they changed.
    func pagerDidMove() {
        guard !isRearrangingPages else { return }
        createShownPages()
        let progress = pageProgress
        if progress != reportedProgress {
            reportedProgress = progress
            containerDelegate?.nestedContainer(self, didChangePageProgress: progress)
        }
        guard pageCount > 0, pager.bounds.width > 0 else { return }
        showPage(progress.rounded().clampedIndex(in: 0...max(0, pageCount - 1)))
    }

    /// Make `index` the current page: the nested scrolling child follows it.
    private func showPage(_ index: Int) {
        nestedScrollingChild = pageScrollView(at: index)
        guard index != shownPage else { return }
        shownPage = index
        containerDelegate?.nestedContainer(self, didChangeCurrentPage: index)
    }

    /// Create every page whose frame overlaps the pager's visible bounds
    /// (edges that only touch do not count). - Complexity: O(pages shown).
    private func createShownPages() {
        let width = pager.bounds.width
        guard width > 0, pageCount > 0 else { return }
        let visible = pager.bounds
        let first = (visible.minX / width).rounded(.down).clampedIndex(in: 0...pageCount)
        let last = ((visible.maxX / width).rounded(.up) - 1).clampedIndex(in: -1...(pageCount - 1))
        guard first <= last else { return }
        for index in first...last { createPage(at: index) }
    }

    /// Ask the data source for page `index`'s scroll view and put it in a new
    /// page, unless the page exists already.
    private func createPage(at index: Int) {
        guard pages.indices.contains(index), pages[index] == nil, let dataSource else { return }
        let scrollView = dataSource.nestedContainer(self, scrollViewForPageAt: index)
        // The data source may have reloaded under us; the page no longer exists.
        guard pages.indices.contains(index), pages[index] == nil else { return }
        let page = View(name: "\(name).page\(index)")
        scrollView.alwaysBounceVertical = true
        page.addSubview(scrollView)
        pager.addSubview(page)
        pages[index] = page
        pageScrollViews[index] = scrollView
        placePage(at: index)
        if index == shownPage { nestedScrollingChild = scrollView }
        containerDelegate?.nestedContainer(self, didCreatePageAt: index)
    }
}

/// The pager's delegate, kept by the container: it passes the pager's scrolls
/// to the container without making the container itself a public
/// `ScrollViewDelegate` (whose methods anyone could call).
final class PagerObserver: ScrollViewDelegate {
    weak var container: NestedContainer?

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        container?.pagerDidMove()
    }
}

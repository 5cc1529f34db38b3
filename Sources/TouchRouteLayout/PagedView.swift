import TouchRoute

/// The view a layout's `--page` turns: its first pager or nested container
/// (in tree order).
public enum PagedView {
    /// A `pager` node's view: a paging `RemorsefulScrollView`, whose pages are widths of its bounds.
    case pager(RemorsefulScrollView)
    /// A `nested` node's container, whose pages are its data source's.
    case nested(NestedContainer)

    /// The view itself.
    public var view: ScrollView {
        switch self {
        case .pager(let pager): pager
        case .nested(let container): container
        }
    }

    /// The first pager (paging) or nested container in `root`'s tree, in tree
    /// order: each view before its subviews, subviews back to front.
    /// - Complexity: O(views) in the worst case.
    public static func first(in root: View) -> PagedView? {
        if let container = root as? NestedContainer { return .nested(container) }
        if let pager = root as? RemorsefulScrollView, pager.isPagingEnabled { return .pager(pager) }
        for child in root.subviews {
            if let found = first(in: child) { return found }
        }
        return nil
    }

    /// How many pages there are: for a pager, its content width in whole (or
    /// part) widths of its bounds, at least 1; for a nested container, the
    /// pages its data source gives.
    public var pageCount: Int {
        switch self {
        case .pager(let pager):
            let width = pager.bounds.width
            guard width > 0 else { return 1 }
            // Clamped before the conversion: content wider than Int can count
            // (1e308 points) must not trap.
            let pages = (pager.contentSize.width / width).rounded(.up)
            return pages.isNaN ? 1 : Int(min(max(pages, 1), Double(Int32.max)))
        case .nested(let container):
            return container.pageCount
        }
    }

    /// The page showing most, from 0.
    public var currentPage: Int {
        switch self {
        case .pager(let pager):
            let width = pager.bounds.width
            guard width > 0 else { return 0 }
            return (pager.contentOffset.x / width).rounded().clampedIndex(in: 0...(pageCount - 1))
        case .nested(let container):
            return container.currentPageIndex
        }
    }

    /// Show `page` (clamped to the pages there are) without animation.
    public func show(page: Int) {
        switch self {
        case .pager(let pager):
            let page = min(max(page, 0), pageCount - 1)
            pager.contentOffset = Point(x: pager.bounds.width * Double(page), y: 0)
        case .nested(let container):
            container.currentPageIndex = page
        }
    }
}

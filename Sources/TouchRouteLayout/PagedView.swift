import TouchRoute

/// The view a layout's `--page` turns: its first pager or nested container
/// (in tree order).
public enum PagedView {
    case pager(RemorsefulScrollView)
    case nested(NestedContainer)

    /// The view itself.
    public var view: ScrollView {
        switch self {
        case .pager(let pager): pager
        case .nested(let container): container
        }
    }

    /// How many pages there are: for a pager, its content width in whole (or
    /// part) widths of its bounds, at least 1; for a nested container, the
    /// pages its data source gives.
    public var pageCount: Int {
        switch self {
        case .pager(let pager):
            let width = pager.bounds.width
            guard width > 0 else { return 1 }
            return max(1, Int((pager.contentSize.width / width).rounded(.up)))
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
            return min(max(Int((pager.contentOffset.x / width).rounded()), 0), pageCount - 1)
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

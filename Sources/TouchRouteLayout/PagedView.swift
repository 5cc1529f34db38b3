import TouchRoute

/// The view a layout's `--page` turns: its first pager (in tree order).
public enum PagedView {
    case pager(RemorsefulScrollView)

    /// The view itself.
    public var view: ScrollView {
        switch self {
        case .pager(let pager): pager
        }
    }

    /// How many pages there are: the pager's content width in whole (or part)
    /// widths of its bounds, at least 1.
    public var pageCount: Int {
        switch self {
        case .pager(let pager):
            let width = pager.bounds.width
            guard width > 0 else { return 1 }
            return max(1, Int((pager.contentSize.width / width).rounded(.up)))
        }
    }

    /// The page showing most, from 0.
    public var currentPage: Int {
        switch self {
        case .pager(let pager):
            let width = pager.bounds.width
            guard width > 0 else { return 0 }
            return min(max(Int((pager.contentOffset.x / width).rounded()), 0), pageCount - 1)
        }
    }

    /// Show `page` (clamped to the pages there are) without animation.
    public func show(page: Int) {
        let page = min(max(page, 0), pageCount - 1)
        switch self {
        case .pager(let pager):
            pager.contentOffset = Point(x: pager.bounds.width * Double(page), y: 0)
        }
    }
}

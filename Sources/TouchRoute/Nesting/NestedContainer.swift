/// A collapsing header over a horizontal pager of vertical lists, with a
/// hover bar (tabs, say) that sticks to the top once the header is gone: the
/// pattern of iOS's CLNestedSlide library, built from TouchRoute's own
/// scroll views.
///
/// ```
///  NestedContainer "c"   vertical ScrollView, W × H; content W × (headerHeight + H),
///  │                     so contentOffset.y runs 0 … headerHeight (the header's collapse)
///  ├─ c.header   View    (0, 0)                            W × headerHeight
///  ├─ c.hover    View    (0, headerHeight)                 W × hoverHeight
///  └─ c.pager    RemorsefulScrollView, horizontal paging   W × (H − hoverHeight),
///     │                  at (0, headerHeight + hoverHeight); content (pageCount·W) × its height
///     ├─ c.page0 View    (0, 0), the pager's size
///     │  └─ the data source's scroll view for page 0, filling the page
///     ├─ c.page1 View    (W, 0) …          created lazily or eagerly (PageCreation)
///     └─ c.page<i>       (i·W, 0)
/// ```
///
/// With the header fully collapsed (offset headerHeight) the hover bar sits at
/// the container's top and the pager fills the rest, so the bar "hovers"
/// without being moved: the geometry does it.
///
/// Scrolling between the header and the lists is scroll chaining, done by
/// `ScrollView` itself: the container sets `nestedScrollPriority` to
/// `.collapseFirst` (a drag up collapses the header before the list moves; a
/// drag down brings the list to its top before the header comes back) and
/// keeps `nestedScrollingChild` on the current page's list, so a drag that
/// starts on the header goes on into that list.
///
/// Invariants:
/// - `nestedScrollingChild` is the current page's scroll view, or nil while
///   that page is not created (or there are no pages).
/// - Each page's list keeps its own offset; the header's state is the
///   container's own offset, shared by all pages. Turning pages moves only
///   the pager.
/// - The pager's `delegate` belongs to the container (it follows the pager to
///   create pages and report progress); do not replace it.
///
/// Heights are points. Negative (or non-finite) heights count as 0. A header
/// and hover bar taller than the container are allowed; the pager then has
/// height 0.
open class NestedContainer: ScrollView {
    /// The collapsing part: add its content as subviews. Named "<name>.header".
    public let header: View
    /// The bar that stays visible under the collapsed header. Named "<name>.hover".
    public let hoverBar: View
    /// The horizontal paging scroll view holding the pages. Named "<name>.pager".
    public let pager: RemorsefulScrollView
    /// When pages are created; see `PageCreation`.
    public let pageCreation: PageCreation

    /// Supplies the pages. Setting it reloads.
    public weak var dataSource: NestedContainerDataSource? {
        didSet { reload() }
    }
    /// Hears progress, page changes and page creation. (`delegate`, inherited,
    /// still hears the container's own vertical scrolling.)
    public weak var containerDelegate: NestedContainerDelegate?

    /// How many pages the data source gave at the last reload.
    public internal(set) var pageCount = 0

    /// The collapsing header's height, in points. Setting it re-lays out;
    /// a negative or non-finite value counts as 0.
    public var headerHeight: Double {
        didSet {
            headerHeight = Self.validHeight(headerHeight)
            layOut()
        }
    }

    /// The hover bar's height, in points. Setting it re-lays out; a negative
    /// or non-finite value counts as 0.
    public var hoverHeight: Double {
        didSet {
            hoverHeight = Self.validHeight(hoverHeight)
            layOut()
        }
    }

    /// Setting the frame (a rotation, a resize) re-lays out: the same page stays
    /// shown, and the header's collapse is clamped to the new maximum.
    override func frameDidChange() {
        layOut()
    }

    // MARK: Page state (see NestedContainer+Pages.swift)

    /// One entry per page, nil until the page is created.
    var pages: [View?] = []
    /// The data source's scroll view for each created page.
    var pageScrollViews: [ScrollView?] = []
    /// The page the pager shows most of; 0 when there are no pages.
    var shownPage = 0
    /// The last progress reported to the delegate.
    var reportedProgress = 0.0
    /// Set while the container moves the pager itself (layout, reload), so
    /// that the half-done geometry is not read as a swipe.
    var isRearrangingPages = false
    /// The pager's delegate: the container's ear on the pager. Retained here,
    /// since `ScrollView.delegate` is weak.
    let pagerObserver = PagerObserver()

    /// Makes a container named `name` at `frame`, with its header, hover bar and pager laid out.
    /// Heights are in points (negative or non-finite ones count as 0). Pages come once `dataSource`
    /// is set, made as `pageCreation` says (`.lazy` by default).
    public init(
        name: String, frame: Rect, headerHeight: Double, hoverHeight: Double, pageCreation: PageCreation = .lazy
    ) {
        header = View(name: "\(name).header")
        hoverBar = View(name: "\(name).hover")
        pager = RemorsefulScrollView(name: "\(name).pager")
        self.pageCreation = pageCreation
        self.headerHeight = Self.validHeight(headerHeight)
        self.hoverHeight = Self.validHeight(hoverHeight)
        super.init(name: name, frame: frame)
        nestedScrollPriority = .collapseFirst
        pager.isPagingEnabled = true
        pagerObserver.container = self
        pager.delegate = pagerObserver
        addSubview(header)
        addSubview(hoverBar)
        addSubview(pager)
        layOut()
    }

    /// How far the header has collapsed: 0 fully shown … 1 collapsed
    /// (`contentOffset.y / headerHeight`, clamped; 0 without a header).
    public var headerCollapse: Double {
        guard headerHeight > 0 else { return 0 }
        return min(max(contentOffset.y / headerHeight, 0), 1)
    }

    /// Whether a horizontal swipe turns the page: the pager's `isScrollEnabled`.
    /// When false, touches on a page go straight to its list.
    public var isHorizontalScrollEnabled: Bool {
        get { pager.isScrollEnabled }
        set { pager.isScrollEnabled = newValue }
    }

    /// The pager's height, in points: what is left under the hover bar when
    /// the header is collapsed.
    var pageHeight: Double { max(0, bounds.height - hoverHeight) }

    /// Place the header, the hover bar, the pager and every created page for
    /// the current size and heights. The page shown stays shown (the pager's
    /// offset becomes its index times the new width), and a collapse beyond the
    /// new maximum is clamped. - Complexity: O(pages created).
    func layOut() {
        let width = bounds.width
        contentSize = Size(width: width, height: headerHeight + bounds.height)
        header.frame = Rect(x: 0, y: 0, width: width, height: headerHeight)
        hoverBar.frame = Rect(x: 0, y: headerHeight, width: width, height: hoverHeight)
        let oldPageWidth = pager.bounds.width
        isRearrangingPages = true
        pager.frame = Rect(x: 0, y: headerHeight + hoverHeight, width: width, height: pageHeight)
        pager.contentSize = Size(width: width * Double(pageCount), height: pageHeight)
        for index in pages.indices { placePage(at: index) }
        if width != oldPageWidth {
            // Only a new width moves the pager, so a header resize does not
            // cut a page snap short.
            pager.setContentOffset(Point(x: width * Double(shownPage), y: 0))
        }
        isRearrangingPages = false
        let maximum = contentOffsetRange.y.upperBound
        if contentOffset.y > maximum {
            setContentOffset(Point(x: contentOffset.x, y: maximum))
        }
        pagerDidMove()
    }

    /// Place page `index` and its scroll view, if the page exists.
    func placePage(at index: Int) {
        let size = pager.bounds.size
        pages[index]?.frame = Rect(x: size.width * Double(index), y: 0, width: size.width, height: size.height)
        pageScrollViews[index]?.frame = Rect(origin: .zero, size: size)
    }

    private static func validHeight(_ height: Double) -> Double {
        height.isFinite ? max(0, height) : 0
    }
}

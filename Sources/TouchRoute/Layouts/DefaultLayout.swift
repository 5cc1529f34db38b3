/// The default layout built in code: a horizontal RemorsefulScrollView pager
/// of vertical lists, sized by the screen.
///
/// The CLI and the C API route against the shipped layout document,
/// `Examples/remorseful-pager.yaml` (`LayoutDocument.defaultLayout` in
/// TouchRouteLayout), whose lengths are shares of the screen. This is its code
/// twin: it stays in the core, which has no YAML reader, so that the core's
/// tests and `TouchRouteTesting`'s gesture suite can route through the same
/// tree. `DefaultLayoutDocumentTests` checks that the two build the same tree
/// (names, frames, content sizes, settings) and route the same touches on
/// screens of many sizes; change both together.
///
/// ```
///  window (screen size, default 800x480)
///  └─ pager         RemorsefulScrollView, horizontal, paging, 3 pages wide
///     ├─ page0      screen-sized, at x = 0
///     │  └─ list0   vertical ScrollView filling the page
///     │     └─ list0.row0 … list0.row49   TapView rows, 64 pt tall
///     ├─ page1 … list1 …                  at x = width
///     └─ page2 … list2 …                  at x = 2 × width
/// ```
public struct DefaultLayout {
    /// The default screen, in points.
    public static let standardScreen = Size(width: 800, height: 480)
    /// Pages in the pager, side by side, each a screen wide.
    public static let pageCount = 3
    /// Rows in each page's list: tap views `rowHeight` tall, far more than a screen holds, so the list scrolls.
    public static let rowsPerList = 50
    /// Row height, in points: a comfortable finger target.
    public static let rowHeight = 64.0

    /// The screen-sized window at the root of the tree.
    public let window: Window
    /// The horizontal paging `RemorsefulScrollView`, named `pager`, filling the window.
    public let pager: RemorsefulScrollView
    /// The pager's screen-sized pages, `page0` onwards, in order; each holds one list.
    public let pages: [View]
    /// The vertical lists, `list0` onwards, one filling each page, in page order.
    public let lists: [ScrollView]

    /// Build the layout for a screen of `screen` points.
    public init(screen: Size = DefaultLayout.standardScreen, clock: VirtualClock = VirtualClock()) {
        window = Window(size: screen, clock: clock)
        pager = RemorsefulScrollView(name: "pager", frame: Rect(origin: .zero, size: screen))
        pager.isPagingEnabled = true
        pager.contentSize = Size(width: screen.width * Double(Self.pageCount), height: screen.height)
        window.addSubview(pager)
        var pages: [View] = []
        var lists: [ScrollView] = []
        for index in 0..<Self.pageCount {
            let page = View(
                name: "page\(index)",
                frame: Rect(x: screen.width * Double(index), y: 0, width: screen.width, height: screen.height))
            let list = ScrollView(name: "list\(index)", frame: Rect(origin: .zero, size: screen))
            list.contentSize = Size(width: screen.width, height: Self.rowHeight * Double(Self.rowsPerList))
            for row in 0..<Self.rowsPerList {
                list.addSubview(
                    TapView(
                        name: "list\(index).row\(row)",
                        frame: Rect(x: 0, y: Self.rowHeight * Double(row), width: screen.width, height: Self.rowHeight))
                )
            }
            page.addSubview(list)
            pager.addSubview(page)
            pages.append(page)
            lists.append(list)
        }
        self.pages = pages
        self.lists = lists
    }

    /// Scroll the pager to `page` (clamped to the pages there are) without
    /// animation: to start a run on a page from which a swipe either way turns.
    public func show(page: Int) {
        let page = min(max(page, 0), Self.pageCount - 1)
        pager.contentOffset = Point(x: pager.bounds.width * Double(page), y: 0)
    }

    /// The page the pager shows most of.
    public var currentPage: Int {
        let width = pager.bounds.width
        guard width > 0 else { return 0 }
        return (pager.contentOffset.x / width).rounded().clampedIndex(in: 0...(Self.pageCount - 1))
    }
}

import TouchRoute

/// The keys of a layout file's `nested` node: a `NestedContainer`, the
/// CLNestedSlide pattern of a collapsing header, a hover bar and a pager of
/// lists.
///
/// ```yaml
/// - type: nested
///   name: slide
///   frame: [0, 0, 800, 480]
///   headerHeight: 200          # points; default 0
///   hoverHeight: 44            # points; default 0
///   pageCreation: lazy         # lazy | eager; default lazy
///   header: [views]            # in the header's coordinates
///   hover: [views]             # in the hover bar's coordinates
///   pages:                     # scroll nodes; their frames are optional and ignored
///     - {type: scroll, name: list0, rows: {count: 50, height: 64}}
///   page: 0                    # the page shown first
/// ```
///
/// The container makes views of its own, named `<name>.header`,
/// `<name>.hover`, `<name>.pager` and `<name>.page<i>`; these names count as
/// used. It manages its own scroll settings (collapse-first, its nested
/// scrolling child), so a `nested` node takes none of the scroll keys.
public struct NestedSettings: Hashable, Sendable {
    /// In points or shares of the window, 0 or more.
    public var headerHeight: LayoutLength
    /// `hoverHeight`: the hover bar's height, in points or a share of the window, 0 or more;
    /// default 0 (no bar).
    public var hoverHeight: LayoutLength
    /// `pageCreation`: whether the container builds each page when it is first shown (`lazy`, the
    /// default) or all of them at once (`eager`).
    public var pageCreation: PageCreation
    /// The header's subviews, back to front.
    public var header: [ViewNode]
    /// The hover bar's subviews, back to front.
    public var hover: [ViewNode]
    /// One `scroll` node per page; built when the container asks for the page.
    public var pages: [ViewNode]
    /// The page shown first, a valid index into `pages` (0 when there are none).
    public var initialPage: Int

    /// Makes the settings of a `nested` node; each parameter is the property of the same name, and
    /// each default is the file's default when the key is left out.
    public init(
        headerHeight: LayoutLength = .zero, hoverHeight: LayoutLength = .zero, pageCreation: PageCreation = .lazy,
        header: [ViewNode] = [], hover: [ViewNode] = [], pages: [ViewNode] = [], initialPage: Int = 0
    ) {
        self.headerHeight = headerHeight
        self.hoverHeight = hoverHeight
        self.pageCreation = pageCreation
        self.header = header
        self.hover = hover
        self.pages = pages
        self.initialPage = initialPage
    }

    /// The header's, the hover bar's and the pages' nodes.
    var allViews: [ViewNode] { header + hover + pages }

    /// The names the container `name` gives its own views.
    func partNames(of name: String) -> [String] {
        ["\(name).header", "\(name).hover", "\(name).pager"] + pages.indices.map { "\(name).page\($0)" }
    }
}

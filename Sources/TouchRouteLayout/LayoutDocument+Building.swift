import TouchRoute

extension LayoutDocument {
    /// Build live views from the document: a window of `windowSize(screen:)`
    /// holding the views, each configured as the file says.
    ///
    /// Every check was made when the document was read, so building cannot fail.
    /// Lengths in `vw` and `vh` are shares of that window.
    public func build(screen: Size? = nil, clock: VirtualClock = VirtualClock()) -> BuiltLayout {
        let size = windowSize(screen: screen)
        let window = Window(size: size, clock: clock)
        if let decisionSampling { window.decisionSampling = decisionSampling }
        var builder = LayoutBuilder(window: size, recognizerLinks: RecognizerLinks(views: views))
        for node in views { window.addSubview(builder.view(from: node)) }
        builder.linkNestedChildren()
        return BuiltLayout(window: window, pagedView: builder.firstPagedView, keptAlive: builder.keptAlive)
    }
}

/// Builds views from nodes, remembering what the built layout needs: the
/// first pager, the `nestedChild` links to resolve once the tree exists, the
/// recognizers' relationships, and objects to keep alive.
struct LayoutBuilder {
    /// The window's size, in points: what `vw` and `vh` lengths are shares of.
    let window: Size
    /// The recognizers' relationships, shared with the nested containers' pages.
    let recognizerLinks: RecognizerLinks
    private(set) var firstPagedView: PagedView?
    private(set) var keptAlive: [AnyObject] = []
    /// Scroll views waiting for their `nestedChild`, by the child's name.
    private var links: [(owner: ScrollView, child: String)] = []

    init(window: Size, recognizerLinks: RecognizerLinks) {
        self.window = window
        self.recognizerLinks = recognizerLinks
    }

    mutating func view(from node: ViewNode) -> View {
        let view: View
        let frame = node.frame.rect(in: window)
        switch node.kind {
        case .view: view = View(name: node.name, frame: frame)
        case .tap: view = TapView(name: node.name, frame: frame)
        case .control: view = Control(name: node.name, frame: frame)
        case .scroll(let settings):
            view = scrollView(ScrollView(name: node.name, frame: frame), settings, node)
        case .pager(let settings, let pagerSettings):
            let pager = RemorsefulScrollView(name: node.name, frame: frame)
            pager.isPagingEnabled = true
            if let strategy = pagerSettings.strategy { pager.strategy = strategy }
            if let arbitration = pagerSettings.arbitration { pager.arbitration = arbitration }
            if firstPagedView == nil { firstPagedView = .pager(pager) }
            view = scrollView(pager, settings, node)
        case .nested(let settings):
            view = nestedContainer(settings, node, frame: frame)
        }
        view.isHidden = node.isHidden
        view.isUserInteractionEnabled = node.isUserInteractionEnabled
        if let multipleTouch = node.isMultipleTouchEnabled { view.isMultipleTouchEnabled = multipleTouch }
        for subview in node.subviews { view.addSubview(self.view(from: subview)) }
        for recognizer in node.recognizers { recognizerLinks.attach(recognizer, to: view) }
        if let scrollView = view as? ScrollView {
            for own in node.scrollRecognizers { recognizerLinks.attachOwn(own, to: scrollView) }
            if let settings = node.scrollSettings {
                scrollView.contentSize = settings.contentSize?.size(in: window) ?? Self.extent(of: scrollView.subviews)
            }
        }
        return view
    }

    /// Configure a scroll view and add its rows (behind any other subviews).
    private mutating func scrollView(_ scrollView: ScrollView, _ settings: ScrollSettings, _ node: ViewNode)
        -> ScrollView
    {
        settings.apply(to: scrollView)
        if let rows = settings.rows {
            for (index, frame) in rows.frames(width: scrollView.frame.width, window: window).enumerated() {
                scrollView.addSubview(TapView(name: RowList.name(of: index, in: node.name), frame: frame))
            }
        }
        if let child = settings.nestedScrollingChild { links.append((scrollView, child)) }
        return scrollView
    }

    /// A nested container with its header and hover bar built, and a data
    /// source (kept alive here: the container holds it weakly) that builds
    /// each page from its node when the container asks for it.
    private mutating func nestedContainer(_ settings: NestedSettings, _ node: ViewNode, frame: Rect) -> NestedContainer
    {
        let container = NestedContainer(
            name: node.name, frame: frame, headerHeight: settings.headerHeight.points(in: window),
            hoverHeight: settings.hoverHeight.points(in: window), pageCreation: settings.pageCreation)
        if firstPagedView == nil { firstPagedView = .nested(container) }
        for header in settings.header { container.header.addSubview(view(from: header)) }
        for hover in settings.hover { container.hoverBar.addSubview(view(from: hover)) }
        let pages = NestedPageSource(pages: settings.pages, window: window, recognizerLinks: recognizerLinks)
        keptAlive.append(pages)
        container.dataSource = pages
        container.currentPageIndex = settings.initialPage
        return container
    }

    /// The default content size: to the right and bottom edges of the subviews.
    static func extent(of subviews: [View]) -> Size {
        Size(width: subviews.map(\.frame.maxX).max() ?? 0, height: subviews.map(\.frame.maxY).max() ?? 0)
    }

    /// Point each waiting scroll view at its `nestedChild`, now built under
    /// it. (A child inside a lazy page of a nested container is not built yet,
    /// and stays unlinked.)
    mutating func linkNestedChildren() {
        links.removeAll { link in
            guard let child = Self.descendant(named: link.child, of: link.owner) as? ScrollView else { return false }
            link.owner.nestedScrollingChild = child
            return true
        }
    }

    static func descendant(named name: String, of view: View) -> View? {
        for subview in view.subviews {
            if subview.name == name { return subview }
            if let found = descendant(named: name, of: subview) { return found }
        }
        return nil
    }
}

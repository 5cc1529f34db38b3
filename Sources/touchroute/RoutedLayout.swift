import ArgumentParser
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout

/// What the commands route against, the same whether it is the built-in
/// default layout or a layout file: the window, the scroll views whose offsets
/// are reported, and the pages `--page` turns.
///
/// ```
///  no --layout ─▶ DefaultLayout ─┐
///  --layout F  ─▶ LayoutFile.load(F).build ─┴─▶ RoutedLayout ─▶ run │ replay │ demo
/// ```
struct RoutedLayout {
    let window: Window
    /// The scroll views in tree order, read when asked: a nested container's
    /// lazy pages join once they are built.
    private let currentScrollViews: () -> [ScrollView]
    /// How many pages `--page` can choose from; nil when nothing pages.
    let pageCount: Int?
    private let turnTo: (Int) -> Void
    private let shownPage: () -> Int?
    /// What `--page` turns, for messages: "the default layout".
    private let pagedName: String
    /// Keeps the built layout (and the data sources its views hold weakly) alive.
    private let built: BuiltLayout?

    /// The default layout on a screen of `screen` points.
    init(standardOn screen: Size) {
        let layout = DefaultLayout(screen: screen)
        window = layout.window
        currentScrollViews = { [layout.pager] + layout.lists }
        pageCount = DefaultLayout.pageCount
        turnTo = layout.show(page:)
        shownPage = { layout.currentPage }
        pagedName = "the default layout"
        built = nil
    }

    /// `document` built on a window of its size, else `screen`.
    init(file document: LayoutDocument, screen: Size?) {
        let layout = document.build(screen: screen)
        window = layout.window
        currentScrollViews = { layout.scrollViews }
        pageCount = layout.pagedView?.pageCount
        turnTo = { layout.pagedView?.show(page: $0) }
        shownPage = { layout.pagedView?.currentPage }
        pagedName = layout.pagedView.map { "\(QuotedInput($0.view.name)) in \(document.file)" } ?? document.file
        built = layout
    }

    /// The layout file's, if given; else the default layout.
    init(_ document: LayoutDocument?, screen: Size) {
        if let document {
            self.init(file: document, screen: screen)
        } else {
            self.init(standardOn: screen)
        }
    }

    var scrollViews: [ScrollView] { currentScrollViews() }

    /// Start on `page` (`--page`); out of range is a usage error.
    func show(page: Int) throws {
        guard let pageCount, pageCount > 0 else {
            if page == 0 { return }
            throw ValidationError("--page needs a pager or nested container, and \(pagedName) has none.")
        }
        guard (0..<pageCount).contains(page) else {
            throw ValidationError("--page takes 0 to \(pageCount - 1) for \(pagedName), not \(page).")
        }
        turnTo(page)
    }

    /// `pager (0, 0)  list0 (0, 610.819)  (page 0)`: every scroll view's
    /// offset, and the page when something pages.
    var offsetsDescription: String {
        let offsets = scrollViews.map { "\($0.name) \($0.contentOffset)" }.joined(separator: "  ")
        return offsets + (shownPage().map { "  (page \($0))" } ?? "")
    }

    /// Each scroll view's offset by name, for a plot's starting values.
    var offsetsByName: [String: Point] {
        Dictionary(scrollViews.map { ($0.name, $0.contentOffset) }, uniquingKeysWith: { first, _ in first })
    }
}

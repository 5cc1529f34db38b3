import ArgumentParser
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout

/// What the commands route against: a layout document built for the screen,
/// the user's (`--layout`) or else the built-in default layout
/// (`LayoutDocument.defaultLayout`, Examples/remorseful-pager.yaml), with the
/// scroll views whose offsets are reported and the pages `--page` turns.
///
/// ```
///  no --layout ─▶ LayoutDocument.defaultLayout ─┐
///  --layout F  ─▶ LayoutFile.load(F) ───────────┴─▶ build(screen:) ─▶ run │ replay │ demo
/// ```
struct RoutedLayout {
    /// The built layout: the window, and the data sources its views hold weakly.
    private let built: BuiltLayout
    /// What `--page` turns, for messages: "the default layout", or the pager in a file.
    private let pagedName: String

    /// `document` (nil for the default layout) built on a window of its
    /// size, else `screen`.
    init(_ document: LayoutDocument?, screen: Size) {
        built = (document ?? .defaultLayout).build(screen: screen)
        if let document {
            pagedName = built.pagedView.map { "\(QuotedInput($0.view.name)) in \(document.file)" } ?? document.file
        } else {
            pagedName = "the default layout"
        }
    }

    var window: Window { built.window }

    /// What `--page` turns: the layout's first pager or nested container.
    var pagedView: PagedView? { built.pagedView }

    /// How many pages `--page` can choose from; nil when nothing pages.
    var pageCount: Int? { built.pagedView?.pageCount }

    /// The scroll views in tree order, read when asked: a nested container's
    /// lazy pages join once they are built.
    var scrollViews: [ScrollView] { built.scrollViews }

    /// Start on `page` (`--page`); out of range is a usage error.
    func show(page: Int) throws {
        guard let pageCount, pageCount > 0 else {
            if page == 0 { return }
            throw ValidationError("--page needs a pager or nested container, and \(pagedName) has none.")
        }
        guard (0..<pageCount).contains(page) else {
            throw ValidationError("--page takes 0 to \(pageCount - 1) for \(pagedName), not \(page).")
        }
        built.pagedView?.show(page: page)
    }

    /// `pager (0, 0)  list0 (0, 610.819)  (page 0)`: every scroll view's
    /// offset (with its zoom scale, `×2.5`, for one that zooms), and the page when something pages.
    var offsetsDescription: String {
        let offsets = scrollViews.map { view in
            "\(view.name) \(view.contentOffset)" + (view.isZoomable ? " ×\(view.zoomScale.compactDescription)" : "")
        }.joined(separator: "  ")
        return offsets + (built.pagedView.map { "  (page \($0.currentPage))" } ?? "")
    }

    /// The view named `name`, if any. - Complexity: O(views).
    func view(named name: String) -> View? { built.view(named: name) }

    /// Each scroll view's offset by name, for a plot's starting values.
    var offsetsByName: [String: Point] {
        Dictionary(scrollViews.map { ($0.name, $0.contentOffset) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each zooming scroll view's zoom scale by name, for a plot's starting values.
    var zoomsByName: [String: Double] {
        Dictionary(
            scrollViews.filter(\.isZoomable).map { ($0.name, $0.zoomScale) }, uniquingKeysWith: { first, _ in first })
    }
}

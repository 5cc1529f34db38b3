import TouchRoute

/// A layout file's views, built and live: the window to feed frames to, and
/// ways to find the views in it.
public struct BuiltLayout {
    /// The window: feed it `TouchFrame`s.
    public let window: Window
    /// The first pager in tree order, for `--page`; nil if there is none.
    public let pagedView: PagedView?
    /// Objects the views refer to weakly and that must live as long as they do.
    let keptAlive: [AnyObject]

    init(window: Window, pagedView: PagedView?, keptAlive: [AnyObject] = []) {
        self.window = window
        self.pagedView = pagedView
        self.keptAlive = keptAlive
    }

    /// Every view in the window, front to back within each parent's order:
    /// depth first, each view before its subviews, subviews back to front.
    /// - Complexity: O(views).
    public var views: [View] {
        var views: [View] = []
        func visit(_ view: View) {
            views.append(view)
            view.subviews.forEach(visit)
        }
        window.subviews.forEach(visit)
        return views
    }

    /// Every view by name. - Complexity: O(views).
    public var viewsByName: [String: View] {
        Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The view named `name`, if any. - Complexity: O(views).
    public func view(named name: String) -> View? {
        views.first { $0.name == name }
    }

    /// The scroll views in tree order (see `views`): the order offsets are reported in.
    public var scrollViews: [ScrollView] {
        views.compactMap { $0 as? ScrollView }
    }
}

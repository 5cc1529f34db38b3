import TouchRoute

/// A nested container's data source built from a layout file's page nodes:
/// each page's scroll view is built from its node when the container asks
/// (on first show with `.lazy`, at once with `.eager`).
///
/// The container holds its data source weakly; `BuiltLayout` keeps this one
/// alive as long as the layout.
final class NestedPageSource: NestedContainerDataSource {
    let pages: [ViewNode]
    /// The window's size, in points, for the pages' `vw` and `vh` lengths.
    let window: Size
    /// The layout's recognizer relationships, which a page's recognizers join when it is built.
    let recognizerLinks: RecognizerLinks
    /// What the built pages keep alive (the data sources of nested containers inside them).
    private var keptAlive: [AnyObject] = []

    init(pages: [ViewNode], window: Size, recognizerLinks: RecognizerLinks) {
        self.pages = pages
        self.window = window
        self.recognizerLinks = recognizerLinks
    }

    func numberOfPages(in container: NestedContainer) -> Int { pages.count }

    /// The page's scroll view, built at the size the container gives its pages
    /// (the container's width, its height less the hover bar), so rows span
    /// the page; its `nestedChild` links within the page are resolved here.
    func nestedContainer(_ container: NestedContainer, scrollViewForPageAt index: Int) -> ScrollView {
        var node = pages[index]
        node.frame = LayoutRect(
            Rect(
                origin: .zero,
                size: Size(
                    width: container.bounds.width, height: max(0, container.bounds.height - container.hoverHeight))))
        var builder = LayoutBuilder(window: window, recognizerLinks: recognizerLinks)
        let view = builder.view(from: node)
        builder.linkNestedChildren()
        keptAlive += builder.keptAlive
        // A page is a scroll node: the reader refuses anything else.
        return view as! ScrollView
    }
}

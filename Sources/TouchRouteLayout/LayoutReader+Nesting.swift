import TouchRoute

/// The keys of a `nested` node.
extension LayoutReader {
    static let nestedKeys = LayoutSchema.names(of: .nested)
    static let pageCreations: KeyValuePairs<String, PageCreation> = ["lazy": .lazy, "eager": .eager]
    static let pagesRemedy =
        "Give the pages as a list of scroll views, such as {type: scroll, name: list0, rows: {count: 50, height: 64}}."

    /// The nested container `node`'s keys (its header, hover bar and pages
    /// read here), registering the names the container gives its own views.
    mutating func nestedSettings(from keyed: KeyedNode, of node: ViewNode) throws(LayoutError) -> NestedSettings {
        var settings = NestedSettings()
        settings.headerHeight = try keyed["headerHeight"]?.nonNegativeLayoutLength("the height") ?? .zero
        settings.hoverHeight = try keyed["hoverHeight"]?.nonNegativeLayoutLength("the height") ?? .zero
        settings.pageCreation = try keyed["pageCreation"]?.choice(Self.pageCreations, what: "page creation") ?? .lazy
        if let header = keyed["header"] { settings.header = try views(from: header) }
        if let hover = keyed["hover"] { settings.hover = try views(from: hover) }
        let pagesNode = try keyed.required("pages", remedy: Self.pagesRemedy)
        for item in try pagesNode.items(remedy: Self.pagesRemedy) {
            let page = try view(from: item, framed: false)
            guard case .scroll = page.kind else {
                throw item.error("a page must be a scroll view", Self.pagesRemedy)
            }
            settings.pages.append(page)
        }
        if let page = keyed["page"] {
            let last = settings.pages.count - 1
            let remedy = last < 0 ? "Give pages first." : "Give a page index from 0 to \(last)."
            let index = try page.integer(in: Int.min...Int.max, remedy: remedy)
            guard last >= 0, (0...last).contains(index) else {
                throw page.error("page \(index) is out of range: there are \(settings.pages.count) pages", remedy)
            }
            settings.initialPage = index
        }
        for name in settings.partNames(of: node.name) {
            try book.register(
                name, at: keyed.placed, scrolls: name.hasSuffix(".pager"), madeBy: " (made by the nested container)")
        }
        return settings
    }
}

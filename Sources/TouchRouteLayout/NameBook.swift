import TouchRouteEvdev

/// The names met while reading a layout file, with where each was given, so a
/// repeated name is reported with both places, and each `nestedChild` link is
/// checked once the whole file has been read. Every view is registered here,
/// so it also keeps the file within `LayoutLimits.mostViews`.
struct NameBook {
    struct Entry {
        let path: String
        let line: Int
        /// Whether the view is a scroll view (can be a `nestedChild`).
        let scrolls: Bool
    }

    /// A `nestedChild` to check: `child` must be a scroll view among `descendants`.
    struct Link {
        let owner: String
        let child: String
        let descendants: Set<String>
        let placed: PlacedNode
    }

    private var entries: [String: Entry] = [:]
    private var links: [Link] = []

    /// The file has made `LayoutLimits.mostViews` views: reading more of it
    /// would only repeat that error.
    var isFull: Bool { entries.count >= LayoutLimits.mostViews }
    /// A view was refused for passing `LayoutLimits.mostViews` (and said so).
    private(set) var hasRefusedAView = false

    /// The error for a view made at `placed` past `LayoutLimits.mostViews`.
    static func tooManyViews(at placed: PlacedNode) -> LayoutError {
        placed.error(
            "the file makes more than \(LayoutLimits.mostViews) views, rows included",
            "Use fewer or shorter row lists: a screen shows a few dozen rows at a time.")
    }

    /// Note `name`, given at `placed`; a name seen before is an error naming both places.
    mutating func register(_ name: String, at placed: PlacedNode, scrolls: Bool, madeBy origin: String = "")
        throws(LayoutError)
    {
        if let earlier = entries[name] {
            throw placed.error(
                "the name \(QuotedInput(name))\(origin) is already used at \(earlier.path) (line \(earlier.line))",
                "Give every view its own name.")
        }
        guard entries.count < LayoutLimits.mostViews else {
            hasRefusedAView = true
            throw Self.tooManyViews(at: placed)
        }
        entries[name] = Entry(path: placed.path, line: placed.line, scrolls: scrolls)
    }

    mutating func add(_ link: Link) { links.append(link) }

    /// Check every `nestedChild` against the names of the whole file.
    func checkLinks() throws(LayoutError) {
        let remedy = "Name a scroll view inside this one."
        for link in links {
            guard let entry = entries[link.child] else {
                throw link.placed.error("no view is named \(QuotedInput(link.child))", remedy)
            }
            guard link.descendants.contains(link.child) else {
                throw link.placed.error("\(QuotedInput(link.child)) is not inside \(QuotedInput(link.owner))", remedy)
            }
            guard entry.scrolls else {
                throw link.placed.error("\(QuotedInput(link.child)) is not a scroll view", remedy)
            }
        }
    }
}

import TouchRouteEvdev

/// The recognizer names met while reading a layout file, and the names their
/// `requiresFailureOf` and `simultaneousWith` lists refer to, checked once
/// the whole file has been read (a list may name a recognizer given later).
/// Recognizer names are their own namespace: a recognizer may share a view's name.
struct RecognizerNameBook {
    /// A name in a relationship list, with where it was given.
    struct Reference {
        let owner: String
        let name: String
        let placed: PlacedNode
        /// Whether it is a `requiresFailureOf` entry (which must not form a cycle).
        let waiting: Bool
    }

    private var places: [String: PlacedNode] = [:]
    private var references: [Reference] = []
    /// The `action` node of each recognizer that has one, by recognizer name.
    private(set) var zoomToggles: [String: PlacedNode] = [:]

    /// Note `name`, given at `placed`; a name seen before is an error naming both places.
    mutating func register(_ name: String, at placed: PlacedNode) throws(LayoutError) {
        if let earlier = places[name] {
            throw placed.error(
                "the recognizer name \(QuotedInput(name)) is already used at \(earlier.place)",
                "Give every recognizer its own name.")
        }
        places[name] = placed
    }

    mutating func refer(to name: String, from owner: String, at placed: PlacedNode, waiting: Bool) {
        references.append(Reference(owner: owner, name: name, placed: placed, waiting: waiting))
    }

    mutating func noteZoomToggle(of name: String, at placed: PlacedNode) {
        zoomToggles[name] = placed
    }

    /// Every referenced name exists and is not the referrer's own, and no
    /// recognizer waits, through others, for itself to fail.
    func checkReferences() throws(LayoutError) {
        let remedy = "Name a recognizer given in a recognizers: list of this file."
        for reference in references {
            guard places[reference.name] != nil else {
                throw reference.placed.error("no recognizer is named \(QuotedInput(reference.name))", remedy)
            }
            guard reference.name != reference.owner else {
                throw reference.placed.error(
                    "\(QuotedInput(reference.name)) names the recognizer itself", "Name another recognizer.")
            }
        }
        var waits: [String: [Reference]] = [:]
        for reference in references where reference.waiting { waits[reference.owner, default: []].append(reference) }
        var finished: Set<String> = []
        for start in waits.keys.sorted() {
            try visit(start, path: [], waits: waits, finished: &finished)
        }
    }

    /// Depth first from `name`; a name met again on the path closes a cycle,
    /// reported at the entry that closes it.
    private func visit(_ name: String, path: [String], waits: [String: [Reference]], finished: inout Set<String>)
        throws(LayoutError)
    {
        guard !finished.contains(name) else { return }
        for reference in waits[name] ?? [] {
            if let start = path.firstIndex(of: reference.name) {
                let cycle = (path[start...] + [name, reference.name]).joined(separator: " → ")
                throw reference.placed.error(
                    "requiresFailureOf makes a cycle, \(cycle)",
                    "A recognizer cannot wait, through others, for itself to fail: remove one of these requirements.")
            }
            try visit(reference.name, path: path + [name], waits: waits, finished: &finished)
        }
        finished.insert(name)
    }
}

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

    /// Where `name` was registered, if it was.
    func place(of name: String) -> PlacedNode? { places[name] }

    mutating func refer(to name: String, from owner: String, at placed: PlacedNode, waiting: Bool) {
        references.append(Reference(owner: owner, name: name, placed: placed, waiting: waiting))
    }

    mutating func noteZoomToggle(of name: String, at placed: PlacedNode) {
        zoomToggles[name] = placed
    }

    /// Every referenced name exists and is not the referrer's own, and no
    /// recognizer waits, through others, for itself to fail.
    func checkReferences() throws(LayoutError) {
        let remedy =
            "Name a recognizer given in a recognizers: list of this file, or a scroll view's own as <view name>.pan or <view name>.pinch."
        for reference in references {
            guard places[reference.name] != nil else {
                throw reference.placed.error("no recognizer is named \(QuotedInput(reference.name))", remedy)
            }
            guard reference.name != reference.owner else {
                throw reference.placed.error(
                    "\(QuotedInput(reference.name)) names the recognizer itself", "Name another recognizer.")
            }
        }
        try checkForCycles()
    }

    /// Peel off, again and again, the recognizers that wait for none left
    /// (Kahn's topological sort, without recursion: a hostile file may chain
    /// thousands); any left wait in a cycle, reported at the entry that
    /// closes it, found by walking from the first left by name.
    /// - Complexity: O(recognizers + references).
    private func checkForCycles() throws(LayoutError) {
        let waits = Dictionary(grouping: references.filter(\.waiting), by: \.owner)
        var unresolved = waits.mapValues(\.count)
        var waitedBy: [String: [String]] = [:]
        for reference in waits.values.joined() { waitedBy[reference.name, default: []].append(reference.owner) }
        var ready = places.keys.filter { unresolved[$0] == nil }
        while let name = ready.popLast() {
            for owner in waitedBy[name] ?? [] {
                unresolved[owner, default: 0] -= 1
                if unresolved[owner] == 0 { ready.append(owner) }
            }
        }
        guard let start = unresolved.filter({ $0.value > 0 }).keys.min() else { return }
        var path = [start]
        var positions = [start: 0]
        while true {
            // A recognizer left waiting waits for at least one other left waiting.
            guard let next = waits[path[path.count - 1]]?.first(where: { unresolved[$0.name, default: 0] > 0 })
            else { return }
            if let position = positions[next.name] {
                let names = Array(path[position...]) + [next.name]
                // A long cycle is shown by its ends: a message stays a line.
                let cycle =
                    names.count <= 8
                    ? names.joined(separator: " → ")
                    : (names.prefix(3) + ["…"] + names.suffix(3)).joined(separator: " → ")
                        + " (\(names.count - 1) recognizers)"
                throw next.placed.error(
                    "requiresFailureOf makes a cycle, \(cycle)",
                    "A recognizer cannot wait, through others, for itself to fail: remove one of these requirements.")
            }
            positions[next.name] = path.count
            path.append(next.name)
        }
    }
}

import TouchRoute
import TouchRouteEvdev

/// The `recognizers:` key of any view, and the `zoom` keys of scroll views.
extension LayoutReader {
    /// The `kind:` words: every built-in kind's name, in `BuiltInRecognizer.all`'s order.
    static let kinds = BuiltInRecognizer.all.map { (key: $0.kind.name, value: $0.kind) }
    static let directions: KeyValuePairs<String, SwipeDirection> = [
        "right": .right, "left": .left, "up": .up, "down": .down,
    ]
    static let edges: KeyValuePairs<String, RectEdges> = [
        "top": .top, "left": .left, "bottom": .bottom, "right": .right, "all": .all,
    ]
    /// The keys every recognizer takes.
    static let recognizerKeys = LayoutSchema.names(of: .recognizer)

    static let recognizersRemedy = "Give the recognizers as a list of mappings, each with kind and name."

    /// A view's `recognizers:` list.
    /// A recognizer that cannot be read is noted and left out, and the list
    /// reads on.
    mutating func recognizers(from placed: PlacedNode) throws(LayoutError) -> [RecognizerNode] {
        var nodes: [RecognizerNode] = []
        for item in try placed.items(remedy: Self.recognizersRemedy) {
            do {
                nodes.append(try recognizer(from: item))
            } catch {
                note(error)
            }
        }
        return nodes
    }

    mutating func recognizer(from placed: PlacedNode) throws(LayoutError) -> RecognizerNode {
        let keyed = try placed.mapping(remedy: Self.recognizersRemedy)
        let kindWords = Self.kinds.map(\.key).joined(separator: ", ")
        let kind = try keyed.required("kind", remedy: "Give the kind: \(kindWords).").choice(Self.kinds, what: "kind")
        try keyed.refuseUnknownKeys(
            allowed: Self.recognizerKeys + Self.parameterKeys(of: kind),
            for: "\(kind.article) \(kind.name) recognizer")
        let nameNode = try keyed.required("name", remedy: "Give every recognizer a name, such as zoom1.")
        var node = RecognizerNode(kind: kind, name: try nameNode.string(), line: placed.line)
        try recognizerBook.register(node.name, at: nameNode)
        try readParameters(from: keyed, into: &node)
        try readRelationships(from: keyed, into: &node)
        node.cancelsTouches = try keyed["cancelsTouches"]?.bool()
        node.delaysBegan = try keyed["delaysBegan"]?.bool()
        node.delaysEnded = try keyed["delaysEnded"]?.bool()
        if let action = keyed["action"] {
            node.action = try self.action(from: action)
            recognizerBook.noteZoomToggle(of: node.name, at: action)
        }
        return node
    }

    /// `requiresFailureOf` and `simultaneousWith` of `keyed` into `node`,
    /// each name noted for the check once the whole file is read.
    mutating func readRelationships(from keyed: KeyedNode, into node: inout RecognizerNode) throws(LayoutError) {
        for (key, isFailure) in [("requiresFailureOf", true), ("simultaneousWith", false)] {
            guard let list = keyed[key] else { continue }
            let remedy = "Give a list of recognizer names, such as [zoom1] or [list0.pan]."
            var names: [String] = []
            for item in try list.items(remedy: remedy) {
                let name = try item.string(remedy: remedy)
                recognizerBook.refer(to: name, from: node.name, at: item, waiting: isFailure)
                names.append(name)
            }
            if isFailure { node.requiresFailureOf = names } else { node.simultaneousWith = names }
        }
    }

    /// `{zoomToggle: [1, 2.5]}`.
    func action(from placed: PlacedNode) throws(LayoutError) -> RecognizerAction {
        let remedy = "Give the action as {zoomToggle: [1, 2.5]}: the scale to leave and the scale to zoom to."
        let keyed = try placed.mapping(remedy: remedy)
        try keyed.refuseUnknownKeys(allowed: LayoutSchema.names(of: .action), for: "an action")
        let scalesNode = try keyed.required("zoomToggle", remedy: remedy)
        let scales = try scalesNode.list(of: 2, shape: "[from, to]", remedy: remedy) { item throws(LayoutError) in
            try item.zoomScale()
        }
        guard scales[0] != scales[1] else {
            throw scalesNode.error(
                "both scales are \(scales[0].compactDescription)", "Give two different scales, such as [1, 2.5].")
        }
        return .zoomToggle(from: scales[0], to: scales[1])
    }

    /// `zoom: {minimum: 1, maximum: 4}` into `settings`; a scale left out
    /// stays 1, as `ScrollView`'s.
    func zoom(from placed: PlacedNode, into settings: inout ScrollSettings) throws(LayoutError) {
        let remedy = "Give the zoom as {minimum: 1, maximum: 4}: the smallest and largest scales."
        let keyed = try placed.mapping(remedy: remedy)
        try keyed.refuseUnknownKeys(allowed: LayoutSchema.names(of: .zoom), for: "zoom")
        settings.minimumZoomScale = try keyed["minimum"]?.zoomScale()
        settings.maximumZoomScale = try keyed["maximum"]?.zoomScale()
        let minimum = settings.minimumZoomScale ?? 1
        let maximum = settings.maximumZoomScale ?? 1
        guard maximum >= minimum else {
            throw (keyed["maximum"] ?? placed).error(
                "the maximum \(maximum.compactDescription) is less than the minimum \(minimum.compactDescription)",
                "Give a maximum at least the minimum, such as {minimum: 1, maximum: 4}.")
        }
    }
}

extension PlacedNode {
    /// A zoom scale: a positive number, at most `LayoutLimits.largestZoomScale`.
    func zoomScale() throws(LayoutError) -> Double {
        let remedy = "Give a scale such as 2.5: 1 shows the content at its size, 2 twice as large."
        let value = try number(remedy: remedy)
        guard value > 0, value <= LayoutLimits.largestZoomScale else {
            throw error(
                "the scale \(value.compactDescription) is not between 0 and "
                    + LayoutLimits.largestZoomScale.compactDescription, remedy)
        }
        return value
    }

    /// A duration in seconds, more than 0 and at most a minute.
    func seconds() throws(LayoutError) -> Double {
        let remedy = "Give a duration in seconds, such as 0.5."
        let value = try number(remedy: remedy)
        guard value > 0, value <= 60 else {
            throw error("\(value.compactDescription) s is not more than 0 and at most 60 s", remedy)
        }
        return value
    }

    /// One word of `words`, or a list of them, as a set of options.
    func options<Option: OptionSet>(_ words: KeyValuePairs<String, Option>, what: String) throws(LayoutError)
        -> Option where Option.Element == Option
    {
        guard case .sequence = node else { return try choice(words, what: what) }
        let items = try items(remedy: "Give one \(what) or a list of them.")
        guard !items.isEmpty else {
            throw error("the list of \(what)s is empty", "Give at least one \(what).")
        }
        var set: Option = []
        for item in items { set.formUnion(try item.choice(words, what: what)) }
        return set
    }
}

extension LayoutReader {
    /// Every `zoomToggle` has something to zoom: a scroll view with a zoom
    /// range at its recognizer's view, around it or inside it.
    func checkZoomToggles(in views: [ViewNode], underZoom: Bool = false) throws(LayoutError) {
        for view in views {
            let zoomsHere = underZoom || view.scrollSettings?.zooms == true
            for recognizer in view.recognizers {
                guard let action = recognizerBook.zoomToggles[recognizer.name], !zoomsHere, !view.holdsZoom else {
                    continue
                }
                throw action.error(
                    "no scroll view at, around or inside \(QuotedInput(view.name)) zooms",
                    "Give the scroll view to zoom a zoom range, such as zoom: {minimum: 1, maximum: 4}.")
            }
            try checkZoomToggles(in: view.childNodes, underZoom: zoomsHere)
        }
    }
}

extension GestureKind {
    /// "an" before a kind that starts with a vowel (`an edge-pan recognizer`), else "a".
    fileprivate var article: String { name.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
}

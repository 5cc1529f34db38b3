import TouchRoute

/// Turns a composed YAML tree into a `LayoutDocument`, checking every key and
/// value against the schema (see `LayoutDocument`) as it goes, and the names
/// and `nestedChild` links once the whole tree is read.
///
/// Like a compiler, it reads on past an error: a view, an output or a key
/// that is wrong is noted (`errors`) and left out, and the reading goes on
/// with the next, so one run reports every problem, in file order
/// (`LayoutError.collected`). The checks across the file (names, links,
/// zoom toggles) run only when the parts they join were read without error:
/// a view left out would make its links look broken.
struct LayoutReader {
    // The keys each mapping takes: `LayoutSchema`'s, the one table of them.
    static let documentKeys = LayoutSchema.names(of: .document)
    static let viewKeys = LayoutSchema.names(of: .view)
    static let scrollKeys = LayoutSchema.names(of: .scroll)
    static let pagerKeys = LayoutSchema.names(of: .pager)

    static let viewsRemedy = "Give the views as a list of mappings, each with type, name and frame."
    static let frameRemedy = "Give the frame as [x, y, width, height] in points."

    var book = NameBook()
    var recognizerBook = RecognizerNameBook()
    /// The file's `size`, in points, once read; nil when it gives none.
    private(set) var windowSize: Size?
    /// How many views enclose the one being read (0 for the window's own).
    private var depth = 0
    /// The errors noted so far, in the order found; at most `mostKept`.
    private(set) var errors: [LayoutError] = []
    /// Errors found past `mostKept`, only counted.
    private(set) var uncountedErrors = 0
    /// The most errors kept: a 1 MiB file of broken views has hundreds of
    /// thousands, and only the first `LayoutError.mostReported` in file
    /// order are shown.
    static let mostKept = 1000

    /// Note `error` and read on.
    mutating func note(_ error: LayoutError) {
        if errors.count < Self.mostKept { errors.append(error) } else { uncountedErrors += 1 }
    }

    /// Note each of `errors` and read on.
    mutating func note(_ errors: [LayoutError]) {
        for error in errors { note(error) }
    }

    mutating func document(from placed: PlacedNode) throws(LayoutError) -> LayoutDocument {
        guard case .mapping = placed.node else {
            throw LayoutError(
                file: placed.file, line: placed.line, keyPath: "",
                problem: "the layout must be a mapping with the keys size and views, found \(placed.found)",
                remedy: "Start the file with \"views:\" (YAML) or {\"views\": [...]} (JSON).")
        }
        let keyed = try placed.mapping(remedy: Self.viewsRemedy)
        note(keyed.unknownKeyErrors(allowed: Self.documentKeys, for: "the layout"))
        var size: Size?
        do {
            size = try keyed["size"].map { node throws(LayoutError) in
                try node.size(smallest: LayoutLimits.smallestWindowSide, largest: LayoutLimits.largestWindowSide)
            }
        } catch {
            note(error)
        }
        windowSize = size
        var decisions: DecisionSampling?
        do {
            decisions = try keyed["decisions"]?.choice(Self.decisionSamplings, what: "decision sampling")
        } catch {
            note(error)
        }
        var views: [ViewNode] = []
        do {
            views = try self.views(from: keyed.required("views", remedy: Self.viewsRemedy))
        } catch {
            note(error)
        }
        if errors.isEmpty {
            do {
                try book.checkLinks()
                try recognizerBook.checkReferences()
                try checkZoomToggles(in: views)
            } catch {
                note(error)
            }
        }
        var outputs: [PlacedOutput] = []
        do {
            outputs =
                try keyed["outputs"].map { node throws(LayoutError) in try self.outputs(from: node, window: size) }
                ?? []
        } catch {
            note(error)
        }
        if !errors.isEmpty { throw LayoutError.collected(errors, beyond: uncountedErrors) }
        return LayoutDocument(
            file: placed.file, size: size, decisionSampling: decisions, views: views, outputs: outputs.map(\.output),
            outputFrameLines: Dictionary(
                outputs.map { output in (output.output.name, output.frame.line) },
                uniquingKeysWith: { first, _ in first }))
    }

    /// A list of view mappings. A view that cannot be read is noted and
    /// left out, and the list reads on, until the file has made too many
    /// views (then every later view would only say so again).
    mutating func views(from placed: PlacedNode) throws(LayoutError) -> [ViewNode] {
        var views: [ViewNode] = []
        for item in try placed.items(remedy: Self.viewsRemedy) {
            guard !book.isFull else {
                // Said once, at the first view past the limit (unless a row
                // said it already); the rest go unread.
                if !book.hasRefusedAView { note(NameBook.tooManyViews(at: item)) }
                break
            }
            do {
                views.append(try view(from: item))
            } catch {
                note(error)
            }
        }
        return views
    }

    /// One view and its subviews. `framed` is false for a nested container's
    /// pages, whose frame is optional (the container sizes them).
    mutating func view(from placed: PlacedNode, framed: Bool = true) throws(LayoutError) -> ViewNode {
        guard depth < LayoutLimits.deepestNesting else {
            throw placed.error(
                "views are nested more than \(LayoutLimits.deepestNesting) deep",
                "Flatten the hierarchy: real layouts are 10 to 30 views deep.")
        }
        depth += 1
        defer { depth -= 1 }
        let keyed = try placed.mapping(remedy: Self.viewsRemedy)
        let typeNode = try keyed.required("type", remedy: "Give the type: \(Self.typeWords).")
        let type = try typeNode.choice(Self.types, what: "view type")
        var allowed = Self.viewKeys
        if type.scrolls { allowed += Self.scrollKeys }
        if type == .pager { allowed += Self.pagerKeys }
        if type == .nested { allowed += Self.nestedKeys }
        note(keyed.unknownKeyErrors(allowed: allowed, for: type.phrase))
        // From here on each key is read on its own: an error in one is noted,
        // and the others are still read, so that every error of the view is
        // reported; the view itself is then left out.
        let errorsBefore = errors.count
        let nameNode = try keyed.required("name", remedy: "Give every view a name, such as list0.")
        let name = try nameNode.string()
        try book.register(name, at: nameNode, scrolls: type.scrolls)
        var frame = LayoutRect.zero
        do {
            if framed {
                frame = try keyed.required("frame", remedy: Self.frameRemedy).layoutFrame()
            } else {
                frame = try keyed["frame"]?.layoutFrame() ?? .zero
            }
        } catch {
            note(error)
        }
        var node = ViewNode(name: name, frame: frame, kind: .view, line: placed.line)
        do {
            if let hidden = keyed["hidden"] { node.isHidden = try hidden.bool() }
        } catch {
            note(error)
        }
        do {
            if let interaction = keyed["interaction"] { node.isUserInteractionEnabled = try interaction.bool() }
        } catch {
            note(error)
        }
        do {
            if let multipleTouch = keyed["multipleTouch"] { node.isMultipleTouchEnabled = try multipleTouch.bool() }
        } catch {
            note(error)
        }
        do {
            if let subviews = keyed["subviews"] { node.subviews = try views(from: subviews) }
        } catch {
            note(error)
        }
        do {
            if let recognizers = keyed["recognizers"] { node.recognizers = try self.recognizers(from: recognizers) }
        } catch {
            note(error)
        }
        do {
            if type.scrolls || type == .nested {
                node.scrollRecognizers = try scrollRecognizers(of: name, from: keyed, at: nameNode)
            }
        } catch {
            note(error)
        }
        do {
            switch type {
            case .view: node.kind = .view
            case .tap: node.kind = .tap
            case .control: node.kind = .control
            case .scroll: node.kind = .scroll(try scrollSettings(from: keyed, of: node))
            case .pager:
                node.kind = .pager(try scrollSettings(from: keyed, of: node), try pagerSettings(from: keyed))
                try checkPageCount(of: node, at: keyed["contentSize"] ?? placed)
            case .nested: node.kind = .nested(try nestedSettings(from: keyed, of: node))
            }
        } catch {
            note(error)
        }
        if errors.count > errorsBefore, let last = errors.popLast() {
            // The view is left out: its last error goes up as the throw (the
            // caller notes it again), the rest stay noted.
            throw last
        }
        return node
    }

    /// `decisions`: where the window judges its thresholds (`Window.decisionSampling`).
    static let decisionSamplings: KeyValuePairs<String, DecisionSampling> = ["path": .path, "samples": .samples]

    static let types: KeyValuePairs<String, ViewType> = [
        "view": .view, "tap": .tap, "control": .control, "scroll": .scroll, "pager": .pager, "nested": .nested,
    ]
    static var typeWords: String { types.map(\.key).joined(separator: ", ") }
}

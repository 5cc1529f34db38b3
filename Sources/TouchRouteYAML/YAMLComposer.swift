/// Builds `YAMLNode`s from a parser's events, refusing what our readers
/// never take: aliases, a key twice in one mapping, a second document, and
/// nesting deeper than `maximumDepth`.
///
/// It keeps its own stack, not the call stack, so no input can overflow it.
package enum YAMLComposer {
    /// The deepest nesting of lists and mappings composed: a layout nests
    /// views a few dozen deep at most, and a recording's deepest node is 4.
    package static let maximumDepth = 256

    /// The one document of `bytes`; nil for an empty stream (no document, or
    /// only comments).
    package static func document(of bytes: some Collection<UInt8>) throws(YAMLError) -> YAMLNode? {
        try document(of: YAMLParser(bytes: bytes))
    }

    /// The one document of the stream `parser` is at the start of; nil for
    /// an empty stream.
    package static func document(of parser: YAMLParser) throws(YAMLError) -> YAMLNode? {
        var event = try parser.next()
        if case .streamStart = event.kind { event = try parser.next() }
        guard case .documentStart = event.kind else { return nil }  // the stream's end
        let root = try node(startingWith: parser.next(), in: parser)
        _ = try parser.next()  // the document's end
        let after = try parser.next()
        guard case .streamEnd = after.kind else { throw .anotherDocument(after.start) }
        return root
    }

    /// The node that `first` (an event just taken from `parser`) starts,
    /// taking the rest of its events from `parser`.
    package static func node(startingWith first: YAMLEvent, in parser: YAMLParser) throws(YAMLError) -> YAMLNode {
        try node(startingWith: first, in: parser, keepingValues: true)
    }

    /// Reads past the node that `first` starts, refusing what `node(startingWith:in:)`
    /// refuses but keeping nothing: for what a reader skips, such as a `hid:`
    /// descriptor of thousands of numbers. Memory: the keys of the mappings
    /// still open.
    package static func skipNode(startingWith first: YAMLEvent, in parser: YAMLParser) throws(YAMLError) {
        _ = try node(startingWith: first, in: parser, keepingValues: false)
    }

    /// Without `keepingValues`, the collections are composed empty but for
    /// their mappings' keys, which the check for a repeated key needs.
    ///
    /// Each node is added to its parent in place (`stack`'s last element), so
    /// a list of n items is composed in O(n), not copied for every item.
    private static func node(
        startingWith first: YAMLEvent, in parser: YAMLParser, keepingValues: Bool
    ) throws(YAMLError) -> YAMLNode {
        var stack: [Open] = []
        var event = first
        while true {
            var completed: YAMLNode?
            switch event.kind {
            case .scalar(let scalar):
                completed = .scalar(scalar)
            case .alias:
                throw .alias(event.start)
            case .sequenceStart(let flow):
                stack.append(Open(isMapping: false, mark: event.start, isFlow: flow))
            case .mappingStart(let flow):
                stack.append(Open(isMapping: true, mark: event.start, isFlow: flow))
            case .sequenceEnd, .mappingEnd:
                guard let open = stack.popLast() else { throw unexpected(event) }
                if open.isMapping {
                    try refuseDuplicates(among: open.entries.map(\.key))
                    completed = .mapping(YAMLMapping(entries: open.entries, mark: open.mark, isFlow: open.isFlow))
                } else {
                    completed = .sequence(YAMLSequence(items: open.items, mark: open.mark, isFlow: open.isFlow))
                }
            case .streamStart, .streamEnd, .documentStart, .documentEnd:
                throw unexpected(event)
            }
            if stack.count > maximumDepth {
                throw .syntax(
                    problem: "nesting deeper than \(maximumDepth) lists and mappings", mark: event.start, context: nil)
            }
            if let node = completed {
                guard !stack.isEmpty else { return node }
                stack[stack.count - 1].add(node, keepingValues: keepingValues)
            }
            event = try parser.next()
        }
    }

    /// A collection being composed; a mapping's key waits for its value.
    private struct Open {
        var isMapping: Bool
        var mark: YAMLMark
        var isFlow: Bool
        var items: [YAMLNode] = []
        var entries: [YAMLMapping.Entry] = []
        var pendingKey: YAMLNode?

        init(isMapping: Bool, mark: YAMLMark, isFlow: Bool) {
            self.isMapping = isMapping
            self.mark = mark
            self.isFlow = isFlow
        }

        /// A mapping's keys are kept even without `keepingValues`, its values
        /// and a list's items are not.
        mutating func add(_ node: YAMLNode, keepingValues: Bool) {
            if !isMapping {
                if keepingValues { items.append(node) }
            } else if let key = pendingKey {
                entries.append(YAMLMapping.Entry(key: key, value: keepingValues ? node : Self.skipped))
                pendingKey = nil
            } else {
                pendingKey = node
            }
        }

        /// What stands for a value that was not kept.
        private static let skipped = YAMLNode.scalar(YAMLScalar(text: "", mark: YAMLMark(line: 0, column: 0)))
    }

    /// libyaml never sends events out of order; should it, say so where.
    private static func unexpected(_ event: YAMLEvent) -> YAMLError {
        .syntax(problem: "unexpected \(event.kind)", mark: event.start, context: nil)
    }

    /// Refuses a key written twice among the keys of one mapping, as composing
    /// the mapping would: for a reader that walks a long mapping by its events
    /// instead of composing it. Keys are compared as written (scalars by text;
    /// other keys never match).
    package static func refuseDuplicates(among mappingKeys: [YAMLNode]) throws(YAMLError) {
        let keys = mappingKeys.compactMap { $0.scalar }
        guard keys.count > 1 else { return }
        var seen: [String: YAMLMark] = [:]
        var repeated: [String: YAMLMark] = [:]
        for key in keys {
            if let first = seen[key.text] {
                repeated[key.text] = first
            } else {
                seen[key.text] = key.mark
            }
        }
        guard let first = repeated.keys.min() else { return }
        throw .duplicateKeys(repeated.keys.sorted(), mark: repeated[first]!)
    }
}

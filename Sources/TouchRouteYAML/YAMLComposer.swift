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
                stack.append(.sequence(YAMLSequence(items: [], mark: event.start, isFlow: flow)))
            case .mappingStart(let flow):
                stack.append(.mapping(YAMLMapping(entries: [], mark: event.start, isFlow: flow), pendingKey: nil))
            case .sequenceEnd, .mappingEnd:
                guard let open = stack.popLast() else { throw unexpected(event) }
                switch open {
                case .sequence(let sequence): completed = .sequence(sequence)
                case .mapping(let mapping, _):
                    try refuseDuplicateKeys(in: mapping)
                    completed = .mapping(mapping)
                }
            case .streamStart, .streamEnd, .documentStart, .documentEnd:
                throw unexpected(event)
            }
            if stack.count > maximumDepth {
                throw .syntax(
                    problem: "nesting deeper than \(maximumDepth) lists and mappings", mark: event.start, context: nil)
            }
            if let node = completed {
                guard let parent = stack.popLast() else { return node }
                switch parent {
                case .sequence(var sequence):
                    sequence.items.append(node)
                    stack.append(.sequence(sequence))
                case .mapping(var mapping, let key?):
                    mapping.entries.append(YAMLMapping.Entry(key: key, value: node))
                    stack.append(.mapping(mapping, pendingKey: nil))
                case .mapping(let mapping, nil):
                    stack.append(.mapping(mapping, pendingKey: node))
                }
            }
            event = try parser.next()
        }
    }

    /// A collection being composed; a mapping's key waits for its value.
    private enum Open {
        case sequence(YAMLSequence)
        case mapping(YAMLMapping, pendingKey: YAMLNode?)
    }

    /// libyaml never sends events out of order; should it, say so where.
    private static func unexpected(_ event: YAMLEvent) -> YAMLError {
        .syntax(problem: "unexpected \(event.kind)", mark: event.start, context: nil)
    }

    /// Keys are compared as written (scalars by text; other keys never match).
    private static func refuseDuplicateKeys(in mapping: YAMLMapping) throws(YAMLError) {
        let keys = mapping.entries.compactMap { $0.key.scalar }
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

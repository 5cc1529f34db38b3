/// A composed YAML value: a scalar, or a list or mapping of nodes, each with
/// where it starts. For small documents (a layout) and for the small pieces
/// of a stream (one frame of a `libinput record`); a long stream is read
/// event by event instead (`YAMLParser`).
package enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case sequence(YAMLSequence)
    case mapping(YAMLMapping)

    /// Where the node starts: a scalar's first character, a collection's
    /// `[`, `{`, first `- ` or first key.
    package var mark: YAMLMark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .sequence(let sequence): sequence.mark
        case .mapping(let mapping): mapping.mark
        }
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = self { scalar } else { nil }
    }

    package var sequence: YAMLSequence? {
        if case .sequence(let sequence) = self { sequence } else { nil }
    }

    package var mapping: YAMLMapping? {
        if case .mapping(let mapping) = self { mapping } else { nil }
    }
}

/// A list: `[a, b]` or `- ` lines.
package struct YAMLSequence: Sendable {
    package var items: [YAMLNode]
    package var mark: YAMLMark
    /// Written in brackets rather than as `- ` lines.
    package var isFlow: Bool

    package init(items: [YAMLNode], mark: YAMLMark, isFlow: Bool) {
        self.items = items
        self.mark = mark
        self.isFlow = isFlow
    }
}

/// A mapping, its entries in the file's order; no key appears twice (the
/// composer refuses that), and a key is any node (our readers want scalars).
package struct YAMLMapping: Sendable {
    package struct Entry: Sendable {
        package var key: YAMLNode
        package var value: YAMLNode

        package init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    package var entries: [Entry]
    package var mark: YAMLMark
    /// Written in braces rather than as `key: value` lines.
    package var isFlow: Bool

    package init(entries: [Entry], mark: YAMLMark, isFlow: Bool) {
        self.entries = entries
        self.mark = mark
        self.isFlow = isFlow
    }

    /// The value of the scalar key `key`; nil when there is none.
    package subscript(key: String) -> YAMLNode? {
        entries.first { $0.key.scalar?.text == key }?.value
    }
}

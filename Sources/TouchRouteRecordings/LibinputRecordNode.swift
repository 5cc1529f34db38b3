import TouchRouteEvdev
import TouchRouteYAML

/// A node of a `libinput record` file as the composer built it, with the
/// line that messages about it name.
///
/// The line is the node's own, except for a mapping's value, which takes its
/// key's: `evdev:` with its entries on the lines below is reported at the
/// `evdev:` line, where a reader looks for it.
struct LibinputRecordNode {
    let node: YAMLNode
    /// 1-based.
    let line: Int

    init(_ node: YAMLNode, line: Int? = nil) {
        self.node = node
        self.line = line ?? node.mark.line
    }

    /// The value for `key` in a mapping; nil for a missing key or a non-mapping.
    subscript(key: String) -> LibinputRecordNode? {
        guard case .mapping(let mapping) = node else { return nil }
        for entry in mapping.entries where entry.key.scalar?.text == key {
            return LibinputRecordNode(entry.value, line: entry.key.mark.line)
        }
        return nil
    }

    /// The scalar's text, quotes and escapes resolved; nil for a collection.
    var text: String? { node.scalar?.text }

    /// Whether this is the empty value of `key:` or `- ` with nothing after it.
    var isEmptyScalar: Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.text.isEmpty && scalar.style == .plain
    }

    /// The items of a sequence; nil for anything else.
    var items: [LibinputRecordNode]? {
        guard case .sequence(let sequence) = node else { return nil }
        return sequence.items.map { LibinputRecordNode($0) }
    }

    /// The entries of a mapping, each key as text; nil for anything else.
    var entries: [(key: String, value: LibinputRecordNode)]? {
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.entries.map {
            (Self.flowText($0.key), LibinputRecordNode($0.value, line: $0.key.mark.line))
        }
    }

    /// What the node is, for "expected …, found …" messages: a scalar or a
    /// small collection quoted as flow YAML (`'[1, 2, 3]'`), a larger one by
    /// its size. Block collections are quoted in flow style too, so that the
    /// quote fits on the message's line.
    var summary: String {
        switch node {
        case .sequence(let sequence) where sequence.items.count > Self.largestQuotedCollection:
            "a list of \(sequence.items.count) items"
        case .mapping(let mapping) where mapping.entries.count > Self.largestQuotedCollection:
            "a mapping of \(mapping.entries.count) entries"
        default:
            QuotedInput(Self.flowText(node)).description
        }
    }

    /// The most items a collection quoted in a message may have; its quote
    /// is cut at `QuotedInput.defaultLimit` bytes anyway.
    private static let largestQuotedCollection = 8

    /// A node as flow YAML: `[0, 1]`, `{a: 1}`, a scalar as its text.
    private static func flowText(_ node: YAMLNode) -> String {
        switch node {
        case .scalar(let scalar): scalar.text
        case .sequence(let sequence) where sequence.items.count > largestQuotedCollection: "[…]"
        case .mapping(let mapping) where mapping.entries.count > largestQuotedCollection: "{…}"
        case .sequence(let sequence): "[" + sequence.items.map(flowText).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            "{" + mapping.entries.map { flowText($0.key) + ": " + flowText($0.value) }.joined(separator: ", ") + "}"
        }
    }
}

import TouchRouteEvdev
import Yams

/// A node of a `libinput record` file as Yams composed it, with the line that
/// messages about it name.
///
/// The line is the node's own, except for a mapping's value, which takes its
/// key's: `evdev:` with its entries on the lines below is reported at the
/// `evdev:` line, where a reader looks for it.
struct LibinputRecordNode {
    let node: Node
    /// 1-based.
    let line: Int

    init(_ node: Node, line: Int? = nil) {
        self.node = node
        self.line = line ?? node.mark?.line ?? 1
    }

    /// The value for `key` in a mapping; nil for a missing key or a non-mapping.
    subscript(key: String) -> LibinputRecordNode? {
        guard case .mapping(let mapping) = node else { return nil }
        for (name, value) in mapping where name.string == key {
            return LibinputRecordNode(value, line: name.mark?.line)
        }
        return nil
    }

    /// The scalar's text, quotes and escapes resolved; nil for a collection.
    var text: String? { node.scalar?.string }

    /// Whether this is the empty value of `key:` or `- ` with nothing after it.
    var isEmptyScalar: Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.string.isEmpty && scalar.style == .plain
    }

    /// The items of a sequence; nil for anything else.
    var items: [LibinputRecordNode]? {
        guard case .sequence(let sequence) = node else { return nil }
        return sequence.map { LibinputRecordNode($0) }
    }

    /// The entries of a mapping, each key as text; nil for anything else.
    var entries: [(key: String, value: LibinputRecordNode)]? {
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.map { (Self.flowText($0.key), LibinputRecordNode($0.value, line: $0.key.mark?.line)) }
    }

    /// What the node is, for "expected …, found …" messages: a scalar or a
    /// small collection quoted as flow YAML (`'[1, 2, 3]'`), a larger one by
    /// its size. (Yams does not keep whether a collection was written in flow
    /// or block style.)
    var summary: String {
        switch node {
        case .sequence(let sequence) where sequence.count > Self.largestQuotedCollection:
            "a list of \(sequence.count) items"
        case .mapping(let mapping) where mapping.count > Self.largestQuotedCollection:
            "a mapping of \(mapping.count) entries"
        default:
            QuotedInput(Self.flowText(node)).description
        }
    }

    /// The most items a collection quoted in a message may have; its quote
    /// is cut at `QuotedInput.defaultLimit` bytes anyway.
    private static let largestQuotedCollection = 8

    /// A node as flow YAML: `[0, 1]`, `{a: 1}`, a scalar as its text.
    private static func flowText(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): scalar.string
        case .sequence(let sequence) where sequence.count > largestQuotedCollection: "[…]"
        case .mapping(let mapping) where mapping.count > largestQuotedCollection: "{…}"
        case .sequence(let sequence): "[" + sequence.map(flowText).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            "{" + mapping.map { flowText($0.key) + ": " + flowText($0.value) }.joined(separator: ", ") + "}"
        case .alias: "*"
        }
    }
}

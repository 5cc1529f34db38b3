import TouchRoute
import TouchRouteEvdev

/// The `pan:` and `pinch:` keys of `scroll`, `pager` and `nested` views: the
/// scroll view's own recognizers, named `<view name>.pan` and
/// `<view name>.pinch` in every recognizer's lists and in the trace.
///
/// ```yaml
/// - type: pager
///   name: pager
///   pan: {requiresFailureOf: [delete]}
/// ```
extension LayoutReader {
    /// The keys `pan:` and `pinch:` take.
    static let scrollRecognizerKeys = LayoutSchema.names(of: .scrollRecognizer)

    /// The view `name`'s pan and pinch, their names registered (a recognizer
    /// of the file may not take them) and their relationships read from
    /// `keyed`'s `pan` and `pinch` keys.
    mutating func scrollRecognizers(of name: String, from keyed: KeyedNode, at placed: PlacedNode)
        throws(LayoutError) -> [RecognizerNode]
    {
        var nodes: [RecognizerNode] = []
        for (key, kind) in [("pan", GestureKind.pan), ("pinch", GestureKind.pinch)] {
            var node = RecognizerNode(kind: kind, name: "\(name).\(key)", line: placed.line)
            node.isScrollViewsOwn = true
            if let taken = recognizerBook.place(of: node.name) {
                throw taken.error(
                    "the recognizer name \(QuotedInput(node.name)) is the scroll view \(QuotedInput(name))'s own \(key)",
                    "Give this recognizer another name; relate to the scroll view's \(key) by naming it in a list.")
            }
            try recognizerBook.register(node.name, at: keyed[key] ?? placed)
            if let settings = keyed[key] {
                let relations = try settings.mapping(
                    remedy: "Give the \(key) as {requiresFailureOf: [names], simultaneousWith: [names]}.")
                try relations.refuseUnknownKeys(allowed: Self.scrollRecognizerKeys, for: "a scroll view's \(key)")
                try readRelationships(from: relations, into: &node)
            }
            nodes.append(node)
        }
        return nodes
    }
}

import TouchRouteEvdev

/// A mapping of a layout file, read key by key: each key is looked up by name,
/// and keys the schema does not know are refused, naming the keys that are
/// allowed, so a typo (`pagng: true`) never passes silently.
struct KeyedNode {
    let placed: PlacedNode
    /// In the file's order, as composed (`YAMLComposer` refuses repeated keys).
    /// `line` is the key's own line (a block value starts on the next one).
    let entries: [(key: String, line: Int, value: PlacedNode)]

    subscript(key: String) -> PlacedNode? {
        entries.first { $0.key == key }?.value
    }

    /// The value at `key`, which must be there.
    func required(_ key: String, remedy: String) throws(LayoutError) -> PlacedNode {
        guard let value = self[key] else { throw placed.error("missing the key \"\(key)\"", remedy) }
        return value
    }

    /// Refuse the first key not in `allowed`, saying which keys `what` takes.
    func refuseUnknownKeys(allowed: [String], for what: String) throws(LayoutError) {
        if let first = unknownKeyErrors(allowed: allowed, for: what).first { throw first }
    }

    /// An error for each key not in `allowed`, in the file's order.
    func unknownKeyErrors(allowed: [String], for what: String) -> [LayoutError] {
        entries.filter { !allowed.contains($0.key) }.map { unknown in
            LayoutError(
                file: placed.file, line: unknown.line, keyPath: unknown.value.path,
                problem: "unknown key \(QuotedInput(unknown.key)) for \(what)",
                remedy: "Use one of: \(allowed.joined(separator: ", ")).")
        }
    }
}

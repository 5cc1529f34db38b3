/// One node of the small YAML subset that `libinput record` writes: block
/// mappings, block sequences, and scalars. A flow collection such as
/// `[0, 1, 3]` or `{time: 1.5, type: KEY}` stays a scalar here, its text kept
/// whole, and is split only when a reader asks for it with `flowItems()`.
struct YAMLNode: Sendable {
    enum Content: Sendable {
        /// The text after `key:` or `- `, comment removed; empty for a key with
        /// no value.
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([YAMLEntry])
    }

    var content: Content
    /// The line the node starts on, for error messages.
    var line: Int

    /// The entry for `key` in a mapping; nil for a missing key or a non-mapping.
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The scalar's text with YAML quotes removed, or nil for a collection.
    var text: String? {
        guard case .scalar(let raw) = content else { return nil }
        return Self.unquoted(Substring(raw))
    }

    /// What the node is, for "expected …, found …" messages: a quoted scalar
    /// or the size of a collection.
    var summary: String {
        switch content {
        case .scalar(let raw): QuotedInput(raw).description
        case .sequence: "a list of \(lineCountDescription)"
        case .mapping: "a mapping of \(lineCountDescription)"
        }
    }

    private var lineCountDescription: String {
        switch content {
        case .scalar: "1 value"
        case .sequence(let items): items.count == 1 ? "1 item" : "\(items.count) items"
        case .mapping(let entries): entries.count == 1 ? "1 entry" : "\(entries.count) entries"
        }
    }

    /// The items of a flow sequence such as `[  0,  11879,   3,  53,  1330]`,
    /// trimmed and unquoted; nil when the scalar is not one. Commas inside
    /// quotes or nested brackets do not split.
    func flowItems() -> [Substring]? {
        guard case .scalar(let raw) = content else { return nil }
        let text = Substring(raw)
        guard text.first == "[", text.last == "]" else { return nil }
        let inner = text.dropFirst().dropLast()
        if inner.trimmingBlanks.isEmpty { return [] }
        var items: [Substring] = []
        var scanner = YAMLScanner()
        var start = inner.startIndex
        for index in inner.indices {
            let character = inner[index]
            if character == ",", scanner.isAtTopLevel {
                items.append(inner[start..<index])
                start = inner.index(after: index)
            }
            scanner.consume(character)
        }
        items.append(inner[start...])
        return items.map { Self.unquotedSubstring($0.trimmingBlanks) }
    }

    /// `"…"` with backslash escapes, or `'…'` with doubled quotes, without
    /// its quotes; any other text as it is.
    static func unquoted(_ text: Substring) -> String {
        String(unquotedSubstring(text))
    }

    private static func unquotedSubstring(_ text: Substring) -> Substring {
        guard text.count >= 2, let quote = text.first, quote == "\"" || quote == "'", text.last == quote else {
            return text
        }
        let inner = text.dropFirst().dropLast()
        var result = ""
        var escaping = false
        var pendingQuote = false
        for character in inner {
            if quote == "'" {
                if pendingQuote { pendingQuote = false; if character == "'" { continue } }
                if character == "'" { pendingQuote = true }
                result.append(character)
            } else if escaping {
                escaping = false
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)  // \" \\ \/ and the rest stand for themselves
                }
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return Substring(result)
    }
}

/// One `key: value` of a mapping.
struct YAMLEntry: Sendable {
    var key: String
    var value: YAMLNode
}

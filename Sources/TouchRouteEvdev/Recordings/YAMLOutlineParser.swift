/// Parses the block structure of a `libinput record` file into `YAMLNode`s,
/// by indentation, as YAML does, without a YAML library.
///
/// It knows what libinput writes and no more: block mappings (`key: value`,
/// `key:` with a block below), block sequences (`- item`), sequences at the
/// same indentation as their key (`events:` then `- evdev:`), flow
/// collections kept as scalar text (a `[` left open continues on the next
/// lines, as `hid: [` does), quoted and plain scalars, comments, and a `---`
/// document start. Anchors, tags, block scalars and multi-document files are
/// not used by libinput and are not understood.
struct YAMLOutlineParser {
    /// One logical line: a physical line without its comment, or several
    /// joined while a flow collection stays open. `- key: value` becomes a `-`
    /// line and a `key: value` line two columns in, so that an item's contents
    /// line up with the lines below it.
    struct Line {
        var number: Int
        /// Columns before the text; a tab advances to the next multiple of 8.
        var indent: Int
        var text: Substring
    }

    /// How deeply blocks may nest. libinput nests six deep (devices, a
    /// device, events, a frame, evdev, an event); the margin is wide, and the
    /// limit keeps a hostile file from recursing the stack away.
    static let maximumDepth = 32

    private let path: String
    private let lines: [Line]
    private var index = 0
    private var depth = 0

    /// The document's top-level mapping.
    static func parseDocument(_ lines: [RecordingLine], path: String) throws(RecordingError) -> YAMLNode {
        var parser = YAMLOutlineParser(path: path, lines: try logicalLines(lines, path: path))
        guard let first = parser.lines.first else {
            throw RecordingError(path: path, line: 1, reason: .empty)
        }
        guard splitKey(first.text) != nil else {
            throw parser.unexpected("a top-level 'key: value' line", found: first)
        }
        let document = try parser.parseBlock()
        if parser.index < parser.lines.count {
            throw parser.unexpected("a line indented like one above it", found: parser.lines[parser.index])
        }
        return document
    }

    // MARK: - Logical lines

    /// The logical lines of `lines`, comments and blank lines left out.
    ///
    /// - Complexity: O(n) in the characters of `lines`. A flow collection left
    ///   open is joined by appending to one uniquely held string, never by
    ///   copying what was joined so far, so a `[` that is never closed costs
    ///   one pass over the rest of the file before it is reported.
    static func logicalLines(_ lines: [RecordingLine], path: String) throws(RecordingError) -> [Line] {
        var result: [Line] = []
        var scanner = YAMLScanner()
        /// Where a flow collection still open started (line, indentation); `joined` is its text so far.
        var open: (number: Int, indent: Int)?
        var joined = ""
        for line in lines {
            let (indent, content) = measureIndent(Substring(line.text))
            let code = strippingComment(content, scanner: &scanner).trimmingBlanks
            scanner.endLine()
            if open != nil {
                joined += " "
                joined += code
            } else if code.isEmpty || (indent == 0 && (code == "---" || code == "...")) {
                continue
            } else if scanner.depth <= 0 {
                appendSplittingItems(Line(number: line.number, indent: indent, text: code), to: &result)
                continue
            } else {
                open = (line.number, indent)
                joined = String(code)
            }
            if scanner.depth <= 0, let start = open {
                appendSplittingItems(Line(number: start.number, indent: start.indent, text: Substring(joined)), to: &result)
                open = nil
                joined = ""
            }
        }
        if let start = open {
            throw RecordingError(path: path, line: start.number, reason: .unclosedBracket(scanner.outermostOpener ?? "["))
        }
        return result
    }

    private static func measureIndent(_ text: Substring) -> (Int, Substring) {
        var columns = 0
        var rest = text
        while let first = rest.first, Substring.isBlank(first) {
            columns = first == "\t" ? (columns / 8 + 1) * 8 : columns + 1
            rest = rest.dropFirst()
        }
        return (columns, rest)
    }

    private static func strippingComment(_ text: Substring, scanner: inout YAMLScanner) -> Substring {
        for index in text.indices {
            if scanner.startsComment(text[index]) { return text[..<index] }
            scanner.consume(text[index])
        }
        return text
    }

    /// Splits `- - value` into a `-` line per dash and the value, each at the
    /// column where it stands.
    private static func appendSplittingItems(_ line: Line, to result: inout [Line]) {
        var column = line.indent
        var text = line.text
        while text == "-" || text.hasPrefix("- ") || text.hasPrefix("-\t") {
            result.append(Line(number: line.number, indent: column, text: "-"))
            let rest = text.dropFirst()
            let blanks = rest.prefix(while: Substring.isBlank).count
            column += 1 + blanks
            text = rest.dropFirst(blanks)
        }
        if !text.isEmpty { result.append(Line(number: line.number, indent: column, text: text)) }
    }

    // MARK: - Blocks

    /// The node that starts at the current line.
    private mutating func parseBlock() throws(RecordingError) -> YAMLNode {
        let line = lines[index]
        guard depth < Self.maximumDepth else {
            throw unexpected("at most \(Self.maximumDepth) levels of nesting", found: line)
        }
        depth += 1
        defer { depth -= 1 }
        if line.text == "-" { return try parseSequence(indent: line.indent) }
        if Self.splitKey(line.text) != nil { return try parseMapping(indent: line.indent) }
        index += 1
        try rejectDeeperLine(than: line.indent)
        return YAMLNode(content: .scalar(String(line.text)), line: line.number)
    }

    private mutating func parseSequence(indent: Int) throws(RecordingError) -> YAMLNode {
        let firstLine = lines[index].number
        var items: [YAMLNode] = []
        while index < lines.count, lines[index].indent == indent, lines[index].text == "-" {
            let dash = lines[index]
            index += 1
            if index < lines.count, lines[index].indent > indent {
                items.append(try parseBlock())
            } else {
                items.append(YAMLNode(content: .scalar(""), line: dash.number))
            }
        }
        return YAMLNode(content: .sequence(items), line: firstLine)
    }

    private mutating func parseMapping(indent: Int) throws(RecordingError) -> YAMLNode {
        let firstLine = lines[index].number
        var entries: [YAMLEntry] = []
        /// The line of each key so far: a key may stand once in a mapping.
        var keyLines: [Substring: Int] = [:]
        while index < lines.count, lines[index].indent == indent {
            let line = lines[index]
            guard let (key, value) = Self.splitKey(line.text) else {
                throw unexpected("'key: value' like the lines above it", found: line)
            }
            if let firstLine = keyLines.updateValue(line.number, forKey: key) {
                throw RecordingError(path: path, line: line.number, reason: .repeatedKey(String(key), firstLine: firstLine))
            }
            index += 1
            var node: YAMLNode
            if !value.isEmpty {
                node = YAMLNode(content: .scalar(String(value)), line: line.number)
                try rejectDeeperLine(than: indent)
            } else if index < lines.count,
                      lines[index].indent > indent || (lines[index].indent == indent && lines[index].text == "-") {
                node = try parseBlock()
                node.line = line.number  // errors about the block point at its key
            } else {
                node = YAMLNode(content: .scalar(""), line: line.number)
            }
            entries.append(YAMLEntry(key: String(key), value: node))
        }
        return YAMLNode(content: .mapping(entries), line: firstLine)
    }

    /// A line indented deeper than a value that ended on the line before is an
    /// error: nothing can hang below a scalar.
    private func rejectDeeperLine(than indent: Int) throws(RecordingError) {
        if index < lines.count, lines[index].indent > indent {
            throw unexpected("a line indented like one above it", found: lines[index])
        }
    }

    private func unexpected(_ expected: String, found line: Line) -> RecordingError {
        RecordingError(path: path, line: line.number, reason: .unexpectedYAML(expected: expected, found: QuotedInput(line.text).description))
    }

    /// `key: value` or `key:` split into key and value (empty when none), or
    /// nil when the text is not a mapping entry. Keys are plain words such as
    /// `absinfo`, `53` or `hidraw0`; `[` or `{` text is a flow scalar.
    static func splitKey(_ text: Substring) -> (key: Substring, value: Substring)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let key = text[..<colon]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
            return nil
        }
        let after = text[text.index(after: colon)...]
        guard after.first.map(Substring.isBlank) ?? true else { return nil }
        return (key, after.trimmingBlanks)
    }
}

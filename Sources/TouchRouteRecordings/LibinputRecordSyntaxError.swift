import TouchRouteEvdev
import TouchRouteYAML

/// Turns what libyaml or the composer says about a `libinput record` file
/// that is not YAML into a `RecordingError` at the line a person would fix.
///
/// - A `[`, `{` or quote still open when the text ends (a recorder stopped
///   in the middle of writing it) is `.unclosedBracket` at the line where it
///   opened, so that a cut file keeps what comes before it.
/// - A key repeated in one mapping is `.repeatedKey` at the second one, naming
///   the first, which is where the composer points.
/// - Anything else is `.yamlSyntax` with libyaml's words, at the line of the
///   problem (the last line when that is the end of the text).
///
/// Only errors read the file again, for the text these need (`text`): the
/// stream keeps none of it.
struct LibinputRecordSyntaxError {
    let bytes: RecordingBytes
    let path: String
    /// The text ends before this line (a cut file read up to its cut); nil for all of it.
    let lineLimit: Int?
    /// The text's last line and its length in Unicode scalars; nil for no lines.
    let lastLine: (number: Int, scalarCount: Int)?

    func recordingError(_ error: YAMLError) -> RecordingError {
        switch error {
        case .syntax(let problem, let mark, let context):
            return syntaxError(problem: problem, mark: mark, context: context)
        case .anotherDocument(let mark):
            // As Yams said it, for the same message.
            return syntaxError(
                problem: "but found another document", mark: mark,
                context: YAMLError.Context(
                    text: "expected a single document in the stream", mark: YAMLMark(line: 1, column: 1)))
        case .duplicateKeys(let keys, let first):
            let key = keys.first ?? ""
            return RecordingError(
                path: path, line: secondLine(ofKey: key, after: first) ?? first.line,
                reason: .repeatedKey(key, firstLine: first.line))
        case .alias(let mark):
            return RecordingError(path: path, line: mark.line, reason: .yamlAlias)
        case .reader(let problem, let offset, _):
            return RecordingError(path: path, line: line(atByte: offset), reason: .yamlSyntax(problem))
        case .memory:
            return RecordingError(path: path, line: nil, reason: .yamlSyntax("libyaml ran out of memory"))
        }
    }

    private func syntaxError(problem: String, mark: YAMLMark, context: YAMLError.Context?) -> RecordingError {
        if isAtTheEnd(mark), let open = context.map(\.mark).flatMap(opener(at:)) ?? unclosedCollection() {
            return RecordingError(path: path, line: open.line, reason: .unclosedBracket(open.opener))
        }
        // A simple key left without its colon is reported where the key is.
        let line = context.map { $0.text.contains("simple key") ? $0.mark.line : mark.line } ?? mark.line
        let during = context.map { " (\($0.text) on line \($0.mark.line))" } ?? ""
        return RecordingError(path: path, line: clamped(line), reason: .yamlSyntax(problem + during))
    }

    /// Whether `mark` is past the last character of the text.
    private func isAtTheEnd(_ mark: YAMLMark) -> Bool {
        guard let last = lastLine else { return true }
        return mark.line > last.number || (mark.line == last.number && mark.column > last.scalarCount)
    }

    /// The text's lines joined with `\n`, as libyaml's marks count them:
    /// read again, for an error only.
    private func text() -> String {
        var text = ""
        forEachLine { number, line in
            if number > 1 { text += "\n" }
            text += line
            return true
        }
        return text
    }

    /// Calls `body` with each line of the text that is text (number, line
    /// without its break) until it returns false.
    private func forEachLine(_ body: (Int, String) -> Bool) {
        guard let chunks = try? bytes.chunks() else { return }
        let lines = RecordingLineStream(chunks)
        while let line = try? lines.next(), lineLimit.map({ line.number < $0 }) ?? true, lines.isText(line) {
            guard body(line.number, lines.text(of: line)) else { return }
        }
    }

    /// The bracket or quote at `mark` of `text`, if one stands there.
    private func opener(at mark: YAMLMark, in text: String) -> (opener: Character, line: Int)? {
        guard let scalar = YAMLPosition.scalar(atLine: mark.line, column: mark.column, in: text),
            "[{\"'".unicodeScalars.contains(scalar)
        else { return nil }
        return (Character(scalar), mark.line)
    }

    private func opener(at mark: YAMLMark) -> (opener: Character, line: Int)? {
        opener(at: mark, in: text())
    }

    /// The outermost flow collection still open at the end of the text, when
    /// libyaml's error does not point at it (a text that stops after `[1,`):
    /// the text is composed again with one or two brackets closed after
    /// it, and the collection is the first in flow style on the path to the
    /// last node (a `[` or `{` at its mark). Nil when no such ending makes the text compose.
    private func unclosedCollection() -> (opener: Character, line: Int)? {
        let text = text()
        for closers in ["]", "}", "]]", "}]", "]}", "}}"] {
            guard case .some(.some(let root)) = try? YAMLComposer.document(of: Array((text + closers).utf8)) else {
                continue
            }
            var node: YAMLNode? = root
            while let current = node {
                if let open = opener(at: current.mark, in: text), open.opener == "[" || open.opener == "{" {
                    return open
                }
                switch current {
                case .sequence(let sequence): node = sequence.items.last
                case .mapping(let mapping): node = mapping.entries.last?.value
                case .scalar: node = nil
                }
            }
        }
        return nil
    }

    /// The line of the second `key:` of the block mapping whose first key is
    /// at `first`: the next line below it that starts with `key:` in the same
    /// column, before the mapping ends (a line that starts further left).
    private func secondLine(ofKey key: String, after first: YAMLMark) -> Int? {
        let indent = first.column - 1
        var found: Int?
        forEachLine { number, line in
            guard number > first.line else { return true }
            let text = Substring(line)
            let content = text.drop(while: { $0 == " " })
            if content.isEmpty || content.first == "#" { return true }
            let column = text.count - content.count
            if column < indent { return false }
            if column == indent, content.hasPrefix(key + ":") {
                found = number
                return false
            }
            return true
        }
        return found
    }

    /// `line` or, past the end of the text, its last line.
    private func clamped(_ line: Int) -> Int {
        min(line, lastLine?.number ?? 1)
    }

    /// The line that holds the byte at `offset` of the file.
    private func line(atByte offset: Int) -> Int {
        guard let chunks = try? bytes.chunks() else { return clamped(.max) }
        let lines = RecordingLineStream(chunks)
        var start = 0
        while let line = try? lines.next(), lineLimit.map({ line.number < $0 }) ?? true {
            start += line.raw.count
            if offset < start { return line.number }
        }
        return clamped(.max)
    }
}

import TouchRouteEvdev
import TouchRouteYAML
import Yams

/// Turns what Yams says about a `libinput record` file that is not YAML into
/// a `RecordingError` at the line a person would fix.
///
/// - A `[`, `{` or quote still open when the text ends (a recorder stopped
///   in the middle of writing it) is `.unclosedBracket` at the line where it
///   opened, so that a cut file keeps what comes before it.
/// - A key repeated in one mapping is `.repeatedKey` at the second one, naming
///   the first, which is where Yams points.
/// - Anything else is `.yamlSyntax` with libyaml's words, at the line of the
///   problem (the last line when that is the end of the text).
struct LibinputRecordSyntaxError {
    let lines: [RecordingLine]
    /// The lines joined with `\n`: the text Yams composed, where its marks point.
    let text: String
    let path: String

    func recordingError(_ error: YamlError) -> RecordingError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if isAtTheEnd(mark), let open = context.map(\.mark).flatMap(opener(at:)) ?? unclosedCollection() {
                return RecordingError(path: path, line: open.line, reason: .unclosedBracket(open.opener))
            }
            // A simple key left without its colon is reported where the key is.
            let line = context.map { $0.text.contains("simple key") ? $0.mark.line : mark.line } ?? mark.line
            let during = context.map { " (\($0.text) on line \($0.mark.line))" } ?? ""
            return RecordingError(path: path, line: clamped(line), reason: .yamlSyntax(problem + during))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = context.mark
            return RecordingError(
                path: path, line: secondLine(ofKey: key, after: first) ?? first.line,
                reason: .repeatedKey(key, firstLine: first.line))
        case .reader(let problem, let offset, _, _):
            return RecordingError(path: path, line: offset.map(line(atByte:)), reason: .yamlSyntax(problem))
        default:
            return RecordingError(path: path, line: nil, reason: .yamlSyntax(String(describing: error)))
        }
    }

    /// Whether `mark` is past the last character of the text.
    private func isAtTheEnd(_ mark: Mark) -> Bool {
        guard let last = lines.last else { return true }
        return mark.line > last.number || (mark.line == last.number && mark.column > last.text.unicodeScalars.count)
    }

    /// The bracket or quote at `mark`, if one stands there.
    private func opener(at mark: Mark) -> (opener: Character, line: Int)? {
        guard let scalar = YAMLPosition.scalar(atLine: mark.line, column: mark.column, in: text),
            "[{\"'".unicodeScalars.contains(scalar)
        else { return nil }
        return (Character(scalar), mark.line)
    }

    /// The outermost flow collection still open at the end of the text, when
    /// libyaml's error does not point at it (a text that stops after `[1,`):
    /// Yams composes the text again with one or two brackets closed after
    /// it, and the collection is the first in flow style on the path to the
    /// last node (a `[` or `{` at its mark). Nil when no such ending makes the text compose.
    private func unclosedCollection() -> (opener: Character, line: Int)? {
        for closers in ["]", "}", "]]", "}]", "]}", "}}"] {
            let closed = text + closers
            // Aliases are refused before they are composed, here too.
            guard case .some(.none) = try? YAMLAliasCheck.firstAlias(in: closed),
                let root = try? Yams.compose(yaml: closed)
            else { continue }
            var node: Node? = root
            while let current = node {
                // Yams leaves a collection's style unset, so look at its text.
                if let mark = current.mark, let open = opener(at: mark), open.opener == "[" || open.opener == "{" {
                    return open
                }
                switch current {
                case .sequence(let sequence):
                    node = sequence.last
                case .mapping(let mapping):
                    node = Array(mapping).last?.value
                default:
                    node = nil
                }
            }
        }
        return nil
    }

    /// The line of the second `key:` of the block mapping whose first key is
    /// at `first`: the next line below it that starts with `key:` in the same
    /// column, before the mapping ends (a line that starts further left).
    private func secondLine(ofKey key: String, after first: Mark) -> Int? {
        let indent = first.column - 1
        for line in lines where line.number > first.line {
            let text = Substring(line.text)
            let content = text.drop(while: { $0 == " " })
            if content.isEmpty || content.first == "#" { continue }
            let column = text.count - content.count
            if column < indent { return nil }
            if column == indent, content.hasPrefix(key + ":") { return line.number }
        }
        return nil
    }

    /// `line` or, past the end of the text, its last line.
    private func clamped(_ line: Int) -> Int {
        min(line, lines.last?.number ?? 1)
    }

    /// The line that holds the byte at `offset` of the text the lines were
    /// joined into (one `\n` between lines).
    private func line(atByte offset: Int) -> Int {
        var start = 0
        for line in lines {
            start += line.text.utf8.count + 1
            if offset < start { return line.number }
        }
        return clamped(.max)
    }
}

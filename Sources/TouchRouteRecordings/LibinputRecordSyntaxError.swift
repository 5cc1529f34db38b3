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
/// Only errors read the file again, a line at a time, for the few lines
/// these need: the stream keeps none of the text, and neither does an error.
struct LibinputRecordSyntaxError {
    let bytes: RecordingBytes
    let path: String
    /// The text ends before this line (a cut file read up to its cut); nil for all of it.
    let lineLimit: Int?
    /// The text's last line and its length in Unicode scalars; nil for no lines.
    let lastLine: (number: Int, scalarCount: Int)?
    /// Called with the length in bytes of each line made a `String`: what
    /// tests watch to see that no error reads the whole text into memory.
    var decodedLine: ((Int) -> Void)? = nil

    func recordingError(_ error: YAMLError) -> RecordingError {
        switch error {
        case .syntax(let problem, let mark, let context):
            return syntaxError(problem: problem, mark: mark, context: context)
        case .anotherDocument(let mark):
            // Told as libyaml tells its own errors: what was found, and
            // what was expected from where (the start of the stream).
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

    /// Calls `body` with each line of the text that is text (number, line
    /// without its break) until it returns false.
    private func forEachLine(_ body: (Int, String) -> Bool) {
        let lines = RecordingLineStream(bytes.chunks(), lineLimit: lineLimit)
        while let line = try? lines.next(), lines.isText(line) {
            decodedLine?(line.content.count)
            guard body(line.number, lines.text(of: line)) else { return }
        }
    }

    /// The bracket or quote at `mark`, if one stands there. Reads the text
    /// up to the line of `mark` and makes only that line a `String`.
    private func opener(at mark: YAMLMark) -> (opener: Character, line: Int)? {
        openers(at: [mark]).first
    }

    /// The brackets or quotes that stand at `marks`, in the order of `marks`;
    /// the marks where none stands are left out. One pass over the text
    /// (`RecordingTextStream`: the file's lines joined with `\n`), up to the
    /// line of the last mark; only the lines that hold one are made `String`s.
    ///
    /// libyaml breaks lines at a lone `\r`, NEL, LS and PS too
    /// (`YAMLPosition`), so each line of the file counts as many of its
    /// lines as it holds such breaks, plus one.
    private func openers(at marks: [YAMLMark]) -> [(opener: Character, line: Int)] {
        guard let lastWanted = marks.map(\.line).max() else { return [] }
        var found: [YAMLMark: Unicode.Scalar] = [:]
        let lines = RecordingLineStream(bytes.chunks(), lineLimit: lineLimit)
        var firstYAMLLine = 1  // libyaml's number for the current line's start
        while firstYAMLLine <= lastWanted, let line = try? lines.next(), lines.isText(line) {
            let content = lines.buffer[line.content]
            let lastYAMLLine = firstYAMLLine + Self.yamlBreakCount(in: content)
            let wanted = marks.filter { (firstYAMLLine...lastYAMLLine).contains($0.line) }
            if !wanted.isEmpty {
                decodedLine?(content.count)
                // A line break before a later line, so that a byte order
                // mark that starts it is not taken for the text's own.
                let text = (line.number == 1 ? "" : "\n") + lines.text(of: line)
                let offset = line.number == 1 ? 0 : 1
                for mark in wanted {
                    found[mark] = YAMLPosition.scalar(
                        atLine: mark.line - firstYAMLLine + 1 + offset, column: mark.column, in: text)
                }
            }
            firstYAMLLine = lastYAMLLine + 1
        }
        return marks.compactMap { mark in
            found[mark].flatMap { "[{\"'".unicodeScalars.contains($0) ? (Character($0), mark.line) : nil }
        }
    }

    /// The line breaks libyaml finds inside a line of the file, which has no
    /// `\n`: a lone `\r`, NEL (C2 85), LS (E2 80 A8), PS (E2 80 A9). A `\r`
    /// that ends the line is not one: with the `\n` that joins the next
    /// line to it, it makes one break.
    private static func yamlBreakCount(in line: ArraySlice<UInt8>) -> Int {
        let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        var count = 0
        for index in content.indices {
            let rest = content[(index + 1)...]
            switch content[index] {
            case 0x0D: count += 1
            case 0xC2 where rest.starts(with: [0x85]): count += 1
            case 0xE2 where rest.starts(with: [0x80, 0xA8]) || rest.starts(with: [0x80, 0xA9]): count += 1
            default: continue
            }
        }
        return count
    }

    /// The outermost flow collection still open at the end of the text, when
    /// libyaml's error does not point at it (a text that stops after `[1,`):
    /// the text is parsed again, keeping only the start marks of the flow
    /// collections open (a stack, as deep as they nest), up to where libyaml
    /// stops; the first of them with a `[` or `{` at its mark is the one.
    private func unclosedCollection() -> (opener: Character, line: Int)? {
        let text = RecordingTextStream(bytes, lineLimit: lineLimit)
        let parser = YAMLParser(reading: { text.read(into: $0) })
        var open: [(mark: YAMLMark, isFlow: Bool)] = []
        while let event = try? parser.next() {
            switch event.kind {
            case .sequenceStart(let flow), .mappingStart(let flow): open.append((event.start, flow))
            case .sequenceEnd, .mappingEnd: _ = open.popLast()
            case .streamEnd: return nil
            default: continue
            }
        }
        return openers(at: open.filter(\.isFlow).map(\.mark)).first { $0.opener == "[" || $0.opener == "{" }
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
        let lines = RecordingLineStream(bytes.chunks(), lineLimit: lineLimit)
        var start = 0
        while let line = try? lines.next() {
            start += line.raw.count
            if offset < start { return line.number }
        }
        return clamped(.max)
    }
}

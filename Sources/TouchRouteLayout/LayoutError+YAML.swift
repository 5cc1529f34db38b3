import TouchRouteEvdev
import TouchRouteYAML

/// Why a layout's YAML could not be composed, in the layout's terms: libyaml's
/// own problem and context phrases at its line and column, or the rule of ours
/// that was broken (no aliases, one value per key, one document).
///
/// Input is quoted escaped (`QuotedInput`): a broken file must not reach the
/// terminal raw.
extension LayoutError {
    static let syntaxRemedy = "Fix the syntax there: JSON is read as YAML, so brackets, braces and quotes must balance."

    /// `error`, met while composing `text` (the layout file `file`).
    init(_ error: YAMLError, composing text: String, file: String) {
        switch error {
        case .syntax(let problem, let mark, let context):
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            self.init(
                file: file, line: mark.line, column: mark.column, keyPath: "",
                problem: "YAML syntax error: \(problem)\(during)", remedy: Self.syntaxRemedy)
        case .duplicateKeys(let keys, let mark):
            let quoted = keys.prefix(3).map { QuotedInput($0).description }.joined(separator: ", ")
            let more = keys.count > 3 ? " and \(keys.count - 3) more" : ""
            self.init(
                file: file, line: mark.line, column: mark.column, keyPath: "",
                problem: "the key \(quoted)\(more) appears more than once in one mapping",
                remedy: "Keep one of them: YAML takes one value per key.")
        case .alias(let mark):
            self.init(
                file: file, line: mark.line, column: mark.column, keyPath: "",
                problem: "a YAML alias (*name): layout files take none, because a few lines of aliases "
                    + "can stand for billions of nodes",
                remedy: "Write the value out in full where the alias is; to use a * in a name, quote the name.")
        case .anotherDocument(let mark):
            self.init(
                file: file, line: mark.line, column: mark.column, keyPath: "",
                problem: "a second YAML document starts here, and a layout file holds one",
                remedy: "Remove it (from its \"---\" on), or move it to a file of its own.")
        case .reader(let problem, let offset, let value):
            // `offset` counts bytes; the line counts the line breaks before it.
            let before = String(decoding: text.utf8.prefix(max(offset, 0)), as: UTF8.self)
            let line = 1 + before.count { $0.isNewline }
            let character = Unicode.Scalar(UInt32(bitPattern: value)).map { QuotedInput(String($0)).description }
            self.init(
                file: file, line: line, keyPath: "",
                problem: "YAML cannot read the character \(character ?? "\(value)"): \(problem)",
                remedy: "Remove it, or write it as an escape (\\u001B) inside a double-quoted string.")
        case .memory:
            self.init(
                file: file, line: nil, keyPath: "", problem: "libyaml ran out of memory while reading the layout",
                remedy: "Free some memory and try again.")
        }
    }
}

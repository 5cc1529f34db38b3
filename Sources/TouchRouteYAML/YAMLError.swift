/// Why YAML text could not be read: libyaml's own words and places, or a rule
/// of ours (no aliases, one value per key, one document).
package enum YAMLError: Error, Hashable, Sendable {
    /// The scanner (tokens) or parser (structure) stopped: libyaml's `problem`
    /// at `mark`, with the construct it was reading (`context`) where known,
    /// such as "while parsing a flow sequence" at the `[`.
    case syntax(problem: String, mark: YAMLMark, context: Context?)
    /// The text is not valid UTF-8, or holds a character YAML cannot take
    /// (a control character): `value` is the code point, or -1; `offset` the
    /// byte where it is.
    case reader(problem: String, offset: Int, value: Int32)
    /// An alias (`*name`): our readers take none, since a few lines of them
    /// can stand for billions of nodes.
    case alias(YAMLMark)
    /// `keys` (sorted) appear more than once in one mapping; `mark` is the
    /// first occurrence of the first of them.
    case duplicateKeys([String], mark: YAMLMark)
    /// A second document (`---`) where one was expected.
    case anotherDocument(YAMLMark)
    /// libyaml could not allocate memory for its buffers.
    case memory

    /// What libyaml was reading when it stopped, and where that began.
    package struct Context: Hashable, Sendable {
        package var text: String
        package var mark: YAMLMark

        package init(text: String, mark: YAMLMark) {
            self.text = text
            self.mark = mark
        }
    }

    /// The place the error points at, if it has one.
    package var mark: YAMLMark? {
        switch self {
        case .syntax(_, let mark, _), .alias(let mark), .duplicateKeys(_, let mark), .anotherDocument(let mark): mark
        case .reader, .memory: nil
        }
    }
}

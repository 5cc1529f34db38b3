/// Follows quotes and brackets through YAML text one character at a time, so
/// that a `#`, `,` or `]` inside `"…"` is not taken for syntax.
///
/// A quote opens a quoted scalar only where one may start (after `: `, `- `,
/// `[`, `{`, `,` or at the start), so the apostrophe in `name: Bob's pad`
/// stays text.
struct YAMLScanner {
    /// Open `[` and `{` not yet closed.
    private(set) var depth = 0
    /// The bracket that opened the outermost open collection.
    private(set) var outermostOpener: Character?
    private var quote: Character?
    private var escaping = false
    private var previous: Character?
    /// The previous character closed a `'…'` scalar: a second `'` now is the
    /// doubled quote that stands for one, and the scalar goes on.
    private var closedSingleQuote = false

    var isInQuotes: Bool { quote != nil }
    var isAtTopLevel: Bool { depth == 0 && quote == nil }

    /// Whether a `#` here starts a comment: outside quotes, at the start or
    /// after a blank.
    func startsComment(_ character: Character) -> Bool {
        character == "#" && quote == nil && (previous.map(Substring.isBlank) ?? true)
    }

    mutating func consume(_ character: Character) {
        let reopensSingleQuote = closedSingleQuote && character == "'"
        closedSingleQuote = false
        defer { previous = character }
        if let open = quote {
            if open == "\"", escaping {
                escaping = false
            } else if open == "\"", character == "\\" {
                escaping = true
            } else if character == open {
                quote = nil
                closedSingleQuote = open == "'"
            }
            return
        }
        if reopensSingleQuote {
            quote = "'"
            return
        }
        switch character {
        case "\"", "'":
            if previous.map({ Substring.isBlank($0) || "[{,:-".contains($0) }) ?? true { quote = character }
        case "[", "{":
            if depth == 0 { outermostOpener = character }
            depth += 1
        case "]", "}":
            depth -= 1
            if depth <= 0 { outermostOpener = nil }
        default:
            break
        }
    }

    /// Forgets quotes and the previous character at a line break. A quoted
    /// scalar never spans lines in what `libinput record` writes; brackets do,
    /// so `depth` carries on.
    mutating func endLine() {
        quote = nil
        closedSingleQuote = false
        escaping = false
        previous = nil
    }
}

/// A shell wildcard pattern, as `DeviceSelector` matches device names with:
/// `*` is any run of characters (none too), `?` one character, `[…]` one
/// character of a set (`[0-9]`, `[ab]`, `[!0-9]` or `[^0-9]` for one not in
/// it; a `]` first in the set is a member), and `\` makes the next character
/// literal. Everything else stands for itself, case-sensitively, like a
/// shell's `case` patterns and fnmatch without flags. A `[` that is never
/// closed is a literal `[`, as in fnmatch.
///
/// Pure Swift, on `Character`s, so a device name in any script matches as it
/// reads.
struct ShellGlob {
    private enum Token {
        case literal(Character)
        case anyOne
        case anyRun
        /// Closed ranges of characters (one member is a range of one).
        case set(ranges: [(Character, Character)], negated: Bool)

        func matches(_ character: Character) -> Bool {
            switch self {
            case .literal(let literal): literal == character
            case .anyOne: true
            case .anyRun: false
            case .set(let ranges, let negated):
                ranges.contains { $0.0 <= character && character <= $0.1 } != negated
            }
        }
    }

    private let tokens: [Token]

    init(_ pattern: String) {
        let characters = Array(pattern)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "*": tokens.append(.anyRun)
            case "?": tokens.append(.anyOne)
            case "\\" where index < characters.count:
                tokens.append(.literal(characters[index]))
                index += 1
            case "[":
                if let (set, end) = Self.set(in: characters, from: index) {
                    tokens.append(set)
                    index = end
                } else {
                    tokens.append(.literal("["))
                }
            default: tokens.append(.literal(character))
            }
        }
        self.tokens = tokens
    }

    /// The set whose members start at `start` (just after its `[`), and the
    /// index after its `]`; nil when no `]` closes it.
    private static func set(in characters: [Character], from start: Int) -> (Token, Int)? {
        var index = start
        let negated = index < characters.count && (characters[index] == "!" || characters[index] == "^")
        if negated { index += 1 }
        var ranges: [(Character, Character)] = []
        var first = true
        while index < characters.count {
            let character = characters[index]
            if character == "]" && !first { return (.set(ranges: ranges, negated: negated), index + 1) }
            first = false
            if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]" {
                ranges.append((character, characters[index + 2]))
                index += 3
            } else {
                ranges.append((character, character))
                index += 1
            }
        }
        return nil
    }

    /// Whether the whole of `text` matches the pattern.
    ///
    /// - Complexity: O(pattern × text) at worst: on a mismatch after a `*`,
    ///   the `*` takes one more character and matching resumes after it.
    func matches(_ text: String) -> Bool {
        let text = Array(text)
        var (tokenIndex, textIndex) = (0, 0)
        // The last `*` seen and the text index it was last tried at.
        var lastRun: (token: Int, text: Int)?
        while textIndex < text.count {
            if tokenIndex < tokens.count, case .anyRun = tokens[tokenIndex] {
                lastRun = (tokenIndex, textIndex)
                tokenIndex += 1
            } else if tokenIndex < tokens.count, tokens[tokenIndex].matches(text[textIndex]) {
                tokenIndex += 1
                textIndex += 1
            } else if let run = lastRun {
                lastRun = (run.token, run.text + 1)
                (tokenIndex, textIndex) = (run.token + 1, run.text + 1)
            } else {
                return false
            }
        }
        while tokenIndex < tokens.count, case .anyRun = tokens[tokenIndex] { tokenIndex += 1 }
        return tokenIndex == tokens.count
    }
}

/// Text taken from a user's input, made safe and short enough to quote in an
/// error message.
///
/// Input can be hostile: a binary file given as a layout, a device that names
/// itself with terminal escape sequences, a megabyte-long number. Quoting it
/// raw would let it redraw the user's terminal or bury the message. So
///
/// - control characters, Unicode format characters (bidirectional overrides,
///   zero-width joiners) and line or paragraph separators are written as
///   escapes: `\n`, `\t`, `\r`, `\u{1B}`, `\u{202E}`;
/// - a backslash is written `\\` and the quote mark `'` as `\'`, so the quoted
///   text cannot seem to end early;
/// - a byte that is not UTF-8 is written `\xFF`;
/// - after `limit` characters the rest is cut, and the quote says how long the
///   whole was: `'12345678…' (1048576 bytes)`.
///
/// `description` includes the quote marks.
public struct QuotedInput: CustomStringConvertible, Sendable {
    /// Characters kept by default: enough for any token a user would need to
    /// find the mistake, short enough for one terminal line.
    public static let defaultLimit = 40

    /// The quoted, escaped (and perhaps shortened) text, quote marks included.
    public let description: String

    /// Quotes `text`, keeping at most `limit` of its Unicode scalars.
    public init(_ text: some StringProtocol, limit: Int = defaultLimit) {
        self.init(bytes: text.utf8, limit: limit)
    }

    /// Quotes `bytes`, which may or may not be UTF-8, keeping at most `limit`
    /// characters (a scalar or an undecodable byte counts as one).
    ///
    /// Reads at most `4 × limit + 4` bytes of `bytes` however long it is.
    public init(bytes: some Collection<UInt8>, limit: Int = defaultLimit) {
        let head = Array(bytes.prefix(4 * max(0, limit) + 4))
        var quoted = "'"
        var index = 0
        var kept = 0
        while index < head.count, kept < limit {
            let length = Self.sequenceLength(leadingWith: head[index])
            if index + length <= head.count,
                let decoded = String(validating: head[index..<(index + length)], as: UTF8.self),
                let scalar = decoded.unicodeScalars.first
            {
                quoted += Self.escaped(scalar)
                index += length
            } else {
                quoted += "\\x" + Self.hexByte(head[index])
                index += 1
            }
            kept += 1
        }
        quoted += "'"
        // `index` bytes were shown; anything past them (in `head` or beyond) was cut.
        if index < head.count || bytes.count > head.count {
            quoted.insert("…", at: quoted.index(before: quoted.endIndex))
            quoted += " (\(bytes.count) bytes)"
        }
        self.description = quoted
    }

    /// `text` as it is when it is safe to print (no control, format or
    /// separator characters) and at most `limit` characters long; otherwise
    /// quoted, escaped and shortened as above. For names shown as they are in
    /// listings, such as a device's: plain ones stay plain, and a hostile one
    /// cannot redraw the terminal.
    public static func printable(_ text: some StringProtocol, limit: Int = 200) -> String {
        let isPlain = text.unicodeScalars.allSatisfy { scalar in
            scalar == "\\" || scalar == "'" || escaped(scalar).unicodeScalars.first == scalar
        }
        return isPlain && text.unicodeScalars.count <= limit
            ? String(text) : QuotedInput(text, limit: limit).description
    }

    /// The bytes a UTF-8 sequence starting with `lead` takes; 1 for a byte that
    /// cannot start one, so that it is shown alone.
    private static func sequenceLength(leadingWith lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\\": return "\\\\"
        case "'": return "\\'"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            return String(scalar)
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}

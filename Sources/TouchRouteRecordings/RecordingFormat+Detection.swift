import TouchRouteEvdev

extension RecordingFormat {
    /// Tells the formats apart by the first line that is not blank or a
    /// comment: evemu lines start with one letter and a colon (`N:`, `E:`),
    /// `libinput record` files with a longer YAML key (`version:`). Anything
    /// else is given to the evemu reader, which says what is wrong with it.
    init(detectingIn lines: [RecordingLine]) {
        for line in lines {
            let content = Substring(line.text).trimmingBlanks
            if content.isEmpty || content.first == "#" { continue }
            self =
                EvemuLineType(lineStart: content) == nil && Self.startsWithYAMLKey(content) ? .libinputRecord : .evemu
            return
        }
        self = .evemu
    }

    /// Whether `text` starts with a word of two or more letters, digits, `_`,
    /// `-` or `.`, then a colon at the end or before a blank: `version: 1`,
    /// `ndevices:`. This only picks the reader; Yams then reads the YAML.
    private static func startsWithYAMLKey(_ text: Substring) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let key = text[..<colon]
        let after = text[text.index(after: colon)...]
        return key.count > 1
            && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
            && (after.first.map(Substring.isBlank) ?? true)
    }
}

/// Positions in YAML text as libyaml counts them, to find what a
/// `YAMLMark` points at.
///
/// Lines and columns are 1-based. A line ends at `\n`, `\r`, `\r\n` (one
/// break), NEL (U+0085), LS (U+2028) or PS (U+2029); columns count Unicode
/// scalars; a byte order mark at the start is not counted.
package enum YAMLPosition {
    /// The scalar at `line` and `column` of `text`; nil past its end or on a break.
    /// - Complexity: O(n) in the text before the position.
    package static func scalar(atLine line: Int, column: Int, in text: String) -> Unicode.Scalar? {
        var scalars = text.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var (currentLine, currentColumn) = (1, 1)
        var previous: Unicode.Scalar?
        for scalar in scalars {
            defer { previous = scalar }
            // The \n of \r\n ends the line the \r already ended.
            if scalar == "\n", previous == "\r" { continue }
            if isBreak(scalar) {
                (currentLine, currentColumn) = (currentLine + 1, 1)
                continue
            }
            if currentLine == line, currentColumn == column { return scalar }
            if currentLine > line { return nil }
            currentColumn += 1
        }
        return nil
    }

    package static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

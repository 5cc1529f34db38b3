extension Substring {
    /// Whether `character` is a space or a tab: the only blanks recordings put
    /// between fields.
    package static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    /// The text without leading and trailing spaces and tabs.
    package var trimmingBlanks: Substring {
        guard let first = firstIndex(where: { !Substring.isBlank($0) }),
            let last = lastIndex(where: { !Substring.isBlank($0) })
        else { return self[endIndex...] }
        return self[first...last]
    }

    /// The blank-separated fields of the text.
    var blankSeparatedFields: [Substring] {
        split(whereSeparator: Substring.isBlank)
    }
}

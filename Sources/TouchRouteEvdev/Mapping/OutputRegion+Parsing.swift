import TouchRoute

extension OutputRegion {
    /// Reads `WxH+X+Y` (X11's geometry, in window points), or `WxH` for a
    /// region at the window's top-left (`+0+0`). Each number is a plain decimal
    /// (`640`, `533.5`), the width and height above 0; `x` may also be `X`.
    ///
    /// X11's `-X` (an offset from the right or bottom edge) is refused: the
    /// window's size is not known while parsing, and one spelling per region
    /// keeps descriptions and messages comparable.
    ///
    /// - Throws: `OutputRegionParseError` when the text has another shape, a
    ///   part is not a number, a side is 0, or an offset has a `-`.
    public init(parsing text: String) throws(OutputRegionParseError) {
        func failure(_ problem: OutputRegionParseError.Problem) -> OutputRegionParseError {
            OutputRegionParseError(text: text, problem: problem)
        }
        let trimmed = text[...].trimmingBlanks
        let signAt = trimmed.firstIndex { $0 == "+" || $0 == "-" } ?? trimmed.endIndex
        let sides = trimmed[..<signAt].split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" }
        guard sides.count == 2, !sides.contains(where: \.isEmpty) else { throw failure(.wrongShape) }

        // After the size: nothing, or a sign, a number, a sign, a number.
        var offsets: [Substring] = []
        var rest = trimmed[signAt...]
        while let sign = rest.first {
            if sign == "-" { throw failure(.offsetFromFarEdge) }
            rest = rest.dropFirst()
            let end = rest.firstIndex { $0 == "+" || $0 == "-" } ?? rest.endIndex
            offsets.append(rest[..<end])
            rest = rest[end...]
        }
        guard offsets.isEmpty || offsets.count == 2, !offsets.contains(where: \.isEmpty) else {
            throw failure(.wrongShape)
        }

        var numbers: [Double] = []
        for word in sides + offsets {
            guard let value = Self.decimal(word) else { throw failure(.notANumber(String(word))) }
            numbers.append(value)
        }
        for (value, side) in zip(numbers, ["width", "height"]) where value == 0 {
            throw failure(.zeroSide(side))
        }
        let (x, y) = offsets.isEmpty ? (0.0, 0.0) : (numbers[2], numbers[3])
        self.init(Rect(x: x, y: y, width: numbers[0], height: numbers[1]))
    }

    /// `word` as a finite number when it is only digits with at most one
    /// decimal point: no sign, exponent, `inf` or `nan`, which `Double.init`
    /// would take.
    private static func decimal(_ word: Substring) -> Double? {
        let isDigit = { (character: Character) in character.isASCII && character.isWholeNumber }
        guard word.contains(where: isDigit), word.filter({ $0 == "." }).count <= 1,
            word.allSatisfy({ isDigit($0) || $0 == "." }),
            let value = Double(word), value.isFinite
        else { return nil }
        return value
    }
}

import TouchRoute

/// Reading `LayoutLength`s: a number of points, or a share of the window
/// written as a number and `vw` or `vh` (`100vw`, `33.5vh`).
extension PlacedNode {
    static let lengthRemedy =
        "Write points as a number, or a share of the window as a number and vw or vh, such as 100vw or 50vh."

    /// A length in points or `vw`/`vh`. Points keep `number(remedy:)`'s
    /// checks and messages; a share of the window is within
    /// ±`LayoutLimits.largestWindowShare` percent.
    func layoutLength(remedy: String) throws(LayoutError) -> LayoutLength {
        guard let scalar = node.scalar, scalar.double == nil, scalar.int == nil,
            Self.looksLikeUnitLength(scalar.text)
        else { return .points(try number(remedy: remedy)) }
        let text = scalar.text
        guard let percent = Self.percent(in: text.dropLast(2)), text.hasSuffix("vw") || text.hasSuffix("vh") else {
            throw error("\(found) is not a length", Self.lengthRemedy)
        }
        let largest = LayoutLimits.largestWindowShare
        guard abs(percent) <= largest else {
            throw error(
                "\(found) is out of range: a layout takes shares of the window within ±\(largest.compactDescription)vw or vh",
                Self.lengthRemedy)
        }
        return text.hasSuffix("vw") ? .windowWidth(percent: percent) : .windowHeight(percent: percent)
    }

    /// `count` lengths in a list, as in `[x, y, 100vw, 100vh]`.
    func layoutLengths(_ count: Int, shape: String, remedy: String) throws(LayoutError) -> [LayoutLength] {
        try list(of: count, shape: shape, remedy: remedy) { item throws(LayoutError) in
            try item.layoutLength(remedy: remedy)
        }
    }

    /// A view's `[x, y, width, height]`; the size not negative.
    func layoutFrame() throws(LayoutError) -> LayoutRect {
        let remedy = "Give the frame as [x, y, width, height] in points."
        let values = try layoutLengths(4, shape: "[x, y, width, height]", remedy: remedy)
        try refuseNegative(Array(values[2...]), names: ["width", "height"], remedy: remedy)
        return LayoutRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A scroll view's `contentSize: [width, height]`, neither negative.
    func layoutSize() throws(LayoutError) -> LayoutSize {
        let remedy = "Give the size as [width, height] in points."
        let values = try layoutLengths(2, shape: "[width, height]", remedy: remedy)
        try refuseNegative(values, names: ["width", "height"], remedy: remedy)
        return LayoutSize(width: values[0], height: values[1])
    }

    /// One length from 0 up, in points or `vw`/`vh`.
    func nonNegativeLayoutLength(_ what: String) throws(LayoutError) -> LayoutLength {
        let value = try layoutLength(remedy: "Give a number of points, such as 10.")
        guard !value.isNegative else {
            throw error("\(what) is \(value), which is negative", "Sizes are points from 0 up.")
        }
        return value
    }

    /// Refuse the first negative value, by its name (`the width is -5vw`).
    func refuseNegative(_ values: [LayoutLength], names: [String], remedy: String) throws(LayoutError) {
        for (value, name) in zip(values, names) where value.isNegative {
            throw error("the \(name) is \(value), which is negative", remedy)
        }
    }

    /// Text meant as a length with a unit, right or wrong: anything ending
    /// in `vw` or `vh` (`1e3vw`), or an optional sign, then digits and dots
    /// with at least one digit, then letters (`12vx`, `12px`). Anything else
    /// (`far`) is reported as a number that is not one.
    static func looksLikeUnitLength(_ text: String) -> Bool {
        if text.hasSuffix("vw") || text.hasSuffix("vh") { return true }
        let body = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        guard let unitStart = body.firstIndex(where: { $0.isLetter || $0 == "%" }) else { return false }
        let number = body[..<unitStart]
        let unit = body[unitStart...]
        guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            unit.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "%") })
        else { return false }
        return number.contains { $0.isNumber }
    }

    /// The number before the unit: an optional sign, digits and at most one
    /// dot, at least one digit. Exponents, `inf` and `nan` are not lengths.
    static func percent(in text: Substring) -> Double? {
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : text
        guard digits.contains(where: \.isNumber), digits.filter({ $0 == "." }).count <= 1,
            digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
        else { return nil }
        return Double(String(text))
    }
}

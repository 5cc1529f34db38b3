import TouchRoute
import TouchRouteEvdev
import TouchRouteYAML

/// A YAML node with its place: the file, the key path that leads to it and
/// (from libyaml's mark) its line. Every reading of a value goes through here,
/// so every problem is reported with all three.
struct PlacedNode {
    let node: YAMLNode
    /// Such as `views[0].subviews[2].frame`; empty for the document.
    let path: String
    let file: String

    /// 1-based, as libyaml marks it.
    var line: Int { node.mark.line }

    /// A problem with this node.
    func error(_ problem: String, _ remedy: String) -> LayoutError {
        LayoutError(file: file, line: line, keyPath: path, problem: problem, remedy: remedy)
    }

    /// Where the node is, for messages that point back at it: `outputs[0].name (line 3)`.
    var place: String {
        "\(path) (line \(line))"
    }

    /// How messages show what was found instead: `'abc'` (escaped and
    /// shortened, see `QuotedInput`), `a list`, `a mapping`.
    var found: String {
        switch node {
        case .scalar(let scalar): QuotedInput(scalar.text).description
        case .sequence(let sequence): "a list of \(sequence.items.count)"
        case .mapping: "a mapping"
        }
    }

    /// The node at `key` of this mapping's path. A key that is not a short
    /// word (an unknown key can be anything) joins the path quoted.
    func child(_ node: YAMLNode, key: String) -> PlacedNode {
        let isWord =
            key.utf8.count <= QuotedInput.defaultLimit
            && key.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-")
            }
        let step = isWord && !key.isEmpty ? key : QuotedInput(key).description
        return PlacedNode(node: node, path: path.isEmpty ? step : "\(path).\(step)", file: file)
    }

    // MARK: Scalars

    /// Text without control or format characters: names reach traces, JSON
    /// and terminals, where an escape sequence would act rather than show.
    func string(remedy: String = "Write a name, such as list0.") throws(LayoutError) -> String {
        guard case .scalar(let scalar) = node, !scalar.text.isEmpty else {
            throw error("expected a name, found \(found)", remedy)
        }
        let unprintable = scalar.text.unicodeScalars.first {
            [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
        }
        if let unprintable {
            throw error(
                "\(found) holds the control or format character \(QuotedInput(String(unprintable)))",
                "Use printable characters only.")
        }
        return scalar.text
    }

    func bool() throws(LayoutError) -> Bool {
        guard let value = node.scalar?.bool else {
            throw error("expected true or false, found \(found)", "Write true or false.")
        }
        return value
    }

    /// A finite number of points within ±`LayoutLimits.largestMagnitude`.
    func number(remedy: String = "Give a number of points, such as 10.") throws(LayoutError) -> Double {
        guard let scalar = node.scalar, let value = scalar.double ?? scalar.int.map(Double.init) else {
            throw error("expected a number, found \(found)", remedy)
        }
        guard value.isFinite else { throw error("expected a finite number, found \(found)", remedy) }
        guard abs(value) <= LayoutLimits.largestMagnitude else {
            throw error("\(found) is out of range: a layout takes coordinates and lengths within ±1e9 points", remedy)
        }
        return value
    }

    /// A finite number of points from 0 up to `LayoutLimits.largestMagnitude`: a length.
    func length(_ what: String = "the value") throws(LayoutError) -> Double {
        let value = try number()
        guard value >= 0 else {
            throw error("\(what) is \(value.compactDescription), which is negative", "Sizes are points from 0 up.")
        }
        return value
    }

    /// A whole number from `range`.
    func integer(in range: ClosedRange<Int>, remedy: String) throws(LayoutError) -> Int {
        guard let value = node.scalar?.int else {
            throw error("expected a whole number, found \(found)", remedy)
        }
        guard range.contains(value) else { throw error("\(value) is out of range", remedy) }
        return value
    }

    /// One of a fixed set of words, each mapped to its value.
    func choice<Value, Words: Collection<(key: String, value: Value)>>(_ words: Words, what: String)
        throws(LayoutError) -> Value
    {
        let allowed = words.map(\.key).joined(separator: ", ")
        guard case .scalar(let scalar) = node, let match = words.first(where: { $0.key == scalar.text }) else {
            throw error("unknown \(what) \(found)", "Use one of: \(allowed).")
        }
        return match.value
    }

    // MARK: Lists

    /// The list's items, each placed at `path[i]`.
    func items(remedy: String) throws(LayoutError) -> [PlacedNode] {
        guard case .sequence(let sequence) = node else { throw error("expected a list, found \(found)", remedy) }
        return sequence.items.enumerated().map { PlacedNode(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// `count` numbers in a list, as in `[x, y, width, height]`.
    func numbers(_ count: Int, shape: String, remedy: String) throws(LayoutError) -> [Double] {
        try list(of: count, shape: shape, remedy: remedy) { item throws(LayoutError) in try item.number(remedy: remedy)
        }
    }

    /// `count` values in a list, each read by `read`; `shape` names the list
    /// in messages, such as `[width, height]`.
    func list<Value>(
        of count: Int, shape: String, remedy: String, _ read: (PlacedNode) throws(LayoutError) -> Value
    ) throws(LayoutError) -> [Value] {
        guard case .sequence(let sequence) = node else {
            throw error("expected \(shape) as \(count) numbers, found \(found)", remedy)
        }
        guard sequence.items.count == count else {
            throw error("expected \(shape) as \(count) numbers, found \(sequence.items.count)", remedy)
        }
        var values: [Value] = []
        for item in try items(remedy: remedy) { values.append(try read(item)) }
        return values
    }

    /// `[width, height]` in points, neither negative nor above `largest`.
    func size(smallest: Double = 0, largest: Double = LayoutLimits.largestMagnitude) throws(LayoutError) -> Size {
        let remedy = "Give the size as [width, height] in points."
        let values = try numbers(2, shape: "[width, height]", remedy: remedy)
        try refuseNegative(values.map(LayoutLength.points), names: ["width", "height"], remedy: remedy)
        let range = "from \(smallest.compactDescription) to \(largest.compactDescription) points"
        for (value, name) in zip(values, ["width", "height"]) where value > largest {
            throw error(
                "the \(name) is \(value.compactDescription), more than \(largest.compactDescription) points",
                "Give a \(name) \(range).")
        }
        for (value, name) in zip(values, ["width", "height"]) where value < smallest {
            throw error(
                "the \(name) is \(value.compactDescription), less than \(smallest.compactDescription) point\(smallest == 1 ? "" : "s"): no touch could land in it",
                "Give a \(name) \(range).")
        }
        return Size(width: values[0], height: values[1])
    }

    /// `[x, y, width, height]` in points; the size not negative.
    func frame() throws(LayoutError) -> Rect {
        let remedy = "Give the frame as [x, y, width, height] in points."
        let values = try numbers(4, shape: "[x, y, width, height]", remedy: remedy)
        try refuseNegative(values[2...].map(LayoutLength.points), names: ["width", "height"], remedy: remedy)
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    // MARK: Mappings

    /// This node as a mapping with string keys.
    func mapping(remedy: String) throws(LayoutError) -> KeyedNode {
        guard case .mapping(let mapping) = node else { throw error("expected a mapping, found \(found)", remedy) }
        var values: [(String, Int, PlacedNode)] = []
        for entry in mapping.entries {
            guard case .scalar(let scalar) = entry.key else {
                throw PlacedNode(node: entry.key, path: path, file: file).error("a key must be a word", remedy)
            }
            values.append((scalar.text, scalar.mark.line, child(entry.value, key: scalar.text)))
        }
        return KeyedNode(placed: self, entries: values)
    }
}

import TouchRoute

/// The keys that set a recognizer's counts, distances, durations, speeds,
/// angles, directions and edges: every parameter a built-in recognizer class
/// registers (`BuiltInRecognizer.parameters`, which the C API's
/// `tr_recognizer_parameter` reads too) is a key of the same name here. A
/// layout bounds some further: at most 10 fingers or taps, durations above 0
/// and at most a minute.
extension LayoutReader {
    /// The keys a recognizer of `kind` takes besides `recognizerKeys`.
    static func parameterKeys(of kind: GestureKind) -> [String] {
        // A layout names built-in kinds only (`kinds`).
        BuiltInRecognizer.registered(kind)?.parameters.map(\.key) ?? []
    }

    /// The parameters of `keyed` into `node`, in the table's order (so a
    /// minimum is read before the maximum that may not go below it);
    /// `parameterKeys(of:)` has already refused the keys its kind lacks.
    func readParameters(from keyed: KeyedNode, into node: inout RecognizerNode) throws(LayoutError) {
        for parameter in BuiltInRecognizer.registered(node.kind)?.parameters ?? [] {
            guard let placed = keyed[parameter.key] else { continue }
            node.parameters[parameter.key] = try value(of: parameter, at: placed, in: node)
        }
    }

    /// The value `placed` gives `parameter`, checked against its measure.
    private func value(of parameter: RecognizerParameter, at placed: PlacedNode, in node: RecognizerNode)
        throws(LayoutError) -> Double
    {
        switch parameter.measure {
        case .count(let noun, let least, _):
            if let minimumKey = parameter.atLeast {
                let minimum = node.parameters[minimumKey].map { Int($0) } ?? 1
                return Double(
                    try placed.integer(
                        in: minimum...10, remedy: "Give a number of \(noun) from the minimum, \(minimum), to 10."))
            }
            return Double(try placed.integer(in: least...10, remedy: "Give a number of \(noun) from \(least) to 10."))
        case .seconds:
            return try placed.seconds()
        case .points(let noun, let allowsZero):
            return allowsZero ? try placed.length(noun) : try placed.positiveLength(noun)
        case .pointsPerSecond:
            return try placed.measure(
                "points per second", "from 0 up", remedy: "Give a speed in points per second, such as 300."
            ) { $0 >= 0 }
        case .radians(let allowsZero, let limit, let example):
            let most = "\(limit.symbol) (\(limit.decimals))"
            let range = allowsZero ? "from 0 to \(most)" : "more than 0 and at most \(most)"
            return try placed.measure("radians", range, remedy: "Give an angle in radians, such as \(example).") {
                (allowsZero ? $0 >= 0 : $0 > 0) && $0 <= limit.radians
            }
        case .directions:
            return Double(try placed.options(Self.directions, what: "direction").rawValue)
        case .edges:
            return Double(try placed.options(Self.edges, what: "edge").rawValue)
        }
    }
}

extension PlacedNode {
    /// A length more than 0 points: a swipe of no distance or an edge zone of
    /// no width could never be recognized.
    func positiveLength(_ what: String) throws(LayoutError) -> Double {
        let value = try length(what)
        guard value > 0 else { throw error("\(what) is 0", "Give a number of points above 0, such as 20.") }
        return value
    }

    /// A number of `unit` for which `isAllowed` holds, which `range` describes.
    func measure(_ unit: String, _ range: String, remedy: String, _ isAllowed: (Double) -> Bool)
        throws(LayoutError) -> Double
    {
        let value = try number(remedy: remedy)
        guard isAllowed(value) else { throw error("\(value.compactDescription) \(unit) is not \(range)", remedy) }
        return value
    }
}

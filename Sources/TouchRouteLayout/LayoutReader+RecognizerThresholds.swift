import TouchRoute

/// The keys that set a recognizer's counts, distances, durations, speeds and
/// angles: every constant a recognizer class lets Swift change (and C, through
/// `tr_recognizer_parameter`) can be changed from a layout file too, under the
/// property's own name (`minimumDuration` is the long press's one short name).
extension LayoutReader {
    /// The keys a recognizer of `kind` takes besides `recognizerKeys`.
    static func parameterKeys(of kind: GestureKind) -> [String] {
        switch kind {
        case .tap, .doubleTap:
            [
                "taps", "fingers", "allowableMovement", "maximumTapDuration", "maximumIntervalBetweenTaps",
                "maximumDistanceBetweenTaps",
            ]
        case .longPress: ["fingers", "minimumDuration", "allowableMovement"]
        case .pan: ["minimumFingers", "maximumFingers", "panThreshold"]
        case .edgePan: ["minimumFingers", "maximumFingers", "panThreshold", "edges", "edgeZoneWidth"]
        case .swipe: ["fingers", "direction", "minimumDistance", "minimumSpeed", "maximumAngle"]
        case .pinch: ["spanSlop"]
        case .rotation: ["rotationThreshold"]
        default: []  // a layout names built-in kinds only (`kinds`)
        }
    }

    /// The distances, durations, speeds and angles of `keyed` into `node`
    /// (`parameterKeys(of:)` has already refused the keys its kind lacks).
    func readThresholds(from keyed: KeyedNode, into node: inout RecognizerNode) throws(LayoutError) {
        node.allowableMovement = try keyed["allowableMovement"]?.length("the movement")
        node.maximumTapDuration = try keyed["maximumTapDuration"]?.seconds()
        node.maximumIntervalBetweenTaps = try keyed["maximumIntervalBetweenTaps"]?.seconds()
        node.maximumDistanceBetweenTaps = try keyed["maximumDistanceBetweenTaps"]?.length("the distance")
        node.minimumDistance = try keyed["minimumDistance"]?.positiveLength("the distance")
        node.minimumSpeed = try keyed["minimumSpeed"]?.measure(
            "points per second", "from 0 up", remedy: "Give a speed in points per second, such as 300."
        ) { $0 >= 0 }
        node.maximumAngle = try keyed["maximumAngle"]?.measure(
            "radians", "more than 0 and at most π/2 (1.5708)",
            remedy: "Give an angle in radians, such as 0.5236 (π/6, 30°)."
        ) { $0 > 0 && $0 <= .pi / 2 }
        node.panThreshold = try keyed["panThreshold"]?.length("the threshold")
        node.edgeZoneWidth = try keyed["edgeZoneWidth"]?.positiveLength("the width")
        node.spanSlop = try keyed["spanSlop"]?.length("the slop")
        node.rotationThreshold = try keyed["rotationThreshold"]?.measure(
            "radians", "from 0 to π (3.1416)", remedy: "Give an angle in radians, such as 0.0175 (1°)."
        ) {
            $0 >= 0 && $0 <= .pi
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

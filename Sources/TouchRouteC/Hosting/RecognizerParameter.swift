import CTouchRoute
import TouchRoute

/// The C API's recognizer parameters (`tr_recognizer_parameter`): which
/// property each is, on which recognizer classes, and what values it takes.
/// Counts and bit sets cross as doubles, so that one setter serves all.
enum RecognizerParameter: UInt32, CaseIterable {
    case tapsRequired, touchesRequired, minimumTouches, maximumTouches
    case minimumPressDuration, allowableMovement, direction, edges
    // The recognizers' other constants, appended: a value is never renumbered.
    case maximumTapDuration, maximumTapInterval, maximumTapDistance
    case minimumDistance, minimumSpeed, maximumAngle
    case panThreshold, spanSlop, rotationThreshold, edgeZoneWidth

    static func from(_ parameter: tr_recognizer_parameter) throws(APIFailure) -> RecognizerParameter {
        guard let known = RecognizerParameter(rawValue: parameter.rawValue) else {
            throw .invalid("parameter is \(parameter.rawValue), which is not a tr_recognizer_parameter.")
        }
        return known
    }

    /// The most fingers a count may ask for: as many touches as a window holds at once.
    static let largestCount = 64

    func set(_ value: Double, on recognizer: GestureRecognizer) throws(APIFailure) {
        switch (self, recognizer) {
        case (.tapsRequired, let tap as TapGestureRecognizer): tap.numberOfTapsRequired = try count(value)
        case (.touchesRequired, let tap as TapGestureRecognizer): tap.numberOfTouchesRequired = try count(value)
        case (.touchesRequired, let press as LongPressGestureRecognizer):
            press.numberOfTouchesRequired = try count(value)
        case (.touchesRequired, let swipe as SwipeGestureRecognizer): swipe.numberOfTouchesRequired = try count(value)
        case (.minimumTouches, let pan as PanGestureRecognizer):
            let minimum = try count(value)
            guard minimum <= pan.maximumNumberOfTouches else {
                throw .invalid(
                    "TR_RECOGNIZER_MINIMUM_TOUCHES is \(minimum), above the maximum \(pan.maximumNumberOfTouches); raise the maximum first."
                )
            }
            pan.minimumNumberOfTouches = minimum
        case (.maximumTouches, let pan as PanGestureRecognizer):
            let maximum = value == .infinity ? Int.max : try count(value)
            guard maximum >= pan.minimumNumberOfTouches else {
                throw .invalid(
                    "TR_RECOGNIZER_MAXIMUM_TOUCHES is \(maximum), below the minimum \(pan.minimumNumberOfTouches); lower the minimum first."
                )
            }
            pan.maximumNumberOfTouches = maximum
        case (.minimumPressDuration, let press as LongPressGestureRecognizer):
            guard value.isFinite, value >= 0, value <= 1e9 else {
                throw .invalid("\(cName) is \(value) seconds; give a finite number of seconds from 0 to 1e9.")
            }
            press.minimumPressDuration = value
        case (.allowableMovement, let press as LongPressGestureRecognizer):
            press.allowableMovement = try CArguments.length(value, cName)
        case (.allowableMovement, let tap as TapGestureRecognizer):
            tap.allowableMovement = try CArguments.length(value, cName)
        case (.maximumTapDuration, let tap as TapGestureRecognizer): tap.maximumTapDuration = try seconds(value)
        case (.maximumTapInterval, let tap as TapGestureRecognizer): tap.maximumIntervalBetweenTaps = try seconds(value)
        case (.maximumTapDistance, let tap as TapGestureRecognizer):
            tap.maximumDistanceBetweenTaps = try CArguments.length(value, cName)
        case (.minimumDistance, let swipe as SwipeGestureRecognizer): swipe.minimumDistance = try positiveLength(value)
        case (.minimumSpeed, let swipe as SwipeGestureRecognizer):
            guard value.isFinite, value >= 0, value <= CArguments.maximumMagnitude else {
                throw .invalid("\(cName) is \(value) points per second; give a finite speed from 0 to 1e9.")
            }
            swipe.minimumSpeed = value
        case (.maximumAngle, let swipe as SwipeGestureRecognizer):
            swipe.maximumAngle = try angle(value, above: 0, upTo: .pi / 2, "π/2 (1.5707963…), a quarter turn")
        case (.panThreshold, let pan as PanGestureRecognizer): pan.panThreshold = try CArguments.length(value, cName)
        case (.spanSlop, let pinch as PinchGestureRecognizer): pinch.spanSlop = try CArguments.length(value, cName)
        case (.rotationThreshold, let rotation as RotationGestureRecognizer):
            rotation.rotationThreshold = try angle(value, above: nil, upTo: .pi, "π (3.1415926…), a half turn")
        case (.edgeZoneWidth, let edgePan as ScreenEdgePanGestureRecognizer):
            edgePan.edgeZoneWidth = try positiveLength(value)
        case (.direction, let swipe as SwipeGestureRecognizer):
            swipe.direction = SwipeDirection(rawValue: try bits(value))
        case (.edges, let edgePan as ScreenEdgePanGestureRecognizer):
            edgePan.edges = RectEdges(rawValue: try bits(value))
        default: throw wrongKind(recognizer)
        }
    }

    func value(of recognizer: GestureRecognizer) throws(APIFailure) -> Double {
        switch (self, recognizer) {
        case (.tapsRequired, let tap as TapGestureRecognizer): Double(tap.numberOfTapsRequired)
        case (.touchesRequired, let tap as TapGestureRecognizer): Double(tap.numberOfTouchesRequired)
        case (.touchesRequired, let press as LongPressGestureRecognizer): Double(press.numberOfTouchesRequired)
        case (.touchesRequired, let swipe as SwipeGestureRecognizer): Double(swipe.numberOfTouchesRequired)
        case (.minimumTouches, let pan as PanGestureRecognizer): Double(pan.minimumNumberOfTouches)
        case (.maximumTouches, let pan as PanGestureRecognizer):
            pan.maximumNumberOfTouches == .max ? .infinity : Double(pan.maximumNumberOfTouches)
        case (.minimumPressDuration, let press as LongPressGestureRecognizer): press.minimumPressDuration
        case (.allowableMovement, let press as LongPressGestureRecognizer): press.allowableMovement
        case (.allowableMovement, let tap as TapGestureRecognizer): tap.allowableMovement
        case (.maximumTapDuration, let tap as TapGestureRecognizer): tap.maximumTapDuration
        case (.maximumTapInterval, let tap as TapGestureRecognizer): tap.maximumIntervalBetweenTaps
        case (.maximumTapDistance, let tap as TapGestureRecognizer): tap.maximumDistanceBetweenTaps
        case (.minimumDistance, let swipe as SwipeGestureRecognizer): swipe.minimumDistance
        case (.minimumSpeed, let swipe as SwipeGestureRecognizer): swipe.minimumSpeed
        case (.maximumAngle, let swipe as SwipeGestureRecognizer): swipe.maximumAngle
        case (.panThreshold, let pan as PanGestureRecognizer): pan.panThreshold
        case (.spanSlop, let pinch as PinchGestureRecognizer): pinch.spanSlop
        case (.rotationThreshold, let rotation as RotationGestureRecognizer): rotation.rotationThreshold
        case (.edgeZoneWidth, let edgePan as ScreenEdgePanGestureRecognizer): edgePan.edgeZoneWidth
        case (.direction, let swipe as SwipeGestureRecognizer): Double(swipe.direction.rawValue)
        case (.edges, let edgePan as ScreenEdgePanGestureRecognizer): Double(edgePan.edges.rawValue)
        default: throw wrongKind(recognizer)
        }
    }

    /// The C name, for messages.
    var cName: String {
        switch self {
        case .tapsRequired: "TR_RECOGNIZER_TAPS_REQUIRED"
        case .touchesRequired: "TR_RECOGNIZER_TOUCHES_REQUIRED"
        case .minimumTouches: "TR_RECOGNIZER_MINIMUM_TOUCHES"
        case .maximumTouches: "TR_RECOGNIZER_MAXIMUM_TOUCHES"
        case .minimumPressDuration: "TR_RECOGNIZER_MINIMUM_PRESS_DURATION"
        case .allowableMovement: "TR_RECOGNIZER_ALLOWABLE_MOVEMENT"
        case .direction: "TR_RECOGNIZER_DIRECTION"
        case .edges: "TR_RECOGNIZER_EDGES"
        case .maximumTapDuration: "TR_RECOGNIZER_MAXIMUM_TAP_DURATION"
        case .maximumTapInterval: "TR_RECOGNIZER_MAXIMUM_TAP_INTERVAL"
        case .maximumTapDistance: "TR_RECOGNIZER_MAXIMUM_TAP_DISTANCE"
        case .minimumDistance: "TR_RECOGNIZER_MINIMUM_DISTANCE"
        case .minimumSpeed: "TR_RECOGNIZER_MINIMUM_SPEED"
        case .maximumAngle: "TR_RECOGNIZER_MAXIMUM_ANGLE"
        case .panThreshold: "TR_RECOGNIZER_PAN_THRESHOLD"
        case .spanSlop: "TR_RECOGNIZER_SPAN_SLOP"
        case .rotationThreshold: "TR_RECOGNIZER_ROTATION_THRESHOLD"
        case .edgeZoneWidth: "TR_RECOGNIZER_EDGE_ZONE_WIDTH"
        }
    }

    private func count(_ value: Double) throws(APIFailure) -> Int {
        guard value.rounded() == value, value >= 1, value <= Double(Self.largestCount) else {
            throw .invalid("\(cName) is \(value); give a whole number from 1 to \(Self.largestCount).")
        }
        return Int(value)
    }

    /// A duration in seconds, more than 0 and at most 1e9 (0 would refuse every tap).
    private func seconds(_ value: Double) throws(APIFailure) -> Double {
        guard value.isFinite, value > 0, value <= 1e9 else {
            throw .invalid("\(cName) is \(value) seconds; give a finite number of seconds above 0, up to 1e9.")
        }
        return value
    }

    /// A length above 0 (at 0 the swipe would divide by its zero travel, and
    /// no touch would start in an edge zone), up to 1e9 points.
    private func positiveLength(_ value: Double) throws(APIFailure) -> Double {
        guard value > 0 else { throw .invalid("\(cName) is \(value) points; give a length above 0, up to 1e9.") }
        return try CArguments.length(value, cName)
    }

    /// An angle in radians from 0 (or above `least`) up to `most`, described as `mostWords`.
    private func angle(_ value: Double, above least: Double?, upTo most: Double, _ mostWords: String)
        throws(APIFailure) -> Double
    {
        guard value.isFinite, value <= most, least.map({ value > $0 }) ?? (value >= 0) else {
            let from = least == nil ? "from 0" : "above 0"
            throw .invalid("\(cName) is \(value) radians; give an angle \(from) up to \(mostWords).")
        }
        return value
    }

    /// A non-empty set of the four direction or edge bits.
    private func bits(_ value: Double) throws(APIFailure) -> UInt8 {
        guard value.rounded() == value, value >= 1, value <= 15 else {
            throw .invalid(
                "\(cName) is \(value); give a non-empty set of the bits 1, 2, 4 and 8 (TR_SWIPE_* or TR_EDGE_*), 1 to 15."
            )
        }
        return UInt8(value)
    }

    private func wrongKind(_ recognizer: GestureRecognizer) -> APIFailure {
        APIFailure(
            TR_ERROR_WRONG_KIND,
            "\(cName) does not apply to \"\(recognizer.name)\", a \(recognizer.kind.name) recognizer. See which kinds each tr_recognizer_parameter names."
        )
    }
}

import CTouchRoute
import TouchRoute

/// The C API's recognizer parameters (`tr_recognizer_parameter`): which
/// property each is, on which recognizer classes, and what values it takes.
/// Counts and bit sets cross as doubles, so that one setter serves all.
enum RecognizerParameter: UInt32, CaseIterable {
    case tapsRequired, touchesRequired, minimumTouches, maximumTouches
    case minimumPressDuration, allowableMovement, direction, edges

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
            press.allowableMovement = try CArguments.length(value, "TR_RECOGNIZER_ALLOWABLE_MOVEMENT")
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
        }
    }

    private func count(_ value: Double) throws(APIFailure) -> Int {
        guard value.rounded() == value, value >= 1, value <= Double(Self.largestCount) else {
            throw .invalid("\(cName) is \(value); give a whole number from 1 to \(Self.largestCount).")
        }
        return Int(value)
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
            "\(cName) does not apply to \"\(recognizer.name)\", a \(recognizer.kind.rawValue) recognizer. See which kinds each tr_recognizer_parameter names."
        )
    }
}

/// The C API's recognizer flags (`tr_recognizer_flag`).
enum RecognizerFlag: UInt32, CaseIterable {
    case enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded

    static func from(_ flag: tr_recognizer_flag) throws(APIFailure) -> RecognizerFlag {
        guard let known = RecognizerFlag(rawValue: flag.rawValue) else {
            throw .invalid("flag is \(flag.rawValue), which is not a tr_recognizer_flag.")
        }
        return known
    }

    var property: ReferenceWritableKeyPath<GestureRecognizer, Bool> {
        switch self {
        case .enabled: \.isEnabled
        case .cancelsTouchesInView: \.cancelsTouchesInView
        case .delaysTouchesBegan: \.delaysTouchesBegan
        case .delaysTouchesEnded: \.delaysTouchesEnded
        }
    }
}

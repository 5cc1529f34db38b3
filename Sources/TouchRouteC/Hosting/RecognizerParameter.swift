import CTouchRoute
import TouchRoute

/// The core's table of recognizer parameters, as this module names it
/// (its own `RecognizerParameter` is the C enum's values).
typealias ParameterEntry = TouchRoute.RecognizerParameter

/// The C API's recognizer parameters (`tr_recognizer_parameter`): which entry
/// of the core's parameter table each names (`key`; the table gives the
/// property, the recognizer classes that have it and what values it takes),
/// and the C API's wording of its range. Counts and bit sets cross as
/// doubles, so that one setter serves all.
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

    /// The key of the core's parameter table (`BuiltInRecognizer.parameters`) this value names.
    var key: String {
        switch self {
        case .tapsRequired: "taps"
        case .touchesRequired: "fingers"
        case .minimumTouches: "minimumFingers"
        case .maximumTouches: "maximumFingers"
        case .minimumPressDuration: "minimumDuration"
        case .allowableMovement: "allowableMovement"
        case .direction: "direction"
        case .edges: "edges"
        case .maximumTapDuration: "maximumTapDuration"
        case .maximumTapInterval: "maximumIntervalBetweenTaps"
        case .maximumTapDistance: "maximumDistanceBetweenTaps"
        case .minimumDistance: "minimumDistance"
        case .minimumSpeed: "minimumSpeed"
        case .maximumAngle: "maximumAngle"
        case .panThreshold: "panThreshold"
        case .spanSlop: "spanSlop"
        case .rotationThreshold: "rotationThreshold"
        case .edgeZoneWidth: "edgeZoneWidth"
        }
    }

    /// The table's entry for `recognizer`, or `TR_ERROR_WRONG_KIND`.
    private func entry(of recognizer: GestureRecognizer) throws(APIFailure) -> ParameterEntry {
        guard let entry = BuiltInRecognizer.parameter(key, of: recognizer) else { throw wrongKind(recognizer) }
        return entry
    }

    func set(_ value: Double, on recognizer: GestureRecognizer) throws(APIFailure) {
        let entry = try entry(of: recognizer)
        entry.set(try checked(value, for: entry, on: recognizer), on: recognizer)
    }

    func value(of recognizer: GestureRecognizer) throws(APIFailure) -> Double {
        guard let value = try entry(of: recognizer).value(of: recognizer) else { throw wrongKind(recognizer) }
        return value
    }

    /// `value` if it is in `entry`'s range (and, for a minimum or a maximum
    /// of fingers, on the right side of the other), in the table's units.
    private func checked(_ value: Double, for entry: ParameterEntry, on recognizer: GestureRecognizer)
        throws(APIFailure) -> Double
    {
        switch entry.measure {
        case .count(_, _, let unlimited):
            let count = unlimited && value == .infinity ? Int.max : try count(value)
            if let minimumKey = entry.atLeast, let minimum = Self.count(minimumKey, of: recognizer), count < minimum {
                throw .invalid("\(cName) is \(count), below the minimum \(minimum); lower the minimum first.")
            }
            if let maximumKey = Self.maximumKey(over: entry.key, of: recognizer),
                let maximum = Self.count(maximumKey, of: recognizer), count > maximum
            {
                throw .invalid("\(cName) is \(count), above the maximum \(maximum); raise the maximum first.")
            }
            return count == .max ? .infinity : Double(count)
        case .seconds(let allowsZero):
            guard value.isFinite, allowsZero ? value >= 0 : value > 0, value <= 1e9 else {
                let range = allowsZero ? "from 0 to 1e9" : "above 0, up to 1e9"
                throw .invalid("\(cName) is \(value) seconds; give a finite number of seconds \(range).")
            }
            return value
        case .points(_, let allowsZero):
            return allowsZero ? try CArguments.length(value, cName) : try positiveLength(value)
        case .pointsPerSecond:
            guard value.isFinite, value >= 0, value <= CArguments.maximumMagnitude else {
                throw .invalid("\(cName) is \(value) points per second; give a finite speed from 0 to 1e9.")
            }
            return value
        case .radians(let allowsZero, let limit, _):
            let digits = (limit.radians * 1e7).rounded(.down) / 1e7
            return try angle(
                value, above: allowsZero ? nil : 0, upTo: limit.radians, "\(limit.symbol) (\(digits)…), \(limit.words)")
        case .directions, .edges:
            return Double(try bits(value))
        }
    }

    /// The count `key` of `recognizer` (`Int.max` for no limit); nil if it has none.
    private static func count(_ key: String, of recognizer: GestureRecognizer) -> Int? {
        BuiltInRecognizer.parameter(key, of: recognizer)?.value(of: recognizer).map { $0 == .infinity ? .max : Int($0) }
    }

    /// The key of the maximum that may not go below `key`, if `recognizer` has one.
    private static func maximumKey(over key: String, of recognizer: GestureRecognizer) -> String? {
        let parameters = BuiltInRecognizer.registered(recognizer.kind)?.parameters ?? []
        return parameters.first { $0.atLeast == key }?.key
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

/// One setting of a built-in recognizer class, by its one name: the key a
/// layout file gives it under (`spanSlop`), what its values measure
/// (`Measure`, for validation and messages), and the property it reads and
/// writes. `BuiltInRecognizer` lists each class's; the layout reader and the
/// C API's `tr_recognizer_set`/`get` both go through them, so a parameter is
/// named, bounded and applied in one place.
///
/// Values cross as `Double`, so that one reader and one setter serve counts,
/// lengths, durations, angles and bit sets: a count is a whole number (and
/// `Int.max`, "no limit", is `.infinity`), a bit set its raw value.
public struct RecognizerParameter: Sendable {
    /// The name: the layout key, and the property's name where the two agree.
    public let key: String
    /// What the values measure, and which of them make sense.
    public let measure: Measure
    /// For a maximum: the key of the minimum it may not go below (a pan's
    /// `maximumFingers` stays at least its `minimumFingers`).
    public let atLeast: String?
    private let read: @Sendable (GestureRecognizer) -> Double?
    private let write: @Sendable (GestureRecognizer, Double) -> Bool

    /// A `Double` property of `Recognizer`: points, seconds, radians or points per second.
    public init<Recognizer: GestureRecognizer>(
        _ key: String, _ measure: Measure, _ property: ReferenceWritableKeyPath<Recognizer, Double> & Sendable
    ) {
        self.init(key, measure, atLeast: nil) {
            ($0 as? Recognizer)?[keyPath: property]
        } write: {
            guard let recognizer = $0 as? Recognizer else { return false }
            recognizer[keyPath: property] = $1
            return true
        }
    }

    /// An `Int` property of `Recognizer`, a count: `Int.max` reads as `.infinity` and back.
    public init<Recognizer: GestureRecognizer>(
        _ key: String, _ measure: Measure, atLeast: String? = nil,
        _ property: ReferenceWritableKeyPath<Recognizer, Int> & Sendable
    ) {
        self.init(key, measure, atLeast: atLeast) { recognizer in
            (recognizer as? Recognizer).map {
                $0[keyPath: property] == .max ? .infinity : Double($0[keyPath: property])
            }
        } write: {
            guard let recognizer = $0 as? Recognizer else { return false }
            recognizer[keyPath: property] = $1 == .infinity ? .max : Int($1)
            return true
        }
    }

    /// An option set of `Recognizer` (directions, edges), as its raw bits.
    public init<Recognizer: GestureRecognizer, Bits: OptionSet>(
        _ key: String, _ measure: Measure, _ property: ReferenceWritableKeyPath<Recognizer, Bits> & Sendable
    ) where Bits.RawValue == UInt8 {
        self.init(key, measure, atLeast: nil) {
            ($0 as? Recognizer).map { Double($0[keyPath: property].rawValue) }
        } write: {
            guard let recognizer = $0 as? Recognizer else { return false }
            recognizer[keyPath: property] = Bits(rawValue: UInt8($1))
            return true
        }
    }

    private init(
        _ key: String, _ measure: Measure, atLeast: String?,
        read: @escaping @Sendable (GestureRecognizer) -> Double?,
        write: @escaping @Sendable (GestureRecognizer, Double) -> Bool
    ) {
        self.key = key
        self.measure = measure
        self.atLeast = atLeast
        self.read = read
        self.write = write
    }

    /// Whether `recognizer` has this parameter (it is of the class the property belongs to).
    public func applies(to recognizer: GestureRecognizer) -> Bool { read(recognizer) != nil }

    /// The parameter's value on `recognizer`; nil when it does not apply.
    public func value(of recognizer: GestureRecognizer) -> Double? { read(recognizer) }

    /// Set the parameter on `recognizer` to `value`, which the caller has
    /// checked against `measure` (a count whole, bits non-empty).
    /// - Returns: false when the parameter does not apply to `recognizer`.
    @discardableResult
    public func set(_ value: Double, on recognizer: GestureRecognizer) -> Bool { write(recognizer, value) }
}

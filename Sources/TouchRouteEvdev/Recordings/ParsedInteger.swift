/// The outcome of reading an integer field from a recording: a value, text that
/// is not a number at all, or a number too large for the field.
///
/// Both readers need the difference: "not a hex number" and "outside
/// 0...0x3f" call for different fixes. Parsing never traps or wraps.
enum ParsedInteger<Value: FixedWidthInteger> {
    case value(Value)
    case notANumber
    case outOfRange

    /// Reads `text` in `radix` 10 or 16.
    ///
    /// Decimal text may carry a `+` or `-` sign (so `-1` in an unsigned field is
    /// out of range, not "not a number"); hex text may carry a `0x` prefix, as C's
    /// `scanf("%x")` that evemu reads with allows. Leading zeros are fine:
    /// evemu 1.3 writes values as `%04d`, such as `0006` and `-001`.
    init(_ text: Substring, radix: Int) {
        var digits = text
        if radix == 16, digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
        }
        var signless = digits
        if radix == 10, let first = signless.first, first == "-" || first == "+" {
            signless = signless.dropFirst()
        }
        let allDigits =
            !signless.isEmpty
            && signless.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): true
                case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): radix == 16
                default: false
                }
            }
        guard allDigits else {
            self = .notANumber
            return
        }
        // The standard library's parser is checked: nil here means overflow.
        if let value = Value(digits, radix: radix) {
            self = .value(value)
        } else {
            self = .outOfRange
        }
    }
}

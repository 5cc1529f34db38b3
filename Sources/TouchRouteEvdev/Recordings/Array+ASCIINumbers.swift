import TouchRoute

extension [UInt8] {
    /// Appends `value` in decimal, with a `-` when negative, as `%d`/`%lu` would.
    /// Allocates nothing beyond the array's own growth.
    mutating func appendDecimal<Value: BinaryInteger>(_ value: Value, minimumDigits: Int = 1) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = UInt64(value.magnitude)
        appendDigits(of: magnitude, count: Swift.max(Self.digitCount(of: magnitude), minimumDigits))
    }

    /// Appends `value` in decimal right-aligned in `width` columns, spaces
    /// before it, as `%3d` would. Allocates nothing beyond the array's growth.
    mutating func appendDecimal<Value: BinaryInteger>(_ value: Value, width: Int) {
        let magnitude = UInt64(value.magnitude)
        let digits = Self.digitCount(of: magnitude)
        for _ in 0..<Swift.max(0, width - digits - (value < 0 ? 1 : 0)) { append(UInt8(ascii: " ")) }
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDigits(of: magnitude, count: digits)
    }

    /// Appends `time` as evemu and libinput write times in text,
    /// `SECONDS.MICROSECONDS` with six digits (`%lu.%06u`).
    mutating func appendTime(_ time: EventTime) {
        appendDecimal(time.seconds)
        append(UInt8(ascii: "."))
        appendDecimal(time.microseconds, minimumDigits: 6)
    }

    /// Appends the bytes of a literal without making a `String`.
    mutating func append(contentsOf literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// The decimal digits of `magnitude`: 1 for 0 to 9.
    private static func digitCount(of magnitude: UInt64) -> Int {
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }

    /// Appends the last `count` decimal digits of `magnitude`, zero-padded.
    private mutating func appendDigits(of magnitude: UInt64, count: Int) {
        var divisor: UInt64 = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        }
    }

    /// Appends the low `digits` hex digits of `value` in lower case, zero-padded,
    /// as `%02x` or `%04x` would for values that fit.
    mutating func appendHex(_ value: UInt16, digits: Int) {
        let alphabet: StaticString = "0123456789abcdef"
        var shift = 4 * (digits - 1)
        while shift >= 0 {
            append(alphabet.utf8Start[Int(value >> UInt16(shift) & 0xf)])
            shift -= 4
        }
    }
}

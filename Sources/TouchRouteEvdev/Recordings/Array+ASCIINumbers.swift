extension [UInt8] {
    /// Appends `value` in decimal, with a `-` when negative, as `%d`/`%lu` would.
    /// Allocates nothing beyond the array's own growth.
    mutating func appendDecimal<Value: BinaryInteger>(_ value: Value, minimumDigits: Int = 1) {
        if value < 0 { append(UInt8(ascii: "-")) }
        let magnitude = UInt64(value.magnitude)
        var divisor: UInt64 = 1
        var digits = 1
        while magnitude / divisor >= 10 || digits < minimumDigits {
            divisor *= 10
            digits += 1
        }
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

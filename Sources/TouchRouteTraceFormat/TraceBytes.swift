import TouchRoute

/// A reused byte buffer that trace lines are formatted into, so that
/// formatting a frame allocates nothing once the buffer has grown to a
/// frame's size: numbers are written digit by digit, and strings are copied
/// from their UTF-8 views.
///
/// The spellings match the library's `String` ones exactly
/// (`Double.compactDescription`, `Point.description`), so the bytes are the
/// same as the text the CLI printed before.
public struct TraceBytes {
    /// The formatted bytes; `removeAll(keepingCapacity:)` after writing them.
    public var bytes: [UInt8] = []

    public init(capacity: Int = 64 * 1024) {
        bytes.reserveCapacity(capacity)
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// Forget the bytes, keeping the storage.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    public mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Text known at compile time, such as `", "` or `" → "`.
    public mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A string's UTF-8, as is.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `count` copies of `byte`.
    public mutating func append(_ byte: UInt8, count: Int) {
        for _ in 0..<max(0, count) { bytes.append(byte) }
    }

    /// A decimal integer.
    public mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        append(digitsOf: value.magnitude)
    }

    /// An unsigned decimal, most significant digit first.
    mutating func append(digitsOf value: UInt) {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// `Double.compactDescription`: at most three decimals, no trailing zeros.
    /// Values it spells with Swift's own description (beyond 1e15, or not
    /// finite) are copied from that, which allocates; nothing on a screen is there.
    public mutating func append(compact value: Double) {
        guard value.isFinite, abs(value) < 1e15 else {
            append(value.compactDescription)
            return
        }
        let thousandths = (value * 1000).rounded()
        if thousandths == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = UInt64(abs(thousandths))
        append(digitsOf: UInt(magnitude / 1000))
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        bytes.append(UInt8(ascii: "."))
        // Leading zeros of the fraction: "0.05" is 50 thousandths, 2 digits.
        let width = fraction >= 100 ? 3 : fraction >= 10 ? 2 : 1
        append(UInt8(ascii: "0"), count: digits - width)
        append(digitsOf: UInt(fraction))
    }

    /// `Point.description`: `(x, y)` with compact coordinates.
    public mutating func append(_ point: Point) {
        bytes.append(UInt8(ascii: "("))
        append(compact: point.x)
        append(literal: ", ")
        append(compact: point.y)
        bytes.append(UInt8(ascii: ")"))
    }

    /// Seconds with exactly three decimals (`1.250`), right-aligned in
    /// `width` columns: the time stamp of a text trace line.
    public mutating func append(seconds value: Double, width: Int = 0) {
        let millis = Int((value * 1000).rounded())
        let whole = millis.magnitude / 1000, fraction = millis.magnitude % 1000
        let length = (millis < 0 ? 1 : 0) + Self.digitCount(whole) + 4
        append(UInt8(ascii: " "), count: width - length)
        if millis < 0 { bytes.append(UInt8(ascii: "-")) }
        append(digitsOf: whole)
        bytes.append(UInt8(ascii: "."))
        append(UInt8(ascii: "0"), count: 3 - Self.digitCount(fraction))
        append(digitsOf: fraction)
    }

    private static func digitCount(_ value: UInt) -> Int {
        var count = 1, rest = value
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }

    /// A JSON string: quoted, with `"`, `\`, and control characters escaped.
    /// Every byte that needs escaping is ASCII, so the UTF-8 is walked byte
    /// by byte and other bytes pass through.
    public mutating func append(jsonQuoted text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): append(literal: "\\\"")
                case UInt8(ascii: "\\"): append(literal: "\\\\")
                case UInt8(ascii: "\n"): append(literal: "\\n")
                case UInt8(ascii: "\r"): append(literal: "\\r")
                case UInt8(ascii: "\t"): append(literal: "\\t")
                case ..<0x20:
                    append(literal: "\\u00")
                    let hex: StaticString = "0123456789abcdef"
                    hex.withUTF8Buffer { digits in
                        bytes.append(digits[Int(byte >> 4)])
                        bytes.append(digits[Int(byte & 0xf)])
                    }
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

import TouchRoute

/// A reused byte buffer that trace lines are formatted into, so that
/// formatting a frame allocates nothing once the buffer has grown to a
/// frame's size: numbers are written digit by digit, and strings are copied
/// from their UTF-8 views.
///
/// The spellings match the library's `String` ones exactly
/// (`Double.compactDescription`, `Point.description`), so the bytes are the
/// same as the text the CLI printed before.
///
/// Noncopyable, over memory it owns: each piece is one capacity check and a
/// copy, with no uniqueness check or generic append per piece (an `Array`'s
/// appends were half of formatting a JSON Lines frame, measured with perf).
public struct TraceBytes: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes formatted so far.
    public private(set) var count = 0

    /// - Parameter capacity: bytes of room to start with; the buffer doubles
    ///   when a piece does not fit.
    public init(capacity: Int = 64 * 1024) {
        self.capacity = max(16, capacity)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// Whether nothing has been formatted since the buffer was made or last emptied.
    public var isEmpty: Bool { count == 0 }

    /// Forget the bytes, keeping the storage.
    public mutating func removeAll() {
        count = 0
    }

    /// The bytes formatted so far, for a `write` or a test.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// The bytes as text (they are UTF-8): for tests and one-off lines.
    public var text: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }

    // Inlined: each piece of a line is a capacity check and a few stores, and
    // the calls around them were a third of formatting a frame (callgrind).

    /// Where the next `extra` bytes go, growing the storage if they do not fit.
    @inline(__always)
    private mutating func room(for extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity { grow(toHold: count + extra) }
        return start + count
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    @inline(__always)
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
        room(for: buffer.count).update(from: source, count: buffer.count)
        count += buffer.count
    }

    /// One byte, such as a newline or a quote.
    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        room(for: 1).pointee = byte
        count += 1
    }

    /// Text known at compile time, such as `", "` or `" → "`.
    @inline(__always)
    public mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// A string's UTF-8, as is.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `count` copies of `byte`.
    public mutating func append(_ byte: UInt8, count: Int) {
        guard count > 0 else { return }
        room(for: count).update(repeating: byte, count: count)
        self.count += count
    }

    /// A decimal integer.
    public mutating func append(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        append(digitsOf: value.magnitude)
    }

    /// An unsigned decimal, most significant digit first.
    mutating func append(digitsOf value: UInt) {
        let width = Self.digitCount(value)
        Self.write(digitsOf: value, width: width, at: room(for: width))
        count += width
    }

    /// Write `value`'s last `width` decimal digits at `digits`, the last
    /// digit at `digits[width - 1]`.
    @inline(__always)
    private static func write(digitsOf value: UInt, width: Int, at digits: UnsafeMutablePointer<UInt8>) {
        var rest = value
        var index = width
        while index > 0 {
            index -= 1
            digits[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
    }

    /// `Double.compactDescription`: at most three decimals, no trailing zeros.
    /// Values it spells with Swift's own description (beyond 1e15, or not
    /// finite) are copied from that, which allocates; nothing on a screen is there.
    ///
    /// Written in one piece: the sign, the whole part, and the decimals of
    /// the rounded thousandths with their trailing zeros left off.
    public mutating func append(compact value: Double) {
        guard value.isFinite, abs(value) < 1e15 else {
            append(value.compactDescription)
            return
        }
        let thousandths = (value * 1000).rounded()
        if thousandths == 0 {
            append(UInt8(ascii: "0"))
            return
        }
        // Below 1e18, so it fits; the whole part has at most 16 digits.
        let magnitude = UInt(abs(thousandths))
        let whole = magnitude / 1000
        let fraction = magnitude % 1000
        let wholeWidth = Self.digitCount(whole)
        // A sign, 16 digits, a point and three decimals.
        let out = room(for: 21)
        var length = 0
        if thousandths < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        Self.write(digitsOf: whole, width: wholeWidth, at: out + length)
        length += wholeWidth
        if fraction != 0 {
            let tenths = fraction / 100
            let hundredths = fraction / 10 % 10
            let thousandthsDigit = fraction % 10
            out[length] = UInt8(ascii: ".")
            out[length + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: tenths)
            length += 2
            if hundredths != 0 || thousandthsDigit != 0 {
                out[length] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: hundredths)
                length += 1
                if thousandthsDigit != 0 {
                    out[length] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: thousandthsDigit)
                    length += 1
                }
            }
        }
        count += length
    }

    /// `Point.description`: `(x, y)` with compact coordinates.
    public mutating func append(_ point: Point) {
        append(UInt8(ascii: "("))
        append(compact: point.x)
        append(literal: ", ")
        append(compact: point.y)
        append(UInt8(ascii: ")"))
    }

    /// Seconds with exactly three decimals (`1.250`), right-aligned in
    /// `width` columns: the time stamp of a text trace line.
    /// Beyond ±10¹⁵ s (no input clock reaches it) the value is clamped, and
    /// NaN is written as the lower bound, rather than trap in the conversion.
    public mutating func append(seconds value: Double, width: Int = 0) {
        let millis = (value * 1000).rounded().clampedIndex(in: -1_000_000_000_000_000_000...1_000_000_000_000_000_000)
        let whole = millis.magnitude / 1000
        let fraction = millis.magnitude % 1000
        let sign = millis < 0 ? 1 : 0
        let wholeWidth = Self.digitCount(whole)
        let length = sign + wholeWidth + 4
        let padding = max(0, width - length)
        let out = room(for: padding + length)
        out.update(repeating: UInt8(ascii: " "), count: padding)
        var at = out + padding
        if sign == 1 {
            at.pointee = UInt8(ascii: "-")
            at += 1
        }
        Self.write(digitsOf: whole, width: wholeWidth, at: at)
        at[wholeWidth] = UInt8(ascii: ".")
        Self.write(digitsOf: fraction, width: 3, at: at + wholeWidth + 1)
        count += padding + length
    }

    private static func digitCount(_ value: UInt) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// A JSON string: quoted, with `"`, `\`, and control characters escaped.
    /// Every byte that needs escaping is ASCII, so the UTF-8 is walked byte
    /// by byte, and the runs between escapes are copied whole.
    public mutating func append(jsonQuoted text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
                append(UnsafeBufferPointer(rebasing: utf8[run..<index]))
                append(escaping: byte)
                run = index + 1
            }
            append(UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        append(UInt8(ascii: "\""))
    }

    /// The JSON escape of a byte that needs one.
    private mutating func append(escaping byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append(literal: "\\\"")
        case UInt8(ascii: "\\"): append(literal: "\\\\")
        case UInt8(ascii: "\n"): append(literal: "\\n")
        case UInt8(ascii: "\r"): append(literal: "\\r")
        case UInt8(ascii: "\t"): append(literal: "\\t")
        default:
            append(literal: "\\u00")
            let hex: StaticString = "0123456789abcdef"
            hex.withUTF8Buffer { digits in
                append(digits[Int(byte >> 4)])
                append(digits[Int(byte & 0xf)])
            }
        }
    }
}

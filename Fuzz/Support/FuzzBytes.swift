/// A cursor over one fuzz input, handing out the values a harness builds its
/// calls from.
///
/// Reads past the end give zeros, so every input, however short, describes a
/// whole sequence of calls and the fuzzer need not learn a length format.
public struct FuzzBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A little-endian integer of `T`'s width.
    public mutating func integer<T: FixedWidthInteger>(_: T.Type = T.self) -> T {
        var value = T.zero
        for shift in stride(from: 0, to: T.bitWidth, by: 8) {
            value |= T(truncatingIfNeeded: byte()) << shift
        }
        return value
    }

    /// One of `count` choices, `0..<count`.
    public mutating func choice(_ count: Int) -> Int {
        precondition(count > 0)
        return Int(byte()) % count
    }

    /// A double that is usually a plain number in `range` and sometimes one
    /// a careless caller might pass: ±0, ±infinity, NaN, the largest and the
    /// smallest magnitudes, or any bit pattern.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        switch byte() {
        case 0: return 0
        case 1: return -0.0
        case 2: return .infinity
        case 3: return -.infinity
        case 4: return .nan
        case 5: return .greatestFiniteMagnitude
        case 6: return -.greatestFiniteMagnitude
        case 7: return .leastNonzeroMagnitude
        case 8: return Double(bitPattern: integer(UInt64.self))
        default:
            let fraction = Double(integer(UInt16.self)) / Double(UInt16.max)
            return range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        }
    }

    /// The bytes not read yet.
    public mutating func rest() -> UnsafeBufferPointer<UInt8> {
        let start = min(position, bytes.count)
        position = bytes.count
        return UnsafeBufferPointer(rebasing: bytes[start...])
    }
}

/// The input libFuzzer passes, as a buffer (its pointer is null when it is empty).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)
}

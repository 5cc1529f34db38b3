import Testing

@testable import TouchRouteEvdev

@Suite struct ParsedIntegerTests {
    static func parse<Value: FixedWidthInteger>(_ text: String, radix: Int, as: Value.Type) -> Value? {
        if case .value(let value) = ParsedInteger<Value>(Substring(text), radix: radix) { return value }
        return nil
    }

    static func isNotANumber<Value: FixedWidthInteger>(_ text: String, radix: Int, as: Value.Type) -> Bool {
        if case .notANumber = ParsedInteger<Value>(Substring(text), radix: radix) { return true }
        return false
    }

    static func isOutOfRange<Value: FixedWidthInteger>(_ text: String, radix: Int, as: Value.Type) -> Bool {
        if case .outOfRange = ParsedInteger<Value>(Substring(text), radix: radix) { return true }
        return false
    }

    @Test func readsHexWithOrWithoutPrefix() {
        #expect(Self.parse("2f", radix: 16, as: UInt16.self) == 0x2f)
        #expect(Self.parse("002F", radix: 16, as: UInt16.self) == 0x2f)
        #expect(Self.parse("0x2f", radix: 16, as: UInt16.self) == 0x2f)
        #expect(Self.parse("0Xffff", radix: 16, as: UInt16.self) == 0xffff)
        #expect(Self.isOutOfRange("10000", radix: 16, as: UInt16.self))
        #expect(Self.isNotANumber("-1", radix: 16, as: UInt16.self))
        #expect(Self.isNotANumber("0x", radix: 16, as: UInt16.self))
        #expect(Self.isNotANumber("g", radix: 16, as: UInt16.self))
        #expect(Self.isNotANumber("", radix: 16, as: UInt8.self))
    }

    @Test func readsSignedDecimalWithLeadingZeros() {
        #expect(Self.parse("0006", radix: 10, as: Int32.self) == 6)
        #expect(Self.parse("-001", radix: 10, as: Int32.self) == -1)
        #expect(Self.parse("+7", radix: 10, as: Int32.self) == 7)
        #expect(Self.parse("-2147483648", radix: 10, as: Int32.self) == .min)
        #expect(Self.isOutOfRange("2147483648", radix: 10, as: Int32.self))
        #expect(Self.isOutOfRange("-1", radix: 10, as: UInt16.self))
        #expect(Self.isOutOfRange("99999999999999999999999999", radix: 10, as: Int.self))
        #expect(Self.isNotANumber("-", radix: 10, as: Int32.self))
        #expect(Self.isNotANumber("1e3", radix: 10, as: Int32.self))
        #expect(Self.isNotANumber("ff", radix: 10, as: Int32.self))
        #expect(Self.isNotANumber(" 1", radix: 10, as: Int32.self))
        #expect(Self.isNotANumber("١٢", radix: 10, as: Int32.self))  // Arabic-Indic digits are not ASCII digits
    }
}

import Testing

@testable import TouchRouteEvdev

@Suite struct RecordingLineTests {
    static func lines(_ text: String) throws(RecordingError) -> [String] {
        try RecordingLine.lines(of: Array(text.utf8), path: "x").map(\.text)
    }

    @Test func splitsOnLineFeedsAndDropsCarriageReturns() throws {
        #expect(try Self.lines("") == [])
        #expect(try Self.lines("a") == ["a"])
        #expect(try Self.lines("a\n") == ["a"])
        #expect(try Self.lines("a\n\nb") == ["a", "", "b"])
        #expect(try Self.lines("a\r\nb\r\n") == ["a", "b"])
        #expect(try Self.lines("\n") == [""])
        #expect(try Self.lines("a\rb\n") == ["a\rb"])  // a lone CR is not a line break
    }

    @Test func numbersLinesFromOne() throws {
        let numbers = try RecordingLine.lines(of: Array("a\nb\n\nc".utf8), path: "x").map(\.number)
        #expect(numbers == [1, 2, 3, 4])
    }

    @Test func keepsUTF8Text() throws {
        #expect(try Self.lines("N: Écran tactile ✋\n") == ["N: Écran tactile ✋"])
    }

    @Test(
        arguments: [
            ([0x61, 0x0a, 0xc3, 0x28, 0x0a], 2, 1, "'\\xC3('"),  // a broken two-byte sequence
            ([0x61, 0x0a, 0x62, 0x0a, 0x00], 3, 1, "'\\u{0}'"),  // a NUL byte
            ([0xff], 1, 1, "'\\xFF'"),
            ([0x61, 0x0a, 0x62, 0xe2, 0x82], 2, 2, "'\\xE2\\x82'"),  // cut in the middle of a character
        ] as [([UInt8], Int, Int, String)])
    func refusesLinesThatAreNotTextQuotingTheBytesFromTheFirstBadOne(
        bytes: [UInt8], line: Int, column: Int, excerpt: String
    ) {
        #expect(throws: RecordingError(path: "x", line: line, reason: .notText(column: column, excerpt: excerpt))) {
            try RecordingLine.lines(of: bytes, path: "x")
        }
    }

    @Test func anUnreadableLastLineIsReturnedWithTheLinesBeforeIt() throws {
        let split = try RecordingLine.readableLines(of: [0x61, 0x0a, 0x62, 0xe2, 0x82], path: "x")
        #expect(split.lines.map(\.text) == ["a"])
        #expect(
            split.unreadableLastLine
                == RecordingError(path: "x", line: 2, reason: .notText(column: 2, excerpt: "'\\xE2\\x82'")))
        // Not the last line: still refused.
        #expect(throws: RecordingError.self) { try RecordingLine.readableLines(of: [0xff, 0x0a, 0x61], path: "x") }
    }
}

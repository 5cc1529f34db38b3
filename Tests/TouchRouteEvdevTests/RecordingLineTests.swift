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

    @Test(arguments: [
        ([0x61, 0x0a, 0xc3, 0x28, 0x0a], 2),       // a broken two-byte sequence
        ([0x61, 0x0a, 0x62, 0x0a, 0x00], 3),       // a NUL byte
        ([0xff], 1),
        ([0x61, 0x0a, 0xe2, 0x82], 2),             // cut in the middle of a character
    ] as [([UInt8], Int)])
    func refusesLinesThatAreNotText(bytes: [UInt8], line: Int) {
        #expect(throws: RecordingError(path: "x", line: line, reason: .notText)) {
            try RecordingLine.lines(of: bytes, path: "x")
        }
    }
}

/// One line of a recording's text, without its line break.
package struct RecordingLine: Hashable, Sendable {
    /// 1-based, as editors and error messages count.
    package var number: Int
    /// The line without `\n` or `\r\n`.
    package var text: String

    /// Splits `bytes` into lines, refusing any line that is not UTF-8 or holds
    /// a NUL byte (a binary file, or a text file cut with garbage).
    ///
    /// A final line break does not start another line, so `"a\n"` is one line
    /// and an empty file is none.
    package static func lines(of bytes: [UInt8], path: String) throws(RecordingError) -> [RecordingLine] {
        let split = try readableLines(of: bytes, path: path)
        if let unreadable = split.unreadableLastLine { throw unreadable }
        return split.lines
    }

    /// Splits `bytes` into lines as `lines(of:path:)` does, except that a last
    /// line that is not text is returned as its error instead of thrown: a
    /// recorder stopped in the middle of a character, or a file system that
    /// lost the end of a file, leaves such a line, and what comes before it
    /// can still be read.
    ///
    /// - Complexity: O(n) in the number of bytes.
    package static func readableLines(
        of bytes: [UInt8], path: String
    ) throws(RecordingError) -> (lines: [RecordingLine], unreadableLastLine: RecordingError?) {
        var lines: [RecordingLine] = []
        var start = bytes.startIndex
        var number = 1
        while start < bytes.endIndex {
            let breakIndex = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var end = breakIndex
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let slice = bytes[start..<end]
            guard let text = text(of: slice) else {
                let error = notText(slice, path: path, line: number)
                if breakIndex == bytes.endIndex { return (lines, error) }
                throw error
            }
            lines.append(RecordingLine(number: number, text: text))
            number += 1
            start = breakIndex == bytes.endIndex ? breakIndex : breakIndex + 1
        }
        return (lines, nil)
    }

    private static func text(of slice: ArraySlice<UInt8>) -> String? {
        guard !slice.contains(0) else { return nil }
        return String(validating: slice, as: UTF8.self)
    }

    /// The error for a line that is not text, quoting the bytes from the
    /// first one that is not: a NUL, or a byte that does not continue UTF-8.
    package static func notText(_ slice: ArraySlice<UInt8>, path: String, line: Int) -> RecordingError {
        let offset = UTF8TextPrefix.length(of: slice, endingAtNUL: true)
        let rest = slice.dropFirst(offset)
        return RecordingError(
            path: path, line: line,
            reason: .notText(column: offset + 1, excerpt: QuotedInput(bytes: rest, limit: 16).description))
    }
}

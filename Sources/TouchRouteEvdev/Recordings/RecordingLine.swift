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
        while let line = nextLine(in: bytes[...], at: start, number: lines.count + 1, isComplete: true) {
            guard let text = text(of: bytes[line.content]) else {
                let error = notText(bytes[line.content], path: path, line: line.number)
                if !line.hasBreak { return (lines, error) }
                throw error
            }
            lines.append(RecordingLine(number: line.number, text: text))
            start = line.next
        }
        return (lines, nil)
    }

    /// Where one line lies in a buffer of a recording's bytes.
    package struct Bounds {
        /// 1-based.
        package var number: Int
        /// The line without its break: without the `\n`, and without a `\r`
        /// before it or at the very end.
        package var content: Range<Int>
        /// Where the next line starts: just past the `\n`, or the end.
        package var next: Int
        /// Whether a `\n` ends the line: only the last line may lack one.
        package var hasBreak: Bool

        /// The line with its break.
        package var raw: Range<Int> { content.lowerBound..<next }
    }

    /// The line numbered `number` that starts at `start` of `bytes`, split
    /// as every recording is split: a `\n` ends a line, a `\r` before it (or
    /// at the very end) is not part of it, and a final line break does not
    /// start another line.
    ///
    /// Nil when `start` is at the end, or when no `\n` follows and more
    /// bytes may come (`isComplete` false): a reader of chunks then reads more
    /// and asks again, with `searchingFrom` past the bytes already searched.
    /// - Complexity: O(n) in the bytes searched.
    package static func nextLine(
        in buffer: ArraySlice<UInt8>, at start: Int, number: Int, searchingFrom: Int? = nil, isComplete: Bool
    ) -> Bounds? {
        let end: Int
        let next: Int
        if let newline = buffer[(searchingFrom ?? start)...].firstIndex(of: UInt8(ascii: "\n")) {
            (end, next) = (newline, newline + 1)
        } else if isComplete, start < buffer.endIndex {
            (end, next) = (buffer.endIndex, buffer.endIndex)
        } else {
            return nil
        }
        var contentEnd = end
        if contentEnd > start, buffer[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
        return Bounds(number: number, content: start..<contentEnd, next: next, hasBreak: next != end)
    }

    /// Whether `content` is text: UTF-8 without a NUL.
    package static func isText(_ content: ArraySlice<UInt8>) -> Bool {
        if content.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return true }
        return UTF8TextPrefix.length(of: content, endingAtNUL: true) == content.count
    }

    /// The text of `content` when it is text (`isText`), else nil.
    package static func text(of content: ArraySlice<UInt8>) -> String? {
        isText(content) ? String(decoding: content, as: UTF8.self) : nil
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

/// One line of a recording's text, without its line break.
struct RecordingLine: Hashable, Sendable {
    /// 1-based, as editors and error messages count.
    var number: Int
    /// The line without `\n` or `\r\n`.
    var text: String

    /// Splits `bytes` into lines, refusing any line that is not UTF-8 or holds
    /// a NUL byte (a binary file, or a text file cut with garbage).
    ///
    /// A final line break does not start another line, so `"a\n"` is one line
    /// and an empty file is none.
    static func lines(of bytes: [UInt8], path: String) throws(RecordingError) -> [RecordingLine] {
        var lines: [RecordingLine] = []
        var start = bytes.startIndex
        var number = 1
        while start < bytes.endIndex {
            let breakIndex = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var end = breakIndex
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let slice = bytes[start..<end]
            guard !slice.contains(0), let text = String(validating: slice, as: UTF8.self) else {
                throw RecordingError(path: path, line: number, reason: .notText)
            }
            lines.append(RecordingLine(number: number, text: text))
            number += 1
            start = breakIndex == bytes.endIndex ? breakIndex : breakIndex + 1
        }
        return lines
    }
}

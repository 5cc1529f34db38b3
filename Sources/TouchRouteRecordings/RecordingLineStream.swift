import TouchRouteEvdev

/// The lines of a recording, read a chunk at a time and split as
/// `RecordingLine` splits a whole file: a `\n` ends a line, a `\r` before it
/// (or at the very end) is not part of the line, and a final line break does
/// not start another line.
///
/// Memory: one chunk of 64 KiB, or the longest line when that is longer.
final class RecordingLineStream {
    /// One line, valid until the next call to `next()`.
    struct Line {
        /// 1-based.
        var number: Int
        /// The line with its break, as indices into `buffer`.
        var raw: Range<Int>
        /// The line without its break.
        var content: Range<Int>
    }

    /// Bytes asked of each read: 64 KiB, as `RegularFile` reads.
    private static let chunkSize = 64 * 1024

    private let chunks: RecordingChunks
    /// Bytes read and not yet returned as lines, from `start`.
    private(set) var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var number = 0

    init(_ chunks: RecordingChunks) {
        self.chunks = chunks
    }

    /// The next line, or nil after the last.
    func next() throws(RecordingError) -> Line? {
        var searchFrom = start
        while true {
            if let newline = buffer[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
                return line(through: newline + 1, breakLength: 1)
            }
            if atEnd {
                return start < buffer.count ? line(through: buffer.count, breakLength: 0) : nil
            }
            buffer.removeSubrange(0..<start)
            start = 0
            searchFrom = buffer.count
            let old = buffer.count
            buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
            let count = try buffer.withUnsafeMutableBytes { bytes in
                Result { () throws(RecordingError) in
                    try chunks.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[old...]))
                }
            }.get()
            buffer.removeLast(Self.chunkSize - count)
            atEnd = count == 0
        }
    }

    /// Whether `line` is text: UTF-8 without a NUL, as `RecordingLine` asks.
    func isText(_ line: Line) -> Bool {
        let content = buffer[line.content]
        if content.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return true }
        return UTF8TextPrefix.length(of: content, endingAtNUL: true) == content.count
    }

    /// The line's text without its break; it must be text (`isText`).
    func text(of line: Line) -> String {
        String(decoding: buffer[line.content], as: UTF8.self)
    }

    /// The error `RecordingLine` gives for this line when it is not text.
    func notText(_ line: Line, path: String) -> RecordingError {
        RecordingLine.notText(buffer[line.content], path: path, line: line.number)
    }

    private func line(through end: Int, breakLength: Int) -> Line {
        number += 1
        var contentEnd = end - breakLength
        if contentEnd > start, buffer[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
        let line = Line(number: number, raw: start..<end, content: start..<contentEnd)
        start = end
        return line
    }
}

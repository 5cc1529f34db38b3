import TouchRouteEvdev

/// The lines of a recording, read a chunk at a time and split by the rules
/// that split a whole file (`RecordingLine.nextLine`, `RecordingLine.isText`).
///
/// Memory: one chunk of 64 KiB, or the longest line when that is longer.
final class RecordingLineStream {
    /// One line, valid until the next call to `next()`: its range of `buffer`.
    typealias Line = RecordingLine.Bounds

    /// Bytes asked of each read: 64 KiB, as `RegularFile` reads.
    private static let chunkSize = 64 * 1024

    private let chunks: RecordingChunks
    /// Bytes read and not yet returned as lines, from `start`.
    private(set) var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var number = 0
    /// The lines end before this one (the complete part of a cut file); nil for every line.
    private let lineLimit: Int?

    /// The lines of `chunks`, only those before `lineLimit` when it is given.
    init(_ chunks: RecordingChunks, lineLimit: Int? = nil) {
        self.chunks = chunks
        self.lineLimit = lineLimit
    }

    /// The next line, or nil after the last (or at `lineLimit`).
    func next() throws(RecordingError) -> Line? {
        if let lineLimit, number + 1 >= lineLimit { return nil }
        var searchFrom = start
        while true {
            if let line = RecordingLine.nextLine(
                in: buffer[...], at: start, number: number + 1, searchingFrom: searchFrom, isComplete: atEnd)
            {
                number += 1
                start = line.next
                return line
            }
            if atEnd { return nil }
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

    /// Whether `line` is text, as `RecordingLine` asks.
    func isText(_ line: Line) -> Bool {
        RecordingLine.isText(buffer[line.content])
    }

    /// The line's text without its break; it must be text (`isText`).
    func text(of line: Line) -> String {
        String(decoding: buffer[line.content], as: UTF8.self)
    }

    /// The error `RecordingLine` gives for this line when it is not text.
    func notText(_ line: Line, path: String) -> RecordingError {
        RecordingLine.notText(buffer[line.content], path: path, line: line.number)
    }
}

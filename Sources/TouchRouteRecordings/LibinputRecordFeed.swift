import TouchRouteEvdev

/// The bytes of a `libinput record` file as libyaml reads them: whole lines,
/// each checked to be text before it is handed over, so that the parser sees
/// the same text a reader of the whole file would (`RecordingLine`).
///
/// A line that is not text stops the input. When it is the file's last line
/// (a recorder stopped in the middle of a character) and that is tolerated,
/// the input simply ends before it; otherwise reading fails with its error.
final class LibinputRecordFeed {
    let path: String
    private let lines: RecordingLineStream
    private let toleratesUnreadableLastLine: Bool
    /// The part of the current line not yet handed over, in `lines.buffer`.
    private var pending: Range<Int> = 0..<0
    private var ended = false

    /// Why reading failed: a line that is not text, or the file itself.
    private(set) var failure: RecordingError?
    /// The last line, which is not text and was left out (a cut file).
    private(set) var unreadableLastLine: RecordingError?
    /// The number of the last line handed over, and its length in Unicode
    /// scalars without its break: where the text ends, for messages.
    private(set) var lastLine: (number: Int, scalarCount: Int)?

    /// The lines of `bytes`; only those before `lineLimit` (the complete
    /// part of a cut file) when it is given.
    init(_ bytes: RecordingBytes, path: String, lineLimit: Int? = nil, toleratesUnreadableLastLine: Bool) {
        self.path = path
        self.toleratesUnreadableLastLine = toleratesUnreadableLastLine
        lines = RecordingLineStream(bytes.chunks(), lineLimit: lineLimit)
    }

    /// Fills `buffer` for libyaml: the count, 0 at the end, nil on failure.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        var count = 0
        while count < buffer.count {
            if pending.isEmpty {
                if ended { break }
                guard advance() else { return failure == nil ? count : nil }
                continue
            }
            let take = min(buffer.count - count, pending.count)
            lines.buffer.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(rebasing: buffer[count..<count + take])
                    .copyMemory(
                        from: UnsafeRawBufferPointer(rebasing: source[pending.lowerBound..<pending.lowerBound + take]))
            }
            pending = pending.lowerBound + take..<pending.upperBound
            count += take
        }
        return count
    }

    /// Reads what is left of the input without handing it over, so that an
    /// error found early does not hide a line further on that is not text
    /// (a whole-file reader reports that first), and `lastLine` is the last.
    func drain() {
        pending = 0..<0
        while !ended, advance() { pending = 0..<0 }
    }

    /// Takes the next line into `pending`: false at the end or on failure.
    private func advance() -> Bool {
        let line: RecordingLineStream.Line
        do {
            guard let next = try lines.next() else {
                ended = true
                return false
            }
            line = next
        } catch {
            failure = error
            ended = true
            return false
        }
        guard lines.isText(line) else {
            let error = lines.notText(line, path: path)
            if !line.hasBreak, toleratesUnreadableLastLine {
                unreadableLastLine = error  // no break after it: the last line
            } else {
                failure = error
            }
            ended = true
            return false
        }
        let scalars = lines.buffer[line.content].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        lastLine = (line.number, scalars)
        pending = line.raw
        return true
    }
}

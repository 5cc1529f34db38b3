/// The text of a recording as its error messages count lines and columns:
/// its lines (`RecordingLineStream`) joined with `\n`, each without its own
/// break, up to `lineLimit` or the first line that is not text. It is read
/// a line at a time, for a parser to go over again (`YAMLParser(reading:)`).
///
/// Memory: the line being handed over, beside the line stream's chunk.
final class RecordingTextStream {
    private let lines: RecordingLineStream
    /// The current line's text and the `\n` after it, and how much of it is
    /// handed over.
    private var pending: [UInt8] = []
    private var handedOver = 0
    private var ended = false

    /// The text of `bytes`, the lines before `lineLimit` only when it is given.
    init(_ bytes: RecordingBytes, lineLimit: Int?) {
        lines = RecordingLineStream(bytes.chunks(), lineLimit: lineLimit)
    }

    /// Fills `buffer` with the next bytes of the text: the count, 0 at its end.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var count = 0
        while count < buffer.count {
            if handedOver == pending.count {
                guard !ended, let line = try? lines.next(), lines.isText(line) else {
                    ended = true
                    break
                }
                pending = (line.number == 1 ? [] : [UInt8(ascii: "\n")]) + lines.buffer[line.content]
                handedOver = 0
            }
            let take = min(buffer.count - count, pending.count - handedOver)
            pending.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(rebasing: buffer[count..<count + take])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[handedOver..<handedOver + take]))
            }
            handedOver += take
            count += take
        }
        return count
    }
}

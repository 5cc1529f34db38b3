import Glibc
import TouchRoute

/// Where `run` and `replay` print the trace: JSON Lines, or lines for people,
/// written to standard output once per frame so a pipe sees each frame as it
/// happens.
final class TraceOutput {
    private let json: TraceJSONLines?
    private var text: TraceText
    private var buffer = ""

    /// `timeOrigin` is window time 0, the pipeline's time origin.
    init(json: Bool) {
        self.json = json ? TraceJSONLines(timeOrigin: 0) : nil
        text = TraceText(timeOrigin: 0)
    }

    func add(_ record: TraceRecord) {
        if let json {
            buffer += json.line(for: record)
            buffer += "\n"
        } else {
            text.add(record)
        }
    }

    /// A line of its own, such as a header, in order with the trace.
    func say(_ line: String) {
        buffer += line
        buffer += "\n"
    }

    /// Write what the last frame produced.
    func endFrame() {
        if json == nil {
            for line in text.flush() {
                buffer += line
                buffer += "\n"
            }
        }
        guard !buffer.isEmpty else { return }
        buffer.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { break } // a closed pipe: nothing more to say
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

import Glibc
import TouchRoute

/// Where `run` and `replay` print the trace: JSON Lines, or lines for people,
/// written to standard output once per frame so a pipe sees each frame as it
/// happens.
final class TraceOutput {
    private let json: TraceJSONLines?
    private var text: TraceText
    private var buffer = ""

    /// Where the bytes go: standard output, or a test's buffer.
    private let destination: ([UInt8]) -> Void

    /// Times print as window time, which counts from the pipeline's time origin.
    init(json: Bool, destination: @escaping ([UInt8]) -> Void = TraceOutput.standardOutput) {
        self.json = json ? TraceJSONLines(timeOrigin: 0) : nil
        text = TraceText(timeOrigin: 0)
        self.destination = destination
    }

    /// Writes everything, retrying short and interrupted writes. When the
    /// reader of a pipe goes away, SIGPIPE ends the process as it does any
    /// filter (`touchroute replay … | head`); any other failure (standard
    /// output closed, a full disk) is reported and exits with status 1, since
    /// nobody would see the trace.
    static func standardOutput(_ bytes: [UInt8]) {
        if let error = writeAll(bytes, to: STDOUT_FILENO) {
            printError("cannot write to standard output: \(String(cString: strerror(error))).")
            exit(1)
        }
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
        destination(Array(buffer.utf8))
        buffer.removeAll(keepingCapacity: true)
    }
}

import Glibc
import TouchRoute
import TouchRouteTraceFormat

/// Where `run` and `replay` print the trace: JSON Lines, or lines for people.
/// Records are formatted into one reused byte buffer (`TraceBytes`), so a
/// frame's trace allocates nothing, and the buffer is written in one `write`
/// when `endFrame()` is called: once per wakeup for `run` (see
/// `TouchSession.report`), once per frame for `replay`.
final class TraceOutput {
    private let json: TraceJSONFormat?
    // Used once per trace record and four times per frame, on the one thread
    // that routes. The figures: callgrind on `touchroute replay` (release) of
    // protocol-b/device.desc followed by `Tests/Kernel/make-events.sh paced`,
    // whole and its first 6,000 lines, per frame between the two, with both
    // fields checked and not (at 8bf6891).
    // Unchecked: replay's text trace, 88,121 → 88,881 instructions a frame checked (both here at once).
    @exclusivity(unchecked) private var text: TraceTextFormat
    // Unchecked: replay's JSON Lines trace, 89,723 → 90,245 instructions a frame checked (both here at once).
    @exclusivity(unchecked) private var buffer = TraceBytes()

    /// Where the bytes go: standard output, or a test's buffer.
    private let destination: (UnsafeRawBufferPointer) -> Void

    /// Times print as window time, which counts from the pipeline's time origin.
    init(json: Bool, destination: @escaping (UnsafeRawBufferPointer) -> Void = TraceOutput.standardOutput) {
        self.json = json ? TraceJSONFormat(timeOrigin: 0) : nil
        text = TraceTextFormat(timeOrigin: 0)
        self.destination = destination
    }

    /// Writes everything, retrying short and interrupted writes. When the
    /// reader of a pipe goes away, SIGPIPE ends the process as it does any
    /// filter (`touchroute replay … | head`); any other failure (standard
    /// output closed, a full disk) is reported and exits with status 1, since
    /// nobody would see the trace.
    static func standardOutput(_ bytes: UnsafeRawBufferPointer) {
        if let error = writeAll(bytes, to: STDOUT_FILENO) {
            printError("cannot write to standard output: \(String(cString: strerror(error))).")
            exit(ExitStatus.failure.rawValue)
        }
    }

    func add(_ record: TraceRecord) {
        if let json {
            json.append(record, to: &buffer)
        } else {
            text.add(record)
        }
    }

    /// A line of its own, such as a header, in order with the trace.
    func say(_ line: String) {
        buffer.append(line)
        buffer.append(literal: "\n")
    }

    /// Format what the last frame produced, without writing it yet.
    func formatFrame() {
        if json == nil { text.flush(into: &buffer) }
    }

    /// Format what the last frame produced and write everything formatted so far.
    func endFrame() {
        formatFrame()
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes(destination)
        buffer.removeAll()
    }
}

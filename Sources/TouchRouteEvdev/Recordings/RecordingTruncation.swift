/// Where a recording stops short, and what was left out: the file was cut off,
/// as when its recorder crashed or was killed, in the middle of a line or of a
/// frame.
///
/// evemu-play and `libinput replay` play what is there, and so does a loaded
/// `Recording`: it keeps the events up to the last `SYN_REPORT` and carries
/// this value to say that more was recorded than can be replayed.
///
/// Only the end of a file can be cut: a line that cannot be read counts as the
/// cut only when it is the last line that is not blank (or opens a bracket
/// still open at the end of the file) and events came before it. Anywhere
/// else it is a `RecordingError`.
public struct RecordingTruncation: Hashable, Sendable, CustomStringConvertible {
    /// The file that was cut, as the caller named it.
    public var path: String
    /// The 1-based line of the cut: the last line when it cannot be read,
    /// else the first event that no `SYN_REPORT` follows.
    public var line: Int
    /// How the file was cut: in its last line, or after the last `SYN_REPORT`.
    public var reason: Reason
    /// Events read but left out, because no `SYN_REPORT` follows them. The
    /// broken last line, if any, is not counted: it never became an event.
    public var leftOutEventCount: Int

    /// Makes a truncation from its parts; each parameter is the property of the same name.
    public init(path: String, line: Int, reason: Reason, leftOutEventCount: Int) {
        self.path = path
        self.line = line
        self.reason = reason
        self.leftOutEventCount = leftOutEventCount
    }

    /// How a recording was cut short.
    public enum Reason: Hashable, Sendable {
        /// The last line cannot be read, for this reason: it stops in the
        /// middle of what it was writing.
        case unreadableLastLine(RecordingError.Reason)
        /// Every line reads, but the events after the last `SYN_REPORT` end no
        /// frame.
        case unfinishedFrame
    }

    /// `FILE:LINE: what was cut. What was kept. What to do.`
    public var description: String {
        let cut =
            switch reason {
            case .unreadableLastLine(let error):
                "the recording is cut off in its last line, which cannot be read: \(error.explanation) \(leftOutByTheLine)"
            case .unfinishedFrame where leftOutEventCount == 1:
                "the recording ends in the middle of a frame: no SYN_REPORT follows the event on this line, so it is left out."
            case .unfinishedFrame:
                "the recording ends in the middle of a frame: no SYN_REPORT follows the \(leftOutEventCount) events from this line on, so they are left out."
            }
        return "\(path):\(line): \(cut) The frames before the cut are kept; record the device again to have them all."
    }

    /// What is left out with an unreadable last line.
    private var leftOutByTheLine: String {
        switch leftOutEventCount {
        case 0: "The line is left out."
        case 1: "The line is left out, and so is the event before it, which no SYN_REPORT follows."
        default:
            "The line is left out, and so are the \(leftOutEventCount) events before it, which no SYN_REPORT follows."
        }
    }
}

/// A recording format that `EventStreamRecorder` writes live: a header once,
/// then text for each event, appended to a reused byte buffer so that
/// recording allocates nothing per event. `EvemuWriter` and
/// `LibinputRecordWriter` are the two.
public protocol EventLineWriter: Sendable {
    /// What comes before the first event, ending in a newline.
    var header: String { get }

    /// Appends the text for `event`. `startsFrame` is true for the first
    /// event and for each one after a `SYN_REPORT`: `libinput record` opens a
    /// new `- evdev:` frame there; evemu ignores it.
    ///
    /// - Complexity: O(1); allocates only if `output` must grow.
    func appendLine(for event: InputEvent, startsFrame: Bool, to output: inout [UInt8])
}

extension EventLineWriter {
    /// A whole recording: the header, then every event, times as given.
    public func text(events: some Sequence<InputEvent>) -> String {
        var bytes = Array(header.utf8)
        var startsFrame = true
        for event in events {
            appendLine(for: event, startsFrame: startsFrame, to: &bytes)
            startsFrame = event.isReport
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension EvemuWriter: EventLineWriter {
    /// The `E:` line for `event`: evemu has no frames of its own.
    public func appendLine(for event: InputEvent, startsFrame: Bool, to output: inout [UInt8]) {
        appendLine(for: event, to: &output)
    }
}

/// The events at the end of a recording that no `SYN_REPORT` follows: a frame
/// that never ended, as when the recorder was stopped in the middle of one.
///
/// A decoder applies a frame only at its `SYN_REPORT`, so these events would
/// change nothing; they are kept in a document, as written, and left out of a
/// loaded `Recording`, whose `truncation` says so.
public struct UnfinishedFrame: Hashable, Sendable {
    /// The index of the frame's first event: every event before it belongs to
    /// a complete frame. 0 when no event is followed by a `SYN_REPORT`.
    public var firstEventIndex: Int
    /// The 1-based line of the frame's first event.
    public var line: Int

    /// Makes an unfinished frame from its parts; each parameter is the property of the same name.
    public init(firstEventIndex: Int, line: Int) {
        self.firstEventIndex = firstEventIndex
        self.line = line
    }
}

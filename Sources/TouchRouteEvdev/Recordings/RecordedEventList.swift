/// The events of a recording, in file order, as a reader appends them, and
/// where the last frame is left unfinished: the readers of both formats keep
/// their events here, so both see a cut frame the same way.
///
/// Invariant: `unfinishedFrame` is nil exactly when `events` is empty or ends
/// with a `SYN_REPORT`.
package struct RecordedEventList: Hashable, Sendable {
    package private(set) var events: [InputEvent] = []
    package private(set) var unfinishedFrame: UnfinishedFrame?
    /// The line of the first event, or nil before any.
    package private(set) var firstEventLine: Int?

    package init() {}

    /// Appends `event`, read from the 1-based `line`.
    /// - Complexity: amortized O(1).
    package mutating func append(_ event: InputEvent, line: Int) {
        firstEventLine = firstEventLine ?? line
        if event.isReport {
            unfinishedFrame = nil
        } else if unfinishedFrame == nil {
            unfinishedFrame = UnfinishedFrame(firstEventIndex: events.count, line: line)
        }
        events.append(event)
    }
}

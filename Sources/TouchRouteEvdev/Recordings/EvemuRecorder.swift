/// Turns a live event stream into an evemu recording, as `touchroute record`
/// does: the description header first, then one `E:` line per event with times
/// counted from the first event (as `evemu-record` writes them), so
/// `evemu-play` replays the gaps and `touchroute replay` reads it back.
///
/// Lines collect in `pending` until the caller writes them out, typically once
/// per `SYN_REPORT`, so an interrupted recording loses at most a partial frame.
public struct EvemuRecorder {
    public let writer: EvemuWriter
    /// The bytes not yet written: the header, then event lines.
    public private(set) var pending: [UInt8]
    /// The events recorded so far.
    public private(set) var eventCount = 0
    /// The time of the first event, which becomes 0.000000.
    public private(set) var origin: EventTime?

    public init(description: DeviceDescription) {
        writer = EvemuWriter(description: description)
        pending = Array(writer.header.utf8)
        pending.reserveCapacity(4096)
    }

    /// Add one event's line. Times before the first event (a clock that stepped
    /// back) are written as 0.
    public mutating func record(_ event: InputEvent) {
        let start = origin ?? event.time
        origin = start
        let elapsed = max(0, event.time.totalMicroseconds - start.totalMicroseconds)
        var relative = event
        relative.time = EventTime(seconds: elapsed / 1_000_000, microseconds: elapsed % 1_000_000)
        writer.appendLine(for: relative, to: &pending)
        eventCount += 1
    }

    /// Hand over the pending bytes and start a new batch, keeping the buffer.
    public mutating func takePending(_ body: ([UInt8]) throws -> Void) rethrows {
        try body(pending)
        pending.removeAll(keepingCapacity: true)
    }
}

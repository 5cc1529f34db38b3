import TouchRoute

/// Turns a live event stream into a recording, as `touchroute record` does:
/// the writer's header first, then each event with its time counted from the
/// first event (as `evemu-record` and `libinput record` write them), so a
/// player replays the gaps and `touchroute replay` reads it back.
///
/// Text collects in `pending` until the caller writes it out, typically once
/// per `SYN_REPORT`, so an interrupted recording loses at most a partial
/// frame. Recording an event allocates nothing once `pending` has grown to a
/// batch's size.
public struct EventStreamRecorder<Writer: EventLineWriter> {
    /// Renders the header and each event's line in the recording's format.
    public let writer: Writer
    /// The bytes not yet written: the header, then event lines.
    public private(set) var pending: [UInt8]
    /// The events recorded so far.
    public private(set) var eventCount = 0
    /// The time of the first event, which becomes 0.000000.
    public private(set) var origin: EventTime?
    /// Whether the next event starts a frame: the first one, and each after a `SYN_REPORT`.
    private var startsFrame = true

    /// A recorder that writes with `writer`; `pending` starts with the writer's header.
    public init(writer: Writer) {
        self.writer = writer
        pending = Array(writer.header.utf8)
        pending.reserveCapacity(4096)
    }

    /// Add one event's line. Times before the first event (a clock that stepped
    /// back) are written as 0.
    public mutating func record(_ event: InputEvent) {
        let start = origin ?? event.time
        origin = start
        writer.appendLine(for: event.timed(from: start), startsFrame: startsFrame, to: &pending)
        startsFrame = event.isReport
        eventCount += 1
    }

    /// Hand over the pending bytes and start a new batch, keeping the buffer.
    public mutating func takePending(_ body: ([UInt8]) throws -> Void) rethrows {
        try body(pending)
        pending.removeAll(keepingCapacity: true)
    }
}

/// Records evemu text (`E:` lines).
public typealias EvemuRecorder = EventStreamRecorder<EvemuWriter>
/// Records `libinput record` YAML (`- evdev:` frames).
public typealias LibinputRecorder = EventStreamRecorder<LibinputRecordWriter>

extension EventStreamRecorder where Writer == EvemuWriter {
    /// An evemu recorder for `description`, with no `# node:` comment.
    public init(description: DeviceDescription) {
        self.init(writer: EvemuWriter(description: description))
    }
}

extension EventStreamRecorder where Writer == LibinputRecordWriter {
    /// `node` is the device node recorded, written as libinput writes it.
    public init(description: DeviceDescription, node: String) {
        self.init(writer: LibinputRecordWriter(description: description, node: node))
    }
}

import Glibc
import TouchRoute
import TouchRouteEvdev

/// One device's events, kept in a temporary file while `record` records
/// several devices into one `libinput record` file: that format lists each
/// device's events after its description, one device after the other, so
/// none can be written before the recording stops. Memory stays at one
/// batch however long the recording runs.
///
/// The file is made in `$TMPDIR` (else `/tmp`) and unlinked at once: nothing
/// is left behind, whatever ends the process. Events are stored as this
/// process lays them out in memory, read back only by it.
final class EventSpool {
    /// What the events are from, for messages.
    let device: String
    /// The events stored so far.
    private(set) var count = 0
    /// The first event's time, nil before one came.
    private(set) var firstTime: EventTime?
    private let descriptor: Int32
    private var pending: [InputEvent] = []

    /// Events read back at a time, and the room kept for those gathered
    /// between flushes (a read of the device, typically a few frames).
    static let batchSize = 256

    /// - Throws: a failure naming the folder when the file cannot be made.
    init(device: String) throws {
        self.device = device
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/touchroute-record-XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CommandFailure(
                "cannot make a temporary file in \(folder) to keep \(device)'s events: "
                    + "\(String(cString: strerror(errno))). Set TMPDIR to a writable folder.")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        pending.reserveCapacity(Self.batchSize)
    }

    deinit { close(descriptor) }

    /// Keep `event` until the next `flush()`.
    func append(_ event: InputEvent) {
        if firstTime == nil { firstTime = event.time }
        pending.append(event)
        count += 1
    }

    /// Write out what is pending.
    func flush() throws {
        guard !pending.isEmpty else { return }
        if let error = pending.withUnsafeBytes({ writeAll($0, to: descriptor) }) {
            throw CommandFailure(
                "cannot keep \(device)'s events in a temporary file: \(String(cString: strerror(error))). "
                    + "Set TMPDIR to a folder with room.")
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// The events stored, from the first, read back a batch at a time; call
    /// `flush()` first. A read that fails ends the sequence early, and sets
    /// `readError`.
    var events: Events { Events(spool: self) }

    /// The `errno` of a read back that failed, if one did.
    private(set) var readError: Int32?

    struct Events: Sequence {
        let spool: EventSpool

        func makeIterator() -> Iterator { Iterator(spool: spool) }

        struct Iterator: IteratorProtocol {
            let spool: EventSpool
            private var batch: [InputEvent] = []
            private var index = 0
            private var offset = 0

            init(spool: EventSpool) {
                self.spool = spool
            }

            mutating func next() -> InputEvent? {
                if index == batch.count {
                    guard readBatch() else { return nil }
                }
                defer { index += 1 }
                return batch[index]
            }

            /// Read the next batch from the file; false at its end, or when
            /// the read fails.
            private mutating func readBatch() -> Bool {
                let stride = MemoryLayout<InputEvent>.stride
                var failure: Int32?
                let spool = spool
                let offset = offset
                batch = [InputEvent](unsafeUninitializedCapacity: EventSpool.batchSize) { buffer, initialized in
                    let raw = UnsafeMutableRawBufferPointer(buffer)
                    var filled = 0
                    while filled < raw.count {
                        let read = pread(
                            spool.descriptor, raw.baseAddress! + filled, raw.count - filled, off_t(offset + filled))
                        if read < 0 && errno == EINTR { continue }
                        if read < 0 { failure = errno }
                        guard read > 0 else { break }
                        filled += read
                    }
                    initialized = filled / stride
                }
                if let failure { spool.readError = failure }
                self.offset += batch.count * stride
                index = 0
                return !batch.isEmpty
            }
        }
    }
}

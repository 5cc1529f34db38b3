import Glibc
import TouchRoute
import TouchRouteEvdev

/// An endless `LongSession` behind a pipe, read as a device behind its node:
/// each `release()` makes one frame readable (a byte in the pipe), and reading
/// hands out that frame's events, up to its `SYN_REPORT`, then `.wouldBlock`.
/// So a dispatch pays what it pays on a device: a readable descriptor, a read
/// that finds it, and one that would block.
///
/// Event times are moved onto `CLOCK_MONOTONIC` from when the source was made,
/// as a device's are, so a session's window time runs from about 1 s.
final class PipeFrameSource: PollableEventSource {
    let name = "benchmark pipe"
    let pollDescriptor: Int32
    private let writeEnd: Int32
    private let session: LongSession
    /// `CLOCK_MONOTONIC` when the source was made, in µs: added to each event's time.
    private let base: Int
    private var index = 0
    private var inFrame = false

    init(session: LongSession) {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "a pipe for the benchmark source")
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        pollDescriptor = ends[0]
        writeEnd = ends[1]
        self.session = session
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        base = Int(now.tv_sec) * 1_000_000 + Int(now.tv_nsec) / 1000
    }

    deinit {
        close(pollDescriptor)
        close(writeEnd)
    }

    /// Make the next frame readable.
    func release() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    func nextEvent() -> EventRead {
        if !inFrame {
            var byte: UInt8 = 0
            guard read(pollDescriptor, &byte, 1) == 1 else { return .wouldBlock }
            inFrame = true
        }
        let event = shifted(session.event(at: index))
        index += 1
        if event.isReport { inFrame = false }
        return .event(event)
    }

    func nextResyncEvent() -> EventRead { .wouldBlock }

    func currentTime() -> EventTime { shifted(session.event(at: max(0, index - 1))).time }

    private func shifted(_ event: InputEvent) -> InputEvent {
        var event = event
        let micro = event.time.totalMicroseconds + base
        event.time = EventTime(seconds: micro / 1_000_000, microseconds: micro % 1_000_000)
        return event
    }
}

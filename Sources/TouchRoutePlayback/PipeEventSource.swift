import Glibc
import TouchRoute
import TouchRouteEvdev

/// A pollable event source for testing code that waits on descriptors, as a
/// main loop does with an evdev node: each `release()` makes the descriptor
/// readable and hands out the next batch of reads. Between batches it reports
/// `.wouldBlock`, as a device with nothing new does.
///
/// Its clock is `time`, which you set: nothing reads the wall clock.
public final class PipeEventSource: PollableEventSource {
    public let name: String
    public let pollDescriptor: Int32
    private let writeEnd: Int32
    private var batches: [[EventRead]]
    private var current: [EventRead] = []
    /// What `currentTime()` answers, for cancellations on removal.
    public var time = EventTime.zero

    /// - Parameters:
    ///   - name: the source's name in messages, as a device node would be.
    ///   - batches: the reads to hand out, one batch per `release()`.
    public init(name: String = "pipe", batches: [[EventRead]]) {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        pollDescriptor = ends[0]
        writeEnd = ends[1]
        self.name = name
        self.batches = batches
    }

    deinit {
        close(pollDescriptor)
        close(writeEnd)
    }

    /// Make the next batch readable.
    public func release() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    public func nextEvent() -> EventRead {
        if current.isEmpty {
            var byte: UInt8 = 0
            guard read(pollDescriptor, &byte, 1) == 1, !batches.isEmpty else { return .wouldBlock }
            current = batches.removeFirst()
        }
        return current.isEmpty ? .wouldBlock : current.removeFirst()
    }

    /// No resync: a scripted `.dropped` is followed by nothing.
    public func nextResyncEvent() -> EventRead { .wouldBlock }

    public func currentTime() -> EventTime { time }
}

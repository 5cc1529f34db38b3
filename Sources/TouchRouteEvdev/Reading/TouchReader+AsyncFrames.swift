import Dispatch

/// An event source with a file descriptor that becomes readable when events
/// are waiting, such as an evdev node.
public protocol PollableEventSource: EventSource, SendableMetatype {
    /// The descriptor to wait on for `POLLIN`.
    var pollDescriptor: Int32 { get }
}

extension TouchReader where Source: PollableEventSource {
    /// The decoded frames as an async sequence, for Swift concurrency users. A
    /// dispatch source watches the descriptor and reads on its own serial queue;
    /// the sequence ends after the frame that cancels the touches of a removed
    /// device, and throws when reading fails.
    ///
    /// Each frame is copied into the stream, which allocates; the zero-allocation
    /// path is polling `pollDescriptor` and calling `dispatch` in your own loop.
    /// The stream buffers without limit, because dropping frames would lose
    /// touches: a consumer that stops reading lets memory grow, so consume
    /// promptly. Ending the consuming task stops the source. Use the reader only
    /// through the sequence from then on.
    public func frames() -> AsyncThrowingStream<DeviceFrame, any Error> {
        let queue = DispatchQueue(label: "touchroute.\(source.name)")
        let reading = QueueConfinedReader(
            reader: self,
            source: DispatchSource.makeReadSource(fileDescriptor: source.pollDescriptor, queue: queue))
        return AsyncThrowingStream { continuation in
            reading.source.setEventHandler {
                switch reading.reader.dispatch(emit: { continuation.yield($0) }) {
                case .drained:
                    break
                case .endOfStream, .deviceRemoved:
                    continuation.finish()
                    reading.source.cancel()
                case .failed(let error):
                    continuation.finish(throwing: error)
                    reading.source.cancel()
                }
            }
            continuation.onTermination = { _ in reading.source.cancel() }
            reading.source.resume()
        }
    }
}

/// A reader used only on its dispatch source's queue, so it may cross into the
/// queue's handlers although it is not thread-safe itself. (Cancelling a
/// dispatch source is safe from any thread.)
private final class QueueConfinedReader<Source: EventSource>: @unchecked Sendable {
    let reader: TouchReader<Source>
    let source: any DispatchSourceRead

    init(reader: TouchReader<Source>, source: any DispatchSourceRead) {
        self.reader = reader
        self.source = source
    }
}

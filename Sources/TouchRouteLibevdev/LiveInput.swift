import TouchRoute
import TouchRouteEvdev

/// A session's device: any pollable event source (a `LibevdevDevice`, or a
/// test's pipe), read ahead into a `FrameQueue`, decoded, mapped and routed
/// through a `TouchPipeline` whose time origin is the session's, so window
/// time is session time.
final class LiveInput<Source: PollableEventSource>: DeviceInput {
    let pipeline: TouchPipeline<FrameQueue<Source>>

    init(pipeline: TouchPipeline<FrameQueue<Source>>) {
        self.pipeline = pipeline
    }

    private var queue: FrameQueue<Source> { pipeline.reader.source }

    var name: String { queue.name }
    var pollDescriptor: Int32? { queue.pollDescriptor }
    var eventCount: Int { pipeline.reader.eventCount }
    var isFinished: Bool { pipeline.reader.isFinished }
    /// A device is read when it is readable, never on the timer.
    var nextDue: Double? { nil }

    var device: SessionDevice {
        SessionDevice(node: name, description: pipeline.reader.decoder.device, mapping: pipeline.mapping)
    }

    var cancelledAtEnd: Int { pipeline.reader.cancelledAtEnd }

    var wasRemoved: Bool { pipeline.reader.finalOutcome == .deviceRemoved }

    func setMapping(_ mapping: CoordinateMapping) { pipeline.mapping = mapping }

    func readAhead() {
        if !isFinished { queue.readAhead() }
    }

    var nextFrameTime: EventTime? { isFinished ? nil : queue.nextFrameTime }

    /// Route everything the device has, as the only device, with nothing to
    /// order. Drain before work: each round first reads everything the kernel
    /// has into the queue, then routes it, reading again every
    /// `framesBetweenReads` frames, so the kernel's buffer stays nearly empty
    /// while routing and tracing run; a round that long reads once more at its
    /// end, and a shorter one leaves what came meanwhile to the next wakeup
    /// (a read that finds nothing would cost as much as that wakeup's poll).
    /// At most `FrameQueue.capacity` events a call, so under a flood the
    /// session still writes its trace and fires its timers between calls (the
    /// descriptor stays readable).
    func route(upTo _: Double, in session: TouchSession) -> SessionOutcome {
        queue.passesThrough = true
        queue.releaseTime = nil
        var budget = FrameQueue<Source>.capacity - queue.readAhead()
        while true {
            var frames = 0
            let outcome = dispatch(in: session) {
                frames += 1
                if frames % Self.framesBetweenReads == 0 && budget > 0 { budget -= queue.readAhead() }
            }
            guard outcome == .active, budget > 0, frames >= Self.framesBetweenReads else { return outcome }
            let read = queue.readAhead()
            guard read > 0 else { return outcome }
            budget -= read
        }
    }

    /// How many frames are routed between reads of the device while it has
    /// more: a read that finds nothing costs one system call, about a frame.
    static var framesBetweenReads: Int { 32 }

    func route(through time: EventTime?, in session: TouchSession) -> SessionOutcome {
        queue.passesThrough = false
        queue.releaseTime = time
        return dispatch(in: session)
    }

    private func dispatch(in session: TouchSession, beforeEachFrame: () -> Void = {}) -> SessionOutcome {
        let outcome = pipeline.dispatch(
            beforeEachFrame: {
                beforeEachFrame()
                session.beforeEachFrame?($0)
            },
            afterEachFrame: { session.afterEachFrame?($0) })
        return switch outcome {
        case .drained: .active
        case .endOfStream: .ended
        case .deviceRemoved: .deviceRemoved(name)
        case .failed(let error): .failed(error)
        }
    }

    func endAsRemoved(in session: TouchSession) {
        pipeline.endAsRemoved(afterEachFrame: { session.afterEachFrame?($0) })
    }

    func endPointerInput(atWindowTime time: Double) {
        pipeline.endPointerInput(atWindowTime: time)
    }
}

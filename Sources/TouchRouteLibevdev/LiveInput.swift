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

    /// Route what it holds and everything the device has, as the only
    /// device, with nothing to order: straight from the device.
    func route(upTo _: Double, in session: TouchSession) -> SessionOutcome {
        queue.passesThrough = true
        queue.releaseTime = nil
        return dispatch(in: session)
    }

    func route(through time: EventTime?, in session: TouchSession) -> SessionOutcome {
        queue.passesThrough = false
        queue.releaseTime = time
        return dispatch(in: session)
    }

    private func dispatch(in session: TouchSession) -> SessionOutcome {
        let outcome = pipeline.dispatch(
            beforeEachFrame: { session.beforeEachFrame?($0) },
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
}

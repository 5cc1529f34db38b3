import TouchRouteEvdev

/// A session's device: any pollable event source (a `LibevdevDevice`, or a
/// test's pipe), decoded, mapped and routed through a `TouchPipeline` whose
/// time origin is the session's, so window time is session time.
final class LiveInput<Source: PollableEventSource>: DeviceInput {
    let pipeline: TouchPipeline<Source>

    init(pipeline: TouchPipeline<Source>) {
        self.pipeline = pipeline
    }

    var name: String { pipeline.reader.source.name }
    var pollDescriptor: Int32? { pipeline.reader.source.pollDescriptor }
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

    func route(upTo _: Double, in session: TouchSession) -> SessionOutcome {
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

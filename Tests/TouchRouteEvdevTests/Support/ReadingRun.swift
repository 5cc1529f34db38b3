import TouchRoute

@testable import TouchRouteEvdev

/// A reader over a source, with everything it emitted: frames, problems and
/// the outcome of each `dispatch`.
final class ReadingRun<Source: EventSource> {
    let reader: TouchReader<Source>
    private(set) var frames: [DeviceFrame] = []
    private(set) var problems: [DecodingProblem] = []
    private(set) var outcomes: [TouchReader<Source>.Outcome] = []

    init(_ source: Source, device: DeviceDescription, snapshot: DeviceSnapshot? = nil) throws {
        reader = TouchReader(source: source, decoder: try TouchDecoder(device: device, snapshot: snapshot))
        reader.problems = { [unowned self] in problems.append($0) }
    }

    @discardableResult
    func dispatch(limit: Int = .max) -> TouchReader<Source>.Outcome {
        let outcome = reader.dispatch(limit: limit) { frames.append($0) }
        outcomes.append(outcome)
        return outcome
    }

    /// End reading as udev's `remove` does, before a read says `ENODEV`.
    func endAsRemoved() {
        reader.endAsRemoved { frames.append($0) }
    }

    /// Cancel what is down, as the end of a recording does unless `reason` says otherwise.
    func cancelAll(at time: EventTime, because reason: CancellationReason = .inputEnded) {
        reader.decoder.cancelAll(at: time, because: reason) { frames.append($0) }
    }

    var summary: [String] { frames.map(\.summary) }
    /// The summaries of frames that carry contacts.
    var changes: [String] { frames.filter { !$0.contacts.isEmpty }.map(\.summary) }
    var problemMessages: [String] { problems.map(\.message) }
}

extension ReadingRun where Source == ScriptedEventSource {
    /// A run over a scripted live device, its decoder started from the device's
    /// state at open as libevdev reads it.
    convenience init(_ source: ScriptedEventSource, device: DeviceDescription = TestDevice.slotted()) throws {
        try self.init(source, device: device, snapshot: source.snapshot)
    }

    /// `dispatch` until every step has been read.
    func dispatchUntilExhausted(limit: Int = .max) {
        repeat { dispatch(limit: limit) } while !reader.source.isExhausted && !reader.isFinished
    }
}

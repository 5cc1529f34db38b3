import TouchRoute

@testable import TouchRouteEvdev

/// A decoder with everything it emitted: frames and problems, in order.
final class DecodingRun {
    let decoder: TouchDecoder
    private(set) var frames: [DeviceFrame] = []
    private(set) var problems: [DecodingProblem] = []

    init(device: DeviceDescription, snapshot: DeviceSnapshot? = nil) throws {
        decoder = try TouchDecoder(device: device, snapshot: snapshot)
        decoder.problems = { [unowned self] in problems.append($0) }
    }

    /// A run that has decoded `script` in one go, as a recording is decoded.
    convenience init(_ script: EventScript, on device: DeviceDescription, snapshot: DeviceSnapshot? = nil) throws {
        try self.init(device: device, snapshot: snapshot)
        decode(script)
    }

    func decode(_ script: EventScript) { decode(script.events) }

    func decode(_ events: [InputEvent]) {
        decoder.decode(events) { frames.append($0) }
    }

    func cancelAll(at seconds: Double, because reason: CancellationReason = .inputEnded) {
        cancelAll(at: .at(seconds), because: reason)
    }

    /// Cancel what is down, as the end of a recording does unless `reason` says otherwise.
    func cancelAll(at time: EventTime, because reason: CancellationReason = .inputEnded) {
        decoder.cancelAll(at: time, because: reason) { frames.append($0) }
    }

    /// One line a frame, as `DeviceFrame.summary` writes it.
    var summary: [String] { frames.map(\.summary) }
    var problemMessages: [String] { problems.map(\.message) }
    /// Every contact of every frame, in order.
    var contacts: [DeviceContact] { frames.flatMap(\.contacts) }
}

extension DeviceFrame {
    /// `0.010000 began 1 at 100,200; moved 2 at 5,6`: the time, then each
    /// contact's phase, number and position. A frame with no changes is just its time.
    var summary: String {
        guard !contacts.isEmpty else { return time.description }
        return "\(time) "
            + contacts.map { "\($0.phase) \($0.id) at \($0.position.x),\($0.position.y)" }.joined(separator: "; ")
    }
}

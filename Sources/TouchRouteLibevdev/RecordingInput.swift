import TouchRoute
import TouchRouteEvdev

/// A session's recording, every device of it routed through a
/// `TouchPipeline` of its own, as devices are, their frames in time order
/// across them (`RecordedDevices`), with window time the session's window
/// time when it was added plus the recorded time since its first event (on a
/// new window and session, as `touchroute replay` routes it, so the decisions
/// are the same).
///
/// At `.asFastAsPossible` it is due at once: one dispatch routes every frame
/// and lets the window settle. At `.realTime` each frame is due at its own
/// window time, which the session's timeline maps onto the monotonic clock;
/// once every stream has ended it waits for the window to come to rest, up to
/// `settlingLimit`.
final class RecordingInput: SessionInput {
    /// How long after the end of the recording its window may keep moving on
    /// its own (momentum, paging snaps) before the recording counts as played,
    /// in window seconds: `Window.settle`'s own limit, so a glide that never
    /// stops cannot keep a session running.
    static let settlingLimit = 10.0

    let devices: RecordedDevices
    let window: Window
    let pace: SessionPace
    /// The window time past which the settling is not waited for; set at the end.
    private var settledBy: Double?

    /// - Parameter devices: at least one pipeline, all into `window`.
    init(devices: RecordedDevices, window: Window, pace: SessionPace) {
        self.devices = devices
        self.window = window
        self.pace = pace
    }

    var name: String { devices.pipelines.first?.reader.source.name ?? "a recording" }
    var pollDescriptor: Int32? { nil }
    var eventCount: Int { devices.eventCount }

    var isFinished: Bool {
        guard let settledBy else { return false }
        guard let deadline = window.clock.nextDeadline else { return true }
        return deadline > settledBy
    }

    var nextDue: Double? {
        guard !devices.hasEnded else { return nil }
        guard case .realTime = pace else { return -.infinity }
        return devices.nextWindowTime
    }

    func route(upTo now: Double, in session: TouchSession) -> SessionOutcome {
        let beforeEachFrame: (Int, DeviceFrame) -> Void = { session.beforeEachFrame?($1) }
        let afterEachFrame: (Int, TouchFrame) -> Void = { session.afterEachFrame?($1) }
        // A frame at a time, each at its own time; the end of every stream
        // (the touches still down cancelled) once the last is played.
        while !devices.hasEnded {
            let next = devices.nextFrame
            if case .realTime = pace, let due = devices.windowTime(of: next), due > now { break }
            if let next {
                devices.route(next, beforeEachFrame: beforeEachFrame, afterEachFrame: afterEachFrame)
            } else {
                devices.end(beforeEachFrame: beforeEachFrame, afterEachFrame: afterEachFrame)
            }
        }
        if devices.hasEnded && settledBy == nil {
            settledBy = window.clock.now + Self.settlingLimit
            if pace == .asFastAsPossible {
                session.afterTimers?()
                window.settle(within: Self.settlingLimit) { _ in session.afterTimers?() }
                // Settling put the clock ahead of real time: go on from there.
                session.continueFromWindowTimeNow()
            }
        }
        return isFinished ? .ended : .active
    }

    func endPointerInput(atWindowTime time: Double) {
        for pipeline in devices.pipelines { pipeline.endPointerInput(atWindowTime: time) }
    }
}

import TouchRoute
import TouchRouteEvdev

/// A session's recording, routed through the same `TouchPipeline` as a
/// device, with window time the session's window time when it was added
/// plus the recorded time since its first event (on a new window and
/// session, as `touchroute replay` routes it, so the decisions are the same).
///
/// At `.asFastAsPossible` it is due at once: one dispatch routes every frame
/// and lets the window settle. At `.realTime` each frame is due at its own
/// window time, which the session's timeline maps onto the monotonic clock;
/// once the stream has ended it waits for the window to come to rest, up to
/// `settlingLimit`.
final class RecordingInput: SessionInput {
    /// How long after the end of the recording its window may keep moving on
    /// its own (momentum, paging snaps) before the recording counts as played,
    /// in window seconds: `Window.settle`'s own limit, so a glide that never
    /// stops cannot keep a session running.
    static let settlingLimit = 10.0

    let pipeline: TouchPipeline<RecordedEventSource>
    let pace: SessionPace
    /// The window time past which the settling is not waited for; set at the end.
    private var settledBy: Double?

    init(pipeline: TouchPipeline<RecordedEventSource>, pace: SessionPace) {
        self.pipeline = pipeline
        self.pace = pace
    }

    var name: String { pipeline.reader.source.name }
    var pollDescriptor: Int32? { nil }
    var eventCount: Int { pipeline.reader.eventCount }

    var isFinished: Bool {
        guard let settledBy else { return false }
        guard let deadline = pipeline.window.clock.nextDeadline else { return true }
        return deadline > settledBy
    }

    var nextDue: Double? {
        let source = pipeline.reader.source
        guard !pipeline.reader.isFinished else { return nil }
        guard case .realTime = pace, source.position < source.events.count else { return -.infinity }
        return pipeline.windowTime(source.events[source.position].time)
    }

    func route(upTo now: Double, in session: TouchSession) -> SessionOutcome {
        while let due = nextDue, due <= now {
            // One event at a time at its own time; the end of the stream (the
            // touches still down cancelled) once the last one is played.
            pipeline.dispatch(
                limit: pace == .asFastAsPossible ? .max : 1,
                beforeEachFrame: { session.beforeEachFrame?($0) },
                afterEachFrame: { session.afterEachFrame?($0) })
        }
        if pipeline.reader.isFinished && settledBy == nil {
            settledBy = pipeline.window.clock.now + Self.settlingLimit
            if pace == .asFastAsPossible {
                session.afterTimers?()
                pipeline.window.settle(within: Self.settlingLimit) { _ in session.afterTimers?() }
                // Settling put the clock ahead of real time: go on from there.
                session.continueFromWindowTimeNow()
            }
        }
        return isFinished ? .ended : .active
    }
}

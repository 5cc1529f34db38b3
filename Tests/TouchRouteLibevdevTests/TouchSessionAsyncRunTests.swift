import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteTesting

@testable import TouchRouteLibevdev

/// `TouchSession.run()` for Swift concurrency: it ends as the blocking loop
/// does, and cancelling its task is its stop. Nothing sleeps: the pipe is
/// readable before the loop starts, and the cancelling test waits for a frame
/// the loop routed.
@Suite struct TouchSessionAsyncRunTests {
    /// Carries a fixture into the task that runs it; the test touches it again
    /// only once the task has ended.
    final class Handover: @unchecked Sendable {
        let fixture: SessionFixture

        init(_ fixture: SessionFixture) {
            self.fixture = fixture
        }
    }

    @Test func itEndsAtTheEndOfInputWithTheTouchesThatWereDownCancelled() async throws {
        let fixture = try SessionFixture(batches: [SessionFixture.fingerDown + [.endOfStream]])
        fixture.source?.time = EventTime(seconds: 100, microseconds: 40_000)
        fixture.source?.release()
        try await fixture.session.run()
        #expect(fixture.layout.window.activeTouches.isEmpty)
        #expect(
            fixture.trace.problems.map(\.message) == ["pipe has no more events. The touch that was down is cancelled."])
    }

    @Test func itThrowsRemovedWhenTheDeviceGoesAway() async throws {
        let fixture = try SessionFixture(batches: [SessionFixture.fingerDown + [.deviceRemoved]])
        fixture.source?.release()
        await #expect(throws: DeviceError(device: "pipe", reason: .removed)) { try await fixture.session.run() }
        #expect(fixture.layout.window.activeTouches.isEmpty)
    }

    @Test func cancellingItsTaskCancelsTheTouchesThatAreDownAsInterrupted() async throws {
        let handover = Handover(try SessionFixture())
        let (routed, frameRouted) = AsyncStream.makeStream(of: Void.self)
        handover.fixture.session.afterEachFrame = { _ in frameRouted.yield() }
        handover.fixture.source?.release()
        let run = Task { try await handover.fixture.session.run() }
        for await _ in routed { break }  // the finger is down; the loop waits for more
        run.cancel()
        try await run.value
        #expect(handover.fixture.layout.window.activeTouches.isEmpty)
        #expect(handover.fixture.trace.problems.map(\.message) == ["interrupted: 1 active touch is cancelled."])
    }

    @Test func aTaskCancelledBeforeItStartsStillRoutesWhatWasSentThenStops() async throws {
        let handover = Handover(try SessionFixture())
        handover.fixture.source?.release()
        let run = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await handover.fixture.session.run()
        }
        try await run.value
        #expect(handover.fixture.session.eventCount == 4)
        #expect(handover.fixture.trace.problems.map(\.message) == ["interrupted: 1 active touch is cancelled."])
    }
}

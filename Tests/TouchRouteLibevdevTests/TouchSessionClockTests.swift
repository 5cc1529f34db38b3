import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback
import TouchRouteRecordings
import TouchRouteTesting

@testable import TouchRouteLibevdev

/// A session continues its window's clock: made at window time 0, 0.5 s, 30 s
/// or 10⁶ s, it keeps real time from there, for devices, host frames, vsync
/// times and recordings alike, so a flick coasts and a held finger's delay
/// fires on time (issue 25: a session made late froze its clock for as long
/// as the window had run). On the fixture's clock, which moves only when set.
@Suite struct TouchSessionClockTests {
    static let starts = [0, 0.5, 30, 1e6]
    /// At 10⁶ s a double keeps about 0.1 ns; event times are whole microseconds.
    static let tolerance = 1e-6

    static let flickRecording = SessionFixture.testsFolder + "/../TouchRouteCTests/C/recordings/flick.evemu"

    /// An upward flick on list0 from the pipe's panel: down at 0, up 60 points
    /// every 8 ms, lifted while moving at 48 ms.
    static let flick: [EventRead] = {
        let script = SessionFixture.script
        var reads = script.fingerDown(x: 300, y: 400)
        for step in 1...5 {
            reads += script.move(x: 300, y: Int32(400 - 60 * step), at: .milliseconds(8 * step))
        }
        return reads + script.lift(at: .milliseconds(48))
    }()

    /// list0's scrolls as `touchroute replay` routes `recording` on a new
    /// window: from window time 0.
    static func replayScrolls(_ recording: Recording) throws -> [ScrollChange] {
        let layout = DefaultLayout(screen: TouchSessionRecordingTests.screen)
        let trace = TraceRecorder(layout.window)
        let pipeline = TouchPipeline(
            reader: TouchReader(
                source: RecordedEventSource(name: recording.path, events: recording.events),
                decoder: try TouchDecoder(device: recording.description)),
            mapping: try TouchSessionRecordingTests.mapping(recording), window: layout.window,
            timeOrigin: recording.events[0].time)
        pipeline.dispatch()
        layout.window.settle()
        return trace.scrolls.filter { $0.view.name == "list0" }
    }

    /// Fire the session's timer until it is disarmed (or `limit` times).
    static func runTimers(of fixture: SessionFixture, limit: Int = 2000) {
        for _ in 0..<limit {
            guard fixture.fireTimer() else { return }
            _ = fixture.session.dispatch()
        }
    }

    /// list0's scroll offsets after the finger lifted at `lift`, window seconds.
    static func coasting(_ trace: TraceRecorder, after lift: Double) -> [Double] {
        trace.scrolls.filter { $0.view.name == "list0" && $0.time > lift }.map(\.offset.y)
    }

    @Test(arguments: starts)
    func windowTimeGoesOnFromTheWindowsClockOneSecondASecond(start: Double) throws {
        let fixture = try SessionFixture(batches: nil, windowTime: start)
        #expect(fixture.session.windowTimeNow == start)
        fixture.setTime(2.5)
        #expect(abs(fixture.session.windowTimeNow - (start + 2.5)) < Self.tolerance)
        // A vsync stamped on CLOCK_MONOTONIC 1.25 s after the session was made:
        let vsync = EventTime(seconds: 101, microseconds: 250_000)
        #expect(abs(fixture.session.windowTime(forMonotonic: vsync) - (start + 1.25)) < Self.tolerance)
        // One from before the session was made is the window's clock, never earlier.
        #expect(fixture.session.windowTime(forMonotonic: EventTime(seconds: 99, microseconds: 0)) == start)
    }

    @Test(arguments: starts)
    func aFlickFromADeviceCoastsOnAWindowThatHasRun(start: Double) throws {
        let fixture = try SessionFixture(batches: [Self.flick], windowTime: start)
        fixture.source?.release()
        fixture.setTime(0.050)
        _ = fixture.session.dispatch()
        let list = fixture.trace.deliveries.filter { $0.view.name == "list0" }
        #expect(abs((list.first?.time ?? -1) - start) < Self.tolerance, "the touch began at the window's time")
        let lift = try #require(list.last { $0.phase == .ended }?.time)
        #expect(abs(lift - (start + 0.048)) < Self.tolerance)
        Self.runTimers(of: fixture)
        let after = Self.coasting(fixture.trace, after: lift)
        #expect(after.count > 10, "momentum: list0 moves on after the lift")
        #expect((after.last ?? 0) > (after.first ?? 0) + 100)
        #expect(fixture.trace.problems.isEmpty, "no frame lies before the window's clock")
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
    }

    @Test(arguments: starts)
    func aHeldFingersDelayFiresOnTimeOnAWindowThatHasRun(start: Double) throws {
        let fixture = try SessionFixture(windowTime: start)
        fixture.source?.release()
        _ = fixture.session.dispatch()
        #expect(abs(try #require(fixture.armedTime) - 0.150) < 1e-8, "150 ms of real time away")
        #expect(fixture.fireTimer())
        _ = fixture.session.dispatch()
        let row = fixture.trace.deliveries.filter { $0.view.name == "list0.row1" }
        #expect(row.map(\.phase) == [.began])
        #expect(abs((row.first?.time ?? -1) - (start + 0.150)) < Self.tolerance)
    }

    @Test(arguments: starts)
    func aHostFlickStampedWithWindowTimeNowCoasts(start: Double) throws {
        let fixture = try SessionFixture(batches: nil, windowTime: start)
        func finger(_ phase: TouchPhase, y: Double, atMilliseconds milliseconds: Int) {
            fixture.setTime(Double(milliseconds) / 1000)
            fixture.session.handle(
                TouchFrame(
                    timestamp: fixture.session.windowTimeNow,
                    contacts: [Contact(id: 1, phase: phase, location: Point(300, y))]))
        }
        finger(.began, y: 400, atMilliseconds: 0)
        for step in 1...5 { finger(.moved, y: 400 - 60 * Double(step), atMilliseconds: 8 * step) }
        finger(.ended, y: 100, atMilliseconds: 48)
        Self.runTimers(of: fixture)
        let after = Self.coasting(fixture.trace, after: start + 0.048)
        #expect(after.count > 10)
        #expect((after.last ?? 0) > (after.first ?? 0) + 100)
        #expect(fixture.trace.problems.isEmpty)
    }

    @Test(arguments: starts)
    func aRecordingStartsAtTheWindowsClockAndCoastsAsReplayDoesLater(start: Double) throws {
        let recording = try Recording.load(from: Self.flickRecording)
        let replay = try Self.replayScrolls(recording)
        let fixture = try SessionFixture(batches: nil, windowTime: start)
        fixture.setTime(7)  // the session ran 7 s before the recording was added
        fixture.session.addRecording(
            recording, mapping: try TouchSessionRecordingTests.mapping(recording), pace: .asFastAsPossible)
        #expect(fixture.session.dispatch() == .ended)
        let scrolls = fixture.trace.scrolls.filter { $0.view.name == "list0" }
        #expect(scrolls.count == replay.count)
        for (played, replayed) in zip(scrolls, replay) {
            // Two glides' ticks, each at the first microsecond not before its
            // instant: within two microseconds.
            #expect(abs(played.time - (start + 7 + replayed.time)) < 2 * Self.tolerance)
            // Times of 10⁶ s keep fewer digits of each interval.
            #expect(abs(played.offset.y - replayed.offset.y) < 1e-4)
        }
        #expect(fixture.trace.problems.isEmpty)
        // Time goes on from where the recording left the clock.
        let end = fixture.layout.window.clock.now
        #expect(fixture.session.windowTimeNow == end)
        fixture.setTime(8)
        #expect(abs(fixture.session.windowTimeNow - (end + 1)) < Self.tolerance)
    }

    @Test(arguments: starts)
    func aRecordingPlayedInRealTimeKeepsItsIntervalsFromTheWindowsClock(start: Double) throws {
        let recording = try Recording.load(from: Self.flickRecording)
        let fixture = try SessionFixture(batches: nil, windowTime: start)
        fixture.setTime(3)
        fixture.session.addRecording(
            recording, mapping: try TouchSessionRecordingTests.mapping(recording), pace: .realTime(speed: 1))
        #expect(abs(try #require(fixture.armedTime) - 3) < 1e-8, "the first event is due at once")
        var outcome = SessionOutcome.active
        for _ in 0..<2000 where outcome == .active {
            guard fixture.fireTimer() else { break }
            outcome = fixture.session.dispatch()
        }
        #expect(outcome == .ended)
        let list = fixture.trace.deliveries.filter { $0.view.name == "list0" }
        #expect(abs((list.first?.time ?? -1) - (start + 3)) < Self.tolerance, "at the session's time when added")
        #expect(Self.coasting(fixture.trace, after: start + 3.048).count > 10)
        #expect(fixture.trace.problems.isEmpty)
    }

    @Test func afterARecordingPlayedAtTwiceRealTimeTimeGoesOnOneSecondASecond() throws {
        let recording = try Recording.load(from: Self.flickRecording)
        let fixture = try SessionFixture(batches: nil, windowTime: 30)
        fixture.session.addRecording(
            recording, mapping: try TouchSessionRecordingTests.mapping(recording), pace: .realTime(speed: 2))
        var outcome = SessionOutcome.active
        for _ in 0..<2000 where outcome == .active {
            guard fixture.fireTimer() else { break }
            outcome = fixture.session.dispatch()
        }
        #expect(outcome == .ended)
        let lift = try #require(fixture.trace.deliveries.last { $0.view.name == "list0" && $0.phase == .ended })
        #expect(abs(lift.time - 30.048) < Self.tolerance, "recorded intervals, in window time")
        let ended = fixture.session.windowTimeNow
        let clock = fixture.session.now
        fixture.setTime(clock + 1)
        #expect(abs(fixture.session.windowTimeNow - (ended + 1)) < Self.tolerance)
    }
}

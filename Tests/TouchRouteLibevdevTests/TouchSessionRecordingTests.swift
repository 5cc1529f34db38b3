import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteRecordings
import TouchRouteTesting

@testable import TouchRouteLibevdev

/// Recordings played by a session: the same trace as `touchroute replay`'s
/// pipeline, as fast as possible or paced on the session's timer.
@Suite struct TouchSessionRecordingTests {
    static let fixtures = SessionFixture.testsFolder + "/../TouchRouteEvdevTests/Fixtures/recordings/"
    static let screen = Size(800, 480)

    /// The records as `touchroute replay` routes `recording`: one dispatch
    /// through a `TouchPipeline`, then `Window.settle`.
    static func replay(_ recording: Recording) throws -> [String] {
        let layout = DefaultLayout(screen: screen)
        let trace = TraceRecorder(layout.window)
        let pipeline = TouchPipeline(
            reader: TouchReader(
                source: RecordedEventSource(name: recording.path, events: recording.events),
                decoder: try TouchDecoder(device: recording.description)),
            mapping: try mapping(recording), window: layout.window, timeOrigin: recording.events[0].time)
        pipeline.dispatch()
        layout.window.settle()
        return trace.records.map(signature)
    }

    static func mapping(_ recording: Recording) throws -> CoordinateMapping {
        try CoordinateMapping(device: recording.description, options: .init(screenSize: screen))
    }

    /// A record as text, views by name, so two windows' traces compare.
    static func signature(_ record: TraceRecord) -> String {
        switch record {
        case .delivery(let delivery):
            "\(delivery.time) \(delivery.view.name) \(delivery.touch) \(delivery.phase) \(delivery.location)"
        case .decision(let decision):
            "\(decision.time) \(decision.view.name) \(decision.rule) \(decision.outcome) \(decision.displacement) \(decision.target?.name ?? "-")"
        case .scroll(let change):
            "\(change.time) \(change.view.name) \(change.offset)"
        case .pointerScroll(let scroll):
            "\(scroll.time) pointer-scroll \(scroll.view?.name ?? "-") \(scroll.applied)"
        case .gesture(let change):
            "\(change.time) gesture \(change.recognizer.name) \(change.state)"
        case .tap(let tap):
            "\(tap.time) tap \(tap.view.name) \(tap.touch) \(tap.count)"
        case .problem(let problem):
            "\(problem.time) \(problem.message)"
        }
    }

    /// A session with no device on the default layout, and a recording's file.
    static func session(playing name: String, pace: SessionPace) throws -> (SessionFixture, Recording) {
        let recording = try Recording.load(from: fixtures + name)
        let fixture = try SessionFixture(batches: nil, screen: screen)
        fixture.session.addRecording(recording, mapping: try mapping(recording), pace: pace)
        return (fixture, recording)
    }

    @Test(arguments: ["swipe.evemu", "vertical-drag.evemu"])
    func asFastAsPossibleRoutesEverythingOnTheNextDispatchAsReplayDoes(name: String) throws {
        let (fixture, recording) = try Self.session(playing: name, pace: .asFastAsPossible)
        #expect(try #require(fixture.armedTime) <= 0, "due at once")
        #expect(fixture.session.dispatch() == .ended)
        #expect(fixture.trace.records.map(Self.signature) == (try Self.replay(recording)))
        #expect(fixture.session.eventCount == recording.events.count)
        #expect(fixture.armedTime == nil, "settled: nothing is pending")
    }

    @Test func realTimeArmsTheTimerForTheNextFramesRecordedTime() throws {
        let (fixture, recording) = try Self.session(playing: "swipe.evemu", pace: .realTime(speed: 1))
        #expect(fixture.session.dispatch() == .active)
        #expect(fixture.trace.phases(receivedBy: "pager") == [.began], "the first frame, at recorded time 0")
        let second = try #require(recording.events.first { $0.time > recording.events[0].time })
        let due = second.time.seconds(since: recording.events[0].time)
        #expect(abs(try #require(fixture.armedTime) - due) < 1e-8)
    }

    @Test func realTimeAtSpeedTwoArmsForHalfTheRecordedInterval() throws {
        let (fixture, recording) = try Self.session(playing: "swipe.evemu", pace: .realTime(speed: 2))
        fixture.setTime(0)
        _ = fixture.session.dispatch()
        let second = try #require(recording.events.first { $0.time > recording.events[0].time })
        let due = second.time.seconds(since: recording.events[0].time) / 2
        #expect(abs(try #require(fixture.armedTime) - due) < 1e-8)
    }

    @Test(arguments: ["swipe.evemu", "vertical-drag.evemu"])
    func realTimeRoutesTheSameRecordsAsReplayWhenEachTimerFires(name: String) throws {
        let (fixture, recording) = try Self.session(playing: name, pace: .realTime(speed: 1))
        #expect(fixture.dispatchAtEachTimer() == .ended)
        #expect(fixture.trace.records.map(Self.signature) == (try Self.replay(recording)))
    }

    /// The records of the two-panel recording's touchscreens played by a
    /// session at `pace`, the left panel onto the window's left half and the
    /// right one onto its right half, with the events the session read.
    static func twoPanels(pace: SessionPace) throws -> (records: [TraceRecord], events: Int, expected: Int) {
        let recordings = try Recording.loadEveryDevice(from: fixtures + "libinput/two-panels.yml")
        let choice = RecordingDeviceChoice(recordings, player: .session)
        #expect(choice.routed == [0, 2])
        #expect(choice.skipped.map(\.index) == [1], "the keyboard")
        let half = Size(screen.width / 2, screen.height)
        let devices = try zip(choice.routed, [Point.zero, Point(x: half.width, y: 0)]).map { index, origin in
            let recording = recordings[index]
            return (
                recording,
                try CoordinateMapping(device: recording.description, options: .init(screenSize: half, origin: origin))
            )
        }
        let fixture = try SessionFixture(batches: nil, screen: screen)
        fixture.session.addRecording(devices: devices, pace: pace)
        #expect(fixture.dispatchAtEachTimer() == .ended)
        return (fixture.trace.records, fixture.session.eventCount, devices.reduce(0) { $0 + $1.0.events.count })
    }

    @Test func aRecordingOfSeveralDevicesPlaysEachOntoItsRegionInTimeOrderAtEitherPace() throws {
        let played = try Self.twoPanels(pace: .asFastAsPossible)
        #expect(played.events == played.expected)
        var began: [Int: Point] = [:]
        var times: [Double] = []
        for case .delivery(let delivery) in played.records {
            times.append(delivery.time)
            if delivery.phase == .began { began[delivery.touch.rawValue] = delivery.location }
        }
        #expect(began.keys.sorted() == [1, 2], "one id each, from one numbering")
        #expect((began[1]?.x ?? .nan) < 400 && (began[2]?.x ?? 0) >= 400, "\(began)")
        #expect(times == times.sorted(), "frames in time order across the devices")
        #expect(began.count == 2 && times.first == 0, "window time counts from the earliest first event")
        let paced = try Self.twoPanels(pace: .realTime(speed: 1))
        #expect(paced.records.map(Self.signature) == played.records.map(Self.signature))
    }

    @Test func aRecordingForASessionThatHasADeviceIsNotPlayedAndTheTraceSaysWhy() throws {
        let fixture = try SessionFixture()
        let recording = try Recording.load(from: Self.fixtures + "swipe.evemu")
        fixture.session.addRecording(recording, mapping: try Self.mapping(recording), pace: .asFastAsPossible)
        #expect(
            fixture.trace.problems.map(\.message) == [
                "client bug: \(recording.path) cannot join the touch session: it already has pipe, and a recording plays alone (its time becomes the window's), though any number of devices may share a session. Make another TouchSession, with its own window, for \(recording.path). The recording is not played."
            ])
        #expect(fixture.session.eventCount == 0)
    }
}

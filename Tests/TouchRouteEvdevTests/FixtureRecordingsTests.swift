import Testing
import TouchRoute

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// The hand-written recordings in `Fixtures/recordings/protocol-*` and
/// `single-touch`, each read from its file and decoded: the comments at the top
/// of each file say what should come out.
@Suite struct FixtureRecordingsTests {
    /// `time id phase x y` per contact, for compact expectations.
    struct Step: Equatable, CustomStringConvertible {
        var time: Double
        var id: Int
        var phase: TouchPhase
        var x: Int32
        var y: Int32

        init(_ time: Double, _ id: Int, _ phase: TouchPhase, _ x: Int32, _ y: Int32) {
            self.time = time
            self.id = id
            self.phase = phase
            self.x = x
            self.y = y
        }

        var description: String { "\(time) #\(id) \(phase.rawValue) (\(x), \(y))" }
    }

    struct Decoded {
        var frames: [DeviceFrame] = []
        var problems: [DecodingProblem] = []
        var decoder: TouchDecoder

        var steps: [Step] {
            frames.flatMap { frame in
                frame.contacts.map {
                    Step(
                        frame.time.seconds(since: EventTime(seconds: 0, microseconds: 0)), $0.id, $0.phase,
                        $0.position.x, $0.position.y)
                }
            }
        }
    }

    func decode(_ name: String) throws -> Decoded {
        let recording = try Recording.load(from: RecordingFixtures.path(name))
        var decoded = Decoded(decoder: try TouchDecoder(device: recording.description))
        var problems: [DecodingProblem] = []
        var frames: [DeviceFrame] = []
        decoded.decoder.problems = { problems.append($0) }
        decoded.decoder.decode(recording.events) { frames.append($0) }
        decoded.frames = frames
        decoded.problems = problems
        return decoded
    }

    @Test func protocolBTwoFingersWithOnlyChangesSent() throws {
        let decoded = try decode("protocol-b/two-fingers.events")
        #expect(
            decoded.steps == [
                Step(0, 1, .began, 100, 200),
                Step(0.01, 2, .began, 400, 220),
                Step(0.02, 1, .moved, 110, 200), Step(0.02, 2, .moved, 410, 220),
                Step(0.03, 1, .ended, 110, 200),
                Step(0.04, 2, .ended, 410, 220),
            ])
        let first = try #require(decoded.frames.first?.contacts.first)
        #expect(first.pressure == 128.0 / 255)
        #expect(first.touchMajor == 40 && first.touchMinor == 30)
        #expect(first.toolType == .finger)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.frames.count == 5, "one frame per SYN_REPORT")
    }

    @Test func protocolBTrackingIDsReplacedAndReused() throws {
        let decoded = try decode("protocol-b/tracking-id-reuse.events")
        #expect(
            decoded.steps == [
                Step(0, 1, .began, 100, 100),
                Step(0.01, 1, .ended, 100, 100), Step(0.01, 2, .began, 300, 100),
                Step(0.02, 2, .ended, 300, 100), Step(0.02, 3, .began, 500, 100),
                Step(0.03, 3, .ended, 500, 100), Step(0.03, 4, .began, 520, 100),
                Step(0.04, 4, .ended, 520, 100),
            ])
        #expect(decoded.problems.isEmpty)
    }

    @Test func protocolBPalmsNeverBeginAndAFingerTurnedPalmIsCancelled() throws {
        let decoded = try decode("protocol-b/palm.events")
        #expect(
            decoded.steps == [
                Step(0.02, 1, .began, 400, 200),
                Step(0.03, 1, .moved, 420, 200),
                Step(0.04, 1, .cancelled, 420, 200),
                Step(0.07, 2, .began, 200, 200),
                Step(0.08, 2, .ended, 200, 200),
            ])
        #expect(decoded.decoder.activeContactCount == 0)
    }

    @Test func protocolBLostEventsInARecordingCancelAndNeverLeaveAPhantom() throws {
        let decoded = try decode("protocol-b/syn-dropped.events")
        #expect(
            decoded.steps == [
                Step(0, 1, .began, 100, 100),
                Step(0.01, 1, .moved, 110, 100),
                Step(0.02, 1, .cancelled, 110, 100),
                Step(0.05, 2, .began, 300, 300),
                Step(0.06, 2, .ended, 300, 300),
            ])
        #expect(decoded.problems.count == 1)
        #expect(decoded.problems.first?.message.contains("SYN_DROPPED") == true)
    }

    @Test func protocolBSlotsOutOfRangeAreReportedAndIgnored() throws {
        let decoded = try decode("protocol-b/out-of-range-slot.events")
        #expect(
            decoded.steps == [
                Step(0, 1, .began, 100, 100),
                Step(0.01, 1, .moved, 150, 100),
                Step(0.02, 1, .ended, 150, 100),
            ])
        #expect(
            decoded.problems.map(\.message) == [
                "kernel bug: TouchRoute Fixture Protocol B selected slot 7, but it has slots 0…4; that slot's events are ignored."
            ])
    }

    @Test func protocolAAnonymousContactsFollowedByNearestNeighbour() throws {
        let decoded = try decode("protocol-a/crossing.evemu")
        #expect(
            decoded.steps == [
                Step(0, 1, .began, 1000, 1000), Step(0, 2, .began, 3000, 1000),
                Step(0.01, 2, .moved, 3050, 1010), Step(0.01, 1, .moved, 1050, 1010),
                Step(0.02, 1, .moved, 1100, 1020), Step(0.02, 2, .moved, 3100, 1020), Step(0.02, 3, .began, 2000, 3000),
                Step(0.03, 1, .ended, 1100, 1020),
                Step(0.04, 2, .ended, 3100, 1020), Step(0.04, 3, .ended, 2000, 3000),
            ])
        #expect(decoded.frames.count == 6)
        #expect(decoded.frames.last?.contacts.isEmpty == true, "a bare SYN_REPORT changes nothing")
    }

    @Test func singleTouchPanelWithBTNTouchAndASubFrameTap() throws {
        let decoded = try decode("single-touch/drag.evemu")
        #expect(
            decoded.steps == [
                Step(0, 1, .began, 1000, 2000),
                Step(0.01, 1, .moved, 1100, 2000),
                Step(0.02, 1, .ended, 1100, 2000),
                Step(0.1, 2, .began, 2000, 1000),
                Step(0.1, 2, .ended, 2000, 1000),
            ])
        #expect(decoded.frames.first?.contacts.first?.pressure == 100.0 / 255)
        #expect(
            decoded.frames.suffix(2).map(\.time) == [decoded.frames[3].time, decoded.frames[3].time],
            "the sub-frame tap's end follows at the same time")
    }

    @Test func theFixturesRouteThroughTheDefaultLayoutWithEveryTouchEndingOnce() throws {
        for name in [
            "protocol-b/two-fingers.events", "protocol-b/tracking-id-reuse.events", "protocol-b/palm.events",
            "protocol-b/syn-dropped.events", "protocol-a/crossing.evemu", "single-touch/drag.evemu",
        ] {
            let recording = try Recording.load(from: RecordingFixtures.path(name))
            let routing = try RecordedRouting(recording, screen: Size(width: 800, height: 480))
            #expect(routing.trace.exactlyOnceViolations.isEmpty, "\(name)")
            #expect(routing.layout.window.activeTouches.isEmpty, "\(name)")
            #expect(!routing.trace.deliveries.isEmpty, "\(name)")
        }
    }
}

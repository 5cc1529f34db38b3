import Testing
import TouchRoute
import TouchRouteTesting

@testable import TouchRouteEvdev

/// The decoder gives the same frames however its input is cut: whole, split at
/// any point, or one event per `dispatch` with the source blocking in between.
/// And on random protocol-B streams, every contact keeps the decoder's
/// invariant.
@Suite struct DripFeedingTests {
    struct Stream: CustomTestStringConvertible, Sendable {
        let name: String
        let device: DeviceDescription
        let script: EventScript
        var testDescription: String { name }
    }

    /// One stream per protocol, with most of what the decoder handles in it.
    static let streams = [
        Stream(
            name: "protocol B", device: TestDevice.slotted(toolType: true),
            script: EventScript()
                .slot(0).trackingID(45).x(100).y(200)
                .slot(1).trackingID(46).x(300).y(400).report(at: 0.010)
                .slot(0).x(110).slot(1).y(410).report(at: 0.020)
                .slot(0).trackingID(50).x(500).report(at: 0.030)  // replaced
                .slot(2).trackingID(60).x(1).y(2).trackingID(-1).report(at: 0.040)  // a tap within a frame
                .slot(1).tool(MultitouchTool.palm).report(at: 0.050)  // a palm after all
                .slot(12).x(3).slot(1).trackingID(-1).report(at: 0.060)  // a slot out of range
                .slot(0).x(510).dropped(at: 0.070).x(520).report(at: 0.080)  // lost events
                .x(530).report(at: 0.090)
                .trackingID(-1).report(at: 0.100)
                .trackingID(70).slot(3).trackingID(71).x(9).y(9).report(at: 0.110)),
        Stream(
            name: "protocol A", device: TestDevice.anonymous(toolType: true),
            script: EventScript()
                .contact(x: 100, y: 200).contact(x: 300, y: 400).report(at: 0.010)
                .contact(x: 305, y: 400).contact(x: 105, y: 200).contact(x: 900, y: 900).report(at: 0.020)
                .contact(x: 306, y: 400).contact(x: 900, y: 900, tool: MultitouchTool.palm).report(at: 0.030)
                .contactReport().report(at: 0.040)
                .contact(x: 1, y: 1, trackingID: 4).report(at: 0.050)
                .contact(x: 2, y: 1, trackingID: 4).dropped(at: 0.060).report(at: 0.070)
                .contact(x: 3, y: 1, trackingID: 4).report(at: 0.080)
                .report(at: 0.090)
                .contact(x: 4, y: 4).report(at: 0.100)),
        Stream(
            name: "single-touch", device: TestDevice.singleTouch(pressure: true),
            script: EventScript()
                .btnTouch(1).absX(100).absY(200).absPressure(40).report(at: 0.010)
                .absX(110).report(at: 0.020)
                .btnTouch(0).btnTouch(1).absY(300).report(at: 0.030)
                .btnTouch(0).report(at: 0.040)
                .btnTouch(1).btnTouch(0).report(at: 0.050)
                .btnTouch(1).report(at: 0.060)
                .absX(120).dropped(at: 0.070).report(at: 0.080)
                .absX(130).report(at: 0.090)
                .btnTouch(0).report(at: 0.100)
                .btnTouch(1).report(at: 0.110)),
    ]

    /// What came out of a decoder: frames and problems, `cancelAll` included.
    struct Output: Equatable {
        var frames: [DeviceFrame]
        var problems: [DecodingProblem]
    }

    /// `events` decoded in one go, then `cancelAll` at the last event's time.
    static func decodedWhole(_ events: [InputEvent], on device: DeviceDescription) throws -> Output {
        let run = try DecodingRun(device: device)
        run.decode(events)
        run.cancelAll(at: events.last?.time ?? .at(0))
        return Output(frames: run.frames, problems: run.problems)
    }

    /// `events` read through a `TouchReader` in `chunks`, one `dispatch` a
    /// chunk, the source blocking after each, then `cancelAll` at the last
    /// event's time.
    static func readInChunks(_ events: [InputEvent], splitAt splits: [Int], on device: DeviceDescription) throws
        -> Output
    {
        let bounds = [0] + splits + [events.count]
        let steps = zip(bounds, bounds.dropFirst()).flatMap { start, end -> [ScriptedEventSource.Step] in
            [.play(Array(events[start..<end])), .wouldBlock]
        }
        let run = try ReadingRun(ScriptedEventSource(steps: steps), device: device, snapshot: nil)
        run.dispatchUntilExhausted()
        #expect(run.outcomes.allSatisfy { $0 == .drained })
        run.cancelAll(at: events.last?.time ?? .at(0))
        return Output(frames: run.frames, problems: run.problems)
    }

    // MARK: Hand-written streams

    @Test(arguments: streams)
    func splittingAtEveryPointGivesTheSameFrames(_ stream: Stream) throws {
        let events = stream.script.events
        let whole = try Self.decodedWhole(events, on: stream.device)
        #expect(whole.frames.count >= 10)
        #expect(ContactLifecycleCheck.violations(in: whole.frames) == [])
        for split in 0...events.count {
            #expect(try Self.readInChunks(events, splitAt: [split], on: stream.device) == whole, "split at \(split)")
        }
    }

    @Test(arguments: streams)
    func oneEventPerDispatchGivesTheSameFrames(_ stream: Stream) throws {
        let events = stream.script.events
        let whole = try Self.decodedWhole(events, on: stream.device)
        #expect(try Self.readInChunks(events, splitAt: Array(1..<events.count), on: stream.device) == whole)

        // The same through the reader's limit, with the source never blocking;
        // the end of the recording cancels what `cancelAll` cancelled.
        let run = try ReadingRun(RecordedEventSource(name: stream.name, events: events), device: stream.device)
        while run.dispatch(limit: 1) == .drained {}
        #expect(run.outcomes.count == events.count + 1)
        #expect(run.frames == whole.frames)
    }

    // MARK: Random protocol-B streams

    static let seeds: Range<UInt64> = 0..<200

    @Test(arguments: seeds)
    func randomStreamsKeepTheInvariantAndSurviveAnySplit(seed: UInt64) throws {
        let stream = RandomSlottedStream(seed: seed, frames: 150)
        let device = RandomSlottedStream.device
        let whole = try Self.decodedWhole(stream.events, on: device)
        let contacts = whole.frames.flatMap(\.contacts)

        #expect(ContactLifecycleCheck.violations(in: whole.frames) == [], "seed \(seed)")
        #expect(contacts.filter { $0.phase == .began }.count == stream.expectedBegan, "seed \(seed)")
        #expect(contacts.filter { $0.phase == .ended }.count == stream.expectedEnded, "seed \(seed)")
        #expect(
            contacts.filter { $0.phase == .cancelled }.count == stream.expectedPalmCancels + stream.expectedDownAtEnd,
            "seed \(seed)")
        #expect(whole.problems.isEmpty, "seed \(seed)")

        var random = SeededRandom(seed: seed &+ 1_000)
        let splits = (0..<Int.random(in: 1...40, using: &random))
            .map { _ in Int.random(in: 0...stream.events.count, using: &random) }
            .sorted()
        #expect(try Self.readInChunks(stream.events, splitAt: splits, on: device) == whole, "seed \(seed)")
        if seed < 20 {
            let oneByOne = try Self.readInChunks(stream.events, splitAt: Array(1..<stream.events.count), on: device)
            #expect(oneByOne == whole, "seed \(seed)")
        }
    }

    @Test func randomStreamsExerciseWhatTheyClaimTo() {
        let streams = Self.seeds.map { RandomSlottedStream(seed: $0, frames: 150) }
        #expect(streams.map(\.expectedBegan).reduce(0, +) > 1_000)
        #expect(streams.map(\.expectedPalmCancels).reduce(0, +) > 50)
        #expect(streams.allSatisfy { $0.events.count > 300 })
    }
}

import Testing
import TouchRoute
import TouchRouteTesting

@testable import TouchRouteEvdev

/// The read loop: resync after lost events through a libevdev-like source,
/// removal, failure, the end of a recording, and the event limit.
@Suite struct TouchReaderTests {
    static let droppedMessage =
        "/dev/input/event7 dropped events (SYN_DROPPED): the reader fell behind and some events were lost. Touch state is resynced from the device; touches that lifted in the gap are cancelled."
    static let styles: [ScriptedEventSource.ResyncStyle] = [.terminateFirst, .changeInPlace]

    /// Two fingers: slot 0 at 100,200 and slot 1 at 300,400, slot 1 selected.
    static let twoFingers = EventScript()
        .slot(0).trackingID(45).x(100).y(200)
        .slot(1).trackingID(46).x(300).y(400).report(at: 0.010)

    /// `twoFingers`, then an overflow at 0.5 s while `lost` happens on the
    /// device, then `after` read normally; read to the end.
    static func readTwoFingers(
        losing lost: EventScript, then after: EventScript = EventScript(), style: ScriptedEventSource.ResyncStyle
    ) throws -> ReadingRun<ScriptedEventSource> {
        let run = try ReadingRun(
            ScriptedEventSource(
                style: style,
                steps: [
                    .events(twoFingers), .overflow(at: 0.500, lost: lost), .events(after),
                ]))
        run.dispatchUntilExhausted()
        return run
    }

    /// The resync's changes at 0.5 s: the touches that ended in a frame of
    /// their own, then the rest; in the older style, all in one frame.
    static func resync(_ style: ScriptedEventSource.ResyncStyle, ended: String, then rest: String) -> [String] {
        style == .terminateFirst ? ["0.500000 \(ended)", "0.500000 \(rest)"] : ["0.500000 \(ended); \(rest)"]
    }

    // MARK: Resync after SYN_DROPPED

    @Test(arguments: styles)
    func aTouchLiftedDuringTheGapIsCancelledForLostEventsNotEnded(style: ScriptedEventSource.ResyncStyle) throws {
        let run = try Self.readTwoFingers(
            losing: EventScript().slot(0).trackingID(-1).report(at: 0.100).slot(1).x(320).report(at: 0.200),
            then: EventScript().y(420).report(at: 0.510),  // slot 1, as the kernel has it selected
            style: style)
        #expect(
            run.changes == ["0.010000 began 1 at 100,200; began 2 at 300,400"]
                + Self.resync(style, ended: "cancelled 1 at 100,200", then: "moved 2 at 320,400")
                + ["0.510000 moved 2 at 320,420"])
        #expect(run.problems == [DecodingProblem(time: .at(0.500), kind: .lostEvents, message: Self.droppedMessage)])
        #expect(run.reader.decoder.activeContactCount == 1)
        // Its lift was never seen: an end here could complete a tap no finger made.
        let cancelled = run.frames.flatMap(\.contacts).filter { $0.phase == .cancelled }
        #expect(cancelled.map(\.cancellationReason) == [.lostEvents])
        #expect(!run.reader.decoder.isResyncing, "normal reading again after the resync")
    }

    @Test(arguments: styles)
    func aTouchRestartedWithANewTrackingIDDuringTheGapIsCancelledAndBeginsAnew(style: ScriptedEventSource.ResyncStyle)
        throws
    {
        let run = try Self.readTwoFingers(
            losing: EventScript().slot(0).trackingID(-1).report(at: 0.100).trackingID(47).x(500).y(600).report(
                at: 0.200),
            then: EventScript().slot(0).x(510).report(at: 0.510),
            style: style)
        #expect(
            run.changes == ["0.010000 began 1 at 100,200; began 2 at 300,400"]
                + Self.resync(style, ended: "cancelled 1 at 100,200", then: "began 3 at 500,600")
                + ["0.510000 moved 3 at 510,600"])
        #expect(ContactLifecycleCheck.violations(in: run.frames, closing: .notRequired) == [])
    }

    @Test(arguments: styles)
    func aTouchThatBeganAndLiftedInsideTheGapNeverAppears(style: ScriptedEventSource.ResyncStyle) throws {
        let run = try Self.readTwoFingers(
            losing: EventScript().slot(2).trackingID(60).x(700).y(800).report(at: 0.100).trackingID(-1).report(
                at: 0.200),
            // The slot keeps the lost touch's values: a new touch that does not
            // resend them starts from them, as the kernel has it.
            then: EventScript().slot(2).trackingID(61).report(at: 0.510),
            style: style)
        #expect(run.changes == ["0.010000 began 1 at 100,200; began 2 at 300,400", "0.510000 began 3 at 700,800"])
    }

    /// The example in `libevdev.h`: a touch starts and ends in slot 0 during the
    /// gap, so the resync updates slot 0's axes without a tracking ID.
    @Test(arguments: styles)
    func axisUpdatesForAnEmptySlotDuringTheResyncCreateNoTouch(style: ScriptedEventSource.ResyncStyle) throws {
        let run = try ReadingRun(
            ScriptedEventSource(
                style: style,
                steps: [
                    .events(
                        EventScript().slot(0).trackingID(29).x(50).y(50).report(at: 0.010)
                            .trackingID(-1).report(at: 0.020)),
                    .overflow(
                        at: 0.500,
                        lost: EventScript()
                            .trackingID(30).x(100).y(80).report(at: 0.030)
                            .trackingID(-1).report(at: 0.040)
                            .slot(1).x(90).y(10).report(at: 0.050)),
                    .events(EventScript().x(95).report(at: 0.510)),
                ]))
        run.dispatchUntilExhausted()
        #expect(run.changes == ["0.010000 began 1 at 50,50", "0.020000 ended 1 at 50,50"])
        #expect(run.reader.decoder.activeContactCount == 0)
    }

    @Test(arguments: styles)
    func aTouchThatMovedDuringTheGapMovesOnceToWhereItIs(style: ScriptedEventSource.ResyncStyle) throws {
        let run = try Self.readTwoFingers(
            losing: EventScript().slot(0).x(110).report(at: 0.100).x(120).y(210).report(at: 0.200), style: style)
        #expect(run.changes.dropFirst() == ["0.500000 moved 1 at 120,210"])
    }

    @Test(arguments: styles)
    func eventsOfAFrameCutByTheOverflowJoinTheResync(style: ScriptedEventSource.ResyncStyle) throws {
        let run = try ReadingRun(
            ScriptedEventSource(
                style: style,
                steps: [
                    .events(Self.twoFingers.slot(0).x(150)),  // read before the overflow, no SYN_REPORT yet
                    .overflow(at: 0.500, lost: EventScript().x(170).report(at: 0.100)),
                ]))
        run.dispatchUntilExhausted()
        #expect(run.changes.dropFirst() == ["0.500000 moved 1 at 170,200"])
    }

    @Test func aResyncWithNothingChangedEmitsNothing() throws {
        let run = try ReadingRun(
            ScriptedEventSource(steps: [
                .events(Self.twoFingers.slot(0).x(110).report(at: 0.020)),
                .overflow(at: 0.500, lost: EventScript()),
            ]))
        run.dispatchUntilExhausted()
        #expect(run.summary == ["0.010000 began 1 at 100,200; began 2 at 300,400", "0.020000 moved 1 at 110,200"])
        #expect(run.problemMessages == [Self.droppedMessage])
    }

    @Test func touchesDownWhenTheDeviceIsOpenedAreIgnoredUntilTheyLift() throws {
        let run = try ReadingRun(
            ScriptedEventSource(
                initially: Self.twoFingers,
                steps: [
                    .events(
                        EventScript().x(310).report(at: 0.020)  // slot 1 is still selected
                            .slot(0).trackingID(-1).report(at: 0.030)
                            .trackingID(47).report(at: 0.040))
                ]))
        run.dispatchUntilExhausted()
        #expect(run.summary == ["0.020000", "0.030000", "0.040000 began 1 at 100,200"])
    }

    // MARK: The end of reading

    @Test func unplugCancelsEveryTouchWithAProblemNamingTheDevice() throws {
        let run = try ReadingRun(ScriptedEventSource(steps: [.events(Self.twoFingers), .removed(at: 0.300)]))
        #expect(run.dispatch() == .deviceRemoved)
        #expect(run.summary.last == "0.300000 cancelled 1 at 100,200; cancelled 2 at 300,400")
        #expect(run.frames.last?.contacts.map(\.cancellationReason) == [.deviceRemoved, .deviceRemoved])
        #expect(
            run.problems == [
                DecodingProblem(
                    time: .at(0.300), kind: .deviceRemoved,
                    message:
                        "/dev/input/event7 was removed (ENODEV): the device was unplugged or its driver went away. The 2 touches that were down are cancelled."
                )
            ])
        #expect(run.reader.isFinished)
        #expect(run.reader.decoder.activeContactCount == 0)
        #expect(run.dispatch() == .deviceRemoved, "asking again gives the same answer")
        #expect(run.problems.count == 1)
    }

    @Test func udevSayingTheDeviceWentAwayCancelsEveryTouchOnceAsRemoved() throws {
        let run = try ReadingRun(ScriptedEventSource(steps: [.events(Self.twoFingers), .wouldBlock]))
        #expect(run.dispatch() == .drained)
        run.endAsRemoved()
        run.endAsRemoved()
        #expect(run.changes.last == "0.010000 cancelled 1 at 100,200; cancelled 2 at 300,400")
        #expect(run.frames.last?.contacts.map(\.cancellationReason) == [.deviceRemoved, .deviceRemoved])
        #expect(run.frames.filter { $0.contacts.contains { $0.phase == .cancelled } }.count == 1, "once")
        #expect(run.reader.finalOutcome == .deviceRemoved)
    }

    @Test func unplugWithNoTouchDownEndsQuietly() throws {
        let run = try ReadingRun(ScriptedEventSource(steps: [.removed(at: 0.300)]))
        #expect(run.dispatch() == .deviceRemoved)
        #expect(run.frames.isEmpty)
        #expect(run.problems.isEmpty)
    }

    @Test func aFailedReadCancelsEveryTouchWithTheError() throws {
        let error = DeviceError(
            device: "/dev/input/event7", reason: .system(errno: 5, call: "read", text: "Input/output error"))
        let run = try ReadingRun(
            ScriptedEventSource(steps: [
                .events(EventScript().slot(0).trackingID(45).x(100).y(200).report(at: 0.010)),
                .failed(error, at: 0.300),
            ]))
        #expect(run.dispatch() == .failed(error))
        #expect(run.summary.last == "0.300000 cancelled 1 at 100,200")
        #expect(run.frames.last?.contacts.map(\.cancellationReason) == [.inputEnded], "nothing more comes from it")
        #expect(
            run.problems == [
                DecodingProblem(
                    time: .at(0.300), kind: .inputEnded,
                    message:
                        "read failed on /dev/input/event7: Input/output error (errno 5). The touch that was down is cancelled."
                )
            ])
        #expect(run.reader.isFinished)
    }

    @Test func theEndOfARecordingCancelsTouchesStillDown() throws {
        let script = EventScript().slot(0).trackingID(45).x(100).y(200).report(at: 0.010).x(110).report(at: 0.020)
        let run = try ReadingRun(
            RecordedEventSource(name: "tap.evemu", events: script.events), device: TestDevice.slotted())
        #expect(run.dispatch() == .endOfStream)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200", "0.020000 moved 1 at 110,200", "0.020000 cancelled 1 at 110,200",
            ])
        #expect(run.frames.last?.contacts.map(\.cancellationReason) == [.inputEnded])
        #expect(
            run.problems == [
                DecodingProblem(
                    time: .at(0.020), kind: .inputEnded,
                    message: "tap.evemu has no more events. The touch that was down is cancelled.")
            ])
        #expect(run.dispatch() == .endOfStream)
        #expect(run.frames.count == 3)
    }

    @Test func aRecordingThatEndsWithNoTouchDownEndsQuietly() throws {
        let script = EventScript().trackingID(45).x(1).y(1).report(at: 0.010).trackingID(-1).report(at: 0.020)
        let run = try ReadingRun(
            RecordedEventSource(name: "tap.evemu", events: script.events), device: TestDevice.slotted())
        #expect(run.dispatch() == .endOfStream)
        #expect(run.frames.count == 2)
        #expect(run.problems.isEmpty)
    }

    @Test func synDroppedInARecordingIsDecodedAsLostEvents() throws {
        let script = EventScript().trackingID(45).x(1).y(1).report(at: 0.010).dropped(at: 0.020).report(at: 0.030)
        let run = try ReadingRun(
            RecordedEventSource(name: "tap.evemu", events: script.events), device: TestDevice.slotted())
        #expect(run.dispatch() == .endOfStream)
        #expect(run.changes == ["0.010000 began 1 at 1,1", "0.020000 cancelled 1 at 1,1"])
        #expect(run.frames.flatMap(\.contacts).last?.cancellationReason == .lostEvents)
        #expect(run.problemMessages == [TouchDecoderTests.droppedMessage])
    }

    // MARK: Dispatch limits

    @Test func dispatchReturnsDrainedAfterLimitEvents() throws {
        let script = Self.twoFingers.slot(0).x(110).report(at: 0.020)  // 9 + 3 events
        let source = RecordedEventSource(name: "two.evemu", events: script.events)
        let run = try ReadingRun(source, device: TestDevice.slotted())
        #expect(run.dispatch(limit: 4) == .drained)
        #expect(source.position == 4)
        #expect(run.frames.isEmpty)
        #expect(run.dispatch(limit: 5) == .drained)
        #expect(source.position == 9)
        #expect(run.summary == ["0.010000 began 1 at 100,200; began 2 at 300,400"])
        #expect(run.dispatch(limit: 3) == .drained)
        #expect(run.frames.count == 2)
        #expect(run.dispatch(limit: 1) == .endOfStream)
    }

    @Test func dispatchReturnsDrainedWhenTheSourceWouldBlockAndGoesOnNextTime() throws {
        let run = try ReadingRun(
            ScriptedEventSource(steps: [
                .events(Self.twoFingers), .wouldBlock, .wouldBlock,
                .events(EventScript().slot(0).x(110).report(at: 0.020)),
            ]))
        #expect(run.dispatch() == .drained)
        #expect(run.frames.count == 1)
        #expect(run.dispatch() == .drained)
        #expect(run.frames.count == 1)
        #expect(run.dispatch() == .drained)
        #expect(run.summary.last == "0.020000 moved 1 at 110,200")
    }

    @Test func aResyncCountsAsOneReadTowardsTheLimit() throws {
        let run = try ReadingRun(
            ScriptedEventSource(steps: [
                .events(Self.twoFingers),
                .overflow(
                    at: 0.500, lost: EventScript().slot(0).trackingID(-1).slot(1).trackingID(-1).report(at: 0.100)),
                .events(EventScript().slot(0).trackingID(47).report(at: 0.510)),
            ]))
        #expect(run.dispatch(limit: 9) == .drained)  // the events of twoFingers
        #expect(run.dispatch(limit: 1) == .drained)  // SYN_DROPPED and the whole resync
        #expect(run.changes.last == "0.500000 cancelled 1 at 100,200; cancelled 2 at 300,400")
        #expect(run.reader.decoder.activeContactCount == 0)
    }
}

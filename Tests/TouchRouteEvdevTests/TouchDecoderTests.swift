import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// The same touch, in each protocol's words, for tests that hold for every device.
struct ProtocolCase: CustomTestStringConvertible, Sendable {
    let name: String
    let device: DeviceDescription
    /// A finger lands at 100,200.
    let land: EventScript
    /// The finger moves to 110,200.
    let move: EventScript
    /// The finger lifts.
    let lift: EventScript
    /// Another finger lands at 500,600 (after the first lifted).
    let landAnother: EventScript

    var testDescription: String { name }

    static let all = [
        ProtocolCase(
            name: "protocol B", device: TestDevice.slotted(),
            land: EventScript().slot(0).trackingID(45).x(100).y(200),
            move: EventScript().slot(0).x(110),
            lift: EventScript().slot(0).trackingID(-1),
            landAnother: EventScript().slot(0).trackingID(46).x(500).y(600)),
        ProtocolCase(
            name: "protocol A", device: TestDevice.anonymous(),
            land: EventScript().contact(x: 100, y: 200),
            move: EventScript().contact(x: 110, y: 200),
            lift: EventScript().contactReport(),
            landAnother: EventScript().contact(x: 500, y: 600)),
        ProtocolCase(
            name: "single-touch", device: TestDevice.singleTouch(),
            land: EventScript().btnTouch(1).absX(100).absY(200),
            move: EventScript().absX(110),
            lift: EventScript().btnTouch(0),
            landAnother: EventScript().btnTouch(1).absX(500).absY(600)),
    ]
}

@Suite struct TouchDecoderTests {
    static let droppedMessage =
        "Test Touchscreen dropped events (SYN_DROPPED): the reader fell behind. The touches that were down are cancelled; fingers still on the glass are ignored until they lift."

    @Test func aDeviceWithoutPositionsCannotBeDecoded() {
        let keyboard = DeviceDescription(
            name: "AT Keyboard", codes: [EventType.key: [30, 31]], source: "/dev/input/event0")
        #expect(throws: DecoderSetupError.self) { try TouchDecoder(device: keyboard) }
        #expect(
            DecoderSetupError(device: keyboard).description
                == "/dev/input/event0 (AT Keyboard) reports no positions and has no wheel: it has neither ABS_MT_POSITION_X/Y nor ABS_X/Y, nor REL_WHEEL or REL_HWHEEL, so it is neither a touch device nor a mouse with a wheel. Choose a touchscreen (or a mouse, to scroll) instead."
        )
    }

    @Test func theDeviceChoosesTheProtocol() throws {
        #expect(try TouchDecoder(device: TestDevice.slotted(slots: 5)).multitouchProtocol == .slotted(slots: 5))
        #expect(try TouchDecoder(device: TestDevice.anonymous()).multitouchProtocol == .anonymous)
        #expect(try TouchDecoder(device: TestDevice.singleTouch()).multitouchProtocol == .singleTouch)
    }

    @Test(arguments: ProtocolCase.all)
    func everySynReportEmitsOneFrameEvenWithoutChanges(_ protocolCase: ProtocolCase) throws {
        let run = try DecodingRun(EventScript().report(at: 0.010).report(at: 0.020), on: protocolCase.device)
        #expect(run.summary == ["0.010000", "0.020000"])
    }

    @Test(arguments: ProtocolCase.all)
    func aTouchBeginsMovesAndEndsInEveryProtocol(_ protocolCase: ProtocolCase) throws {
        let run = try DecodingRun(
            EventScript()
                .then(protocolCase.land).report(at: 0.010)
                .then(protocolCase.move).report(at: 0.020)
                .then(protocolCase.lift).report(at: 0.030), on: protocolCase.device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200", "0.020000 moved 1 at 110,200", "0.030000 ended 1 at 110,200",
            ])
    }

    // MARK: SYN_DROPPED in a recording

    @Test(arguments: ProtocolCase.all)
    func afterSynDroppedTheTouchIsCancelledAndIgnoredUntilItLifts(_ protocolCase: ProtocolCase) throws {
        let run = try DecodingRun(
            EventScript()
                .then(protocolCase.land).report(at: 0.010)
                .then(protocolCase.move).dropped(at: 0.020)  // the frame before it is incomplete
                .then(protocolCase.lift).report(at: 0.030)  // and so is the one after it
                .then(protocolCase.move).report(at: 0.040)
                .then(protocolCase.lift).report(at: 0.050)
                .then(protocolCase.landAnother).report(at: 0.060), on: protocolCase.device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 cancelled 1 at 100,200",
                "0.030000",
                "0.040000",
                "0.050000",
                "0.060000 began 2 at 500,600",
            ])
        #expect(run.frames[1].contacts.map(\.cancellationReason) == [.lostEvents])
        #expect(run.problems == [DecodingProblem(time: .at(0.020), kind: .lostEvents, message: Self.droppedMessage)])
    }

    /// The kernel sends `BTN_TOUCH` and tracking IDs only when they change, so a
    /// new touch after lost events shows that the old one lifted in the gap.
    @Test(arguments: ProtocolCase.all.filter { $0.name != "protocol A" })
    func aTouchWhoseLiftWasLostGivesWayToTheNextTouch(_ protocolCase: ProtocolCase) throws {
        let run = try DecodingRun(
            EventScript()
                .then(protocolCase.land).report(at: 0.010)
                .dropped(at: 0.020).report(at: 0.030)
                .then(protocolCase.landAnother).report(at: 0.040)
                .then(protocolCase.lift).report(at: 0.050), on: protocolCase.device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 cancelled 1 at 100,200",
                "0.030000",
                "0.040000 began 2 at 500,600",
                "0.050000 ended 2 at 500,600",
            ])
    }

    @Test func aTouchThatBeganInTheLostEventsNeverAppears() throws {
        let run = try DecodingRun(
            EventScript()
                .dropped(at: 0.010).report(at: 0.020)
                .slot(2).x(500).y(600).report(at: 0.030)  // its tracking ID was lost
                .trackingID(-1).report(at: 0.040)
                .trackingID(60).report(at: 0.050), on: TestDevice.slotted())
        #expect(run.summary == ["0.020000", "0.030000", "0.040000", "0.050000 began 1 at 500,600"])
    }

    /// `touchroute record` writes libevdev's resync after a drop; it may leave the
    /// device on another slot, and later events without `ABS_MT_SLOT` go there.
    @Test func theFrameAfterSynDroppedMovesTheSlotSoLaterEventsLandWhereTheDeviceMeantThem() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(100).y(200).report(at: 0.010)
                .dropped(at: 0.020)
                .slot(1).trackingID(46).x(300).y(400).report(at: 0.030)  // B landed in the gap
                .trackingID(-1).report(at: 0.040)  // B lifts: slot 1
                .trackingID(47).x(1500).report(at: 0.050)  // C lands: slot 1
                .slot(0).x(120).report(at: 0.060)  // A, still ignored
                .slot(1).x(1510).report(at: 0.070), on: TestDevice.slotted())
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 cancelled 1 at 100,200",
                "0.030000",
                "0.040000",
                "0.050000 began 2 at 1500,400",
                "0.060000",
                "0.070000 moved 2 at 1510,400",
            ])
    }

    @Test func fingersStillDownAfterSynDroppedAreIgnoredWhileNewOnesBegin() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(100).y(200)
                .slot(1).trackingID(46).x(300).y(400).report(at: 0.010)
                .dropped(at: 0.020).report(at: 0.030)
                .slot(0).x(120)
                .slot(2).trackingID(47).x(700).y(800).report(at: 0.040)
                .slot(1).trackingID(-1)
                .slot(2).x(710).report(at: 0.050), on: TestDevice.slotted())
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200; began 2 at 300,400",
                "0.020000 cancelled 1 at 100,200; cancelled 2 at 300,400",
                "0.030000",
                "0.040000 began 3 at 700,800",
                "0.050000 moved 3 at 710,800",
            ])
        run.cancelAll(at: 0.060)
        #expect(run.summary.last == "0.060000 cancelled 3 at 710,800")
        #expect(ContactLifecycleCheck.violations(in: run.frames) == [])
    }

    // MARK: cancelAll

    @Test(arguments: ProtocolCase.all)
    func cancelAllCancelsEachTouchOnceAndTheFingerIsIgnoredUntilItLifts(_ protocolCase: ProtocolCase) throws {
        let run = try DecodingRun(EventScript().then(protocolCase.land).report(at: 0.010), on: protocolCase.device)
        #expect(run.decoder.activeContactCount == 1)
        run.cancelAll(at: 0.015)
        run.cancelAll(at: 0.016)  // nothing is down: no frame
        #expect(run.decoder.activeContactCount == 0)
        run.decode(
            EventScript()
                .then(protocolCase.move).report(at: 0.020)
                .then(protocolCase.lift).report(at: 0.030)
                .then(protocolCase.landAnother).report(at: 0.040))
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.015000 cancelled 1 at 100,200",
                "0.020000",
                "0.030000",
                "0.040000 began 2 at 500,600",
            ])
    }

    @Test(arguments: ProtocolCase.all)
    func cancelAllForgetsThePartialFrame(_ protocolCase: ProtocolCase) throws {
        let run = try DecodingRun(EventScript().then(protocolCase.land), on: protocolCase.device)
        run.cancelAll(at: 0.005)
        run.decode(EventScript().report(at: 0.010))
        #expect(run.contacts.isEmpty)
    }
}

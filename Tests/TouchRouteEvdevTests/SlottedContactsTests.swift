import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// Protocol B, as `multi-touch-protocol.rst` describes it: slots, tracking IDs,
/// and only changes sent.
@Suite struct SlottedContactsTests {
    let device = TestDevice.slotted()

    // MARK: Slots and only-changes semantics

    @Test func twoFingersBeginMoveAndLiftSendingOnlyWhatChanged() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(100).y(200)
                .slot(1).trackingID(46).x(300).y(400)
                .report(at: 0.010)
                .slot(0).x(110)
                .report(at: 0.020)
                .slot(1).y(410)
                .report(at: 0.030)
                .slot(0).trackingID(-1)
                .report(at: 0.040)
                .slot(1).trackingID(-1)
                .report(at: 0.050), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200; began 2 at 300,400",
                "0.020000 moved 1 at 110,200",
                "0.030000 moved 2 at 300,410",
                "0.040000 ended 1 at 110,200",
                "0.050000 ended 2 at 300,410",
            ])
        #expect(run.problems.isEmpty)
        #expect(run.decoder.activeContactCount == 0)
    }

    @Test func eventsBeforeAnyAbsMTSlotGoToSlotZero() throws {
        let run = try DecodingRun(
            EventScript()
                .trackingID(45).x(100).y(200).report(at: 0.010)
                .slot(1).trackingID(46).x(300).y(400).report(at: 0.020)
                .slot(0).trackingID(-1).report(at: 0.030), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 began 2 at 300,400",
                "0.030000 ended 1 at 100,200",
            ])
    }

    @Test func theSlotStaysSelectedAcrossFrames() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(100).y(200)
                .slot(1).trackingID(46).x(300).y(400).report(at: 0.010)
                .x(310).report(at: 0.020)  // still slot 1: the kernel resends ABS_MT_SLOT only on a change
                .y(420).report(at: 0.030), on: device)
        #expect(
            run.summary.dropFirst() == [
                "0.020000 moved 2 at 310,400",
                "0.030000 moved 2 at 310,420",
            ])
    }

    @Test func aNewTouchInASlotStartsFromTheValuesTheSlotLastHeld() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(3).trackingID(45).x(100).y(200).report(at: 0.010)
                .trackingID(-1).report(at: 0.020)
                .trackingID(47).y(250).report(at: 0.030)  // X unchanged, so not resent
                .trackingID(-1).report(at: 0.040)
                .trackingID(48).report(at: 0.050), on: device)  // neither resent
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 ended 1 at 100,200",
                "0.030000 began 2 at 100,250",
                "0.040000 ended 2 at 100,250",
                "0.050000 began 3 at 100,250",
            ])
    }

    @Test func aValueResentUnchangedIsNotAMove() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(100).y(200).report(at: 0.010)
                .x(100).y(200).report(at: 0.020), on: device)
        #expect(run.summary == ["0.010000 began 1 at 100,200", "0.020000"])
    }

    @Test func tenFingersBeginInSlotOrderWithNumbersInTouchDownOrder() throws {
        var script = EventScript()
        for slot in Int32(0)..<10 { script = script.slot(9 - slot).trackingID(100 + slot).x(10 * slot).y(5) }
        let run = try DecodingRun(script.report(at: 0.010), on: device)
        #expect(run.contacts.map(\.phase) == Array(repeating: .began, count: 10))
        #expect(run.contacts.map(\.id) == Array(1...10))
        #expect(run.contacts.map(\.position.x) == (Int32(0)..<10).map { 10 * (9 - $0) })  // slot 0 first
        #expect(run.decoder.activeContactCount == 10)
    }

    // MARK: Tracking IDs

    /// The kernel sends a new tracking ID before the new touch's position;
    /// libevdev's resync sends a slot's axes in code order, position first.
    /// Either way the position is the new touch's, and the old one ends where it was.
    @Test(arguments: [false, true])
    func aTrackingIDChangedDirectlyEndsTheTouchWhereItWasAndBeginsANewOne(positionFirst: Bool) throws {
        let replace =
            positionFirst
            ? EventScript().x(500).y(600).trackingID(50)
            : EventScript().trackingID(50).x(500).y(600)
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(100).y(200).report(at: 0.010)
                .then(replace).report(at: 0.020), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 ended 1 at 100,200; began 2 at 500,600",
            ])
    }

    @Test func aTrackingIDLiftedAndReusedInOneFrameIsANewTouch() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(100).y(200).report(at: 0.010)
                .trackingID(-1).trackingID(45).x(120).report(at: 0.020)
                .trackingID(-1).report(at: 0.030), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 ended 1 at 100,200; began 2 at 120,200",
                "0.030000 ended 2 at 120,200",
            ])
    }

    @Test func aFreedTrackingIDMovingToAnotherSlotInTheSameFrameIsANewTouch() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(100).y(200).report(at: 0.010)
                .trackingID(-1)
                .slot(2).trackingID(45).x(300).y(400).report(at: 0.020)
                .slot(0).trackingID(46).report(at: 0.030)
                .slot(2).trackingID(-1).report(at: 0.040), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 ended 1 at 100,200; began 2 at 300,400",
                "0.030000 began 3 at 100,200",
                "0.040000 ended 2 at 300,400",
            ])
    }

    @Test func aTouchThatBeginsAndEndsWithinOneFrameBeginsThenEndsInAFollowUpFrame() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(1).trackingID(46).x(300).y(400).report(at: 0.010)
                .slot(0).trackingID(45).x(100).y(200).trackingID(-1)
                .slot(1).x(310).report(at: 0.020)
                .report(at: 0.030), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 300,400",
                "0.020000 began 2 at 100,200; moved 1 at 310,400",
                "0.020000 ended 2 at 100,200",
                "0.030000",
            ])
    }

    @Test func aTouchReplacedTwiceWithinOneFrameEndsTheOldOneAndTapsTheMiddleOne() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(100).y(200).report(at: 0.010)
                .trackingID(50).x(500).y(600).trackingID(-1).report(at: 0.020), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 ended 1 at 100,200; began 2 at 500,600",
                "0.020000 ended 2 at 500,600",
            ])
        try #require(ContactLifecycleCheck.violations(in: run.frames) == [])
    }

    // MARK: Slots out of range

    @Test func aSlotOutOfRangeIsReportedOncePerFrameAndItsEventsIgnored() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(12).trackingID(50).x(1).y(1)
                .slot(-1).trackingID(51).x(2).y(2)
                .slot(0).trackingID(45).x(100).y(200).report(at: 0.010)
                .slot(10).x(5).report(at: 0.020)
                .x(7).trackingID(-1).report(at: 0.030)  // still no valid slot selected
                .slot(0).x(110).report(at: 0.040), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000",
                "0.030000",
                "0.040000 moved 1 at 110,200",
            ])
        #expect(
            run.problems == [
                DecodingProblem(
                    time: .at(0.010), kind: .malformedEvents,
                    message:
                        "kernel bug: Test Touchscreen selected slot 12, but it has slots 0…9; that slot's events are ignored."
                ),
                DecodingProblem(
                    time: .at(0.020), kind: .malformedEvents,
                    message:
                        "kernel bug: Test Touchscreen selected slot 10, but it has slots 0…9; that slot's events are ignored."
                ),
            ])
    }

    @Test func aSlotOutOfRangeIsReportedAgainInTheFrameAfterOneLostToSynDropped() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(12).x(1).dropped(at: 0.010).report(at: 0.020)
                .slot(12).x(1).report(at: 0.030), on: device)
        #expect(run.problems.filter { $0.message.hasPrefix("kernel bug") }.map(\.time) == [.at(0.010), .at(0.030)])
    }

    /// The decoder follows at most 64 slots; a device that has more is not at fault.
    @Test func slotsBeyondTheDecodersLimitAreIgnoredWithoutBlamingTheKernel() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(70).trackingID(50).x(1).y(1)
                .slot(63).trackingID(51).x(2).y(2).report(at: 0.010), on: TestDevice.slotted(slots: 80))
        #expect(run.summary == ["0.010000 began 1 at 2,2"])
        #expect(
            run.problemMessages == [
                "Test Touchscreen has 80 slots, but TouchRoute follows only slots 0…63; touches in slot 70 are ignored."
            ])
    }

    // MARK: Recordings that start mid-touch

    @Test func aRecordingThatStartsMidTouchHasNoPhantomTouch() throws {
        let run = try DecodingRun(
            EventScript()
                .x(100).y(200).report(at: 0.010)
                .x(110).report(at: 0.020)
                .trackingID(-1).report(at: 0.030)
                .trackingID(46).report(at: 0.040), on: device)
        #expect(run.summary == ["0.010000", "0.020000", "0.030000", "0.040000 began 1 at 110,200"])
        #expect(run.problems.isEmpty)
    }

    // MARK: Pressure, size and tool

    @Test(arguments: [(Int32(0), 0.0), (51, 0.2), (255, 1.0), (300, 1.0), (-5, 0.0)])
    func pressureIsNormalisedOverItsAxis(raw: Int32, normalised: Double) throws {
        let run = try DecodingRun(
            EventScript().trackingID(45).x(1).y(1).pressure(raw).report(at: 0.010),
            on: TestDevice.slotted(pressure: true))
        #expect(run.contacts.map(\.pressure) == [normalised])
    }

    @Test func touchMajorAndMinorAreCarriedWhenTheDeviceHasThem() throws {
        let script = EventScript()
            .trackingID(45).x(1).y(1).touchMajor(30).touchMinor(20).report(at: 0.010)
            .touchMajor(32).report(at: 0.020)
        let both = try DecodingRun(script, on: TestDevice.slotted(touchMajor: true, touchMinor: true))
        #expect(both.contacts.map(\.touchMajor) == [30, 32])
        #expect(both.contacts.map(\.touchMinor) == [20, 20])
        #expect(both.contacts.map(\.phase) == [.began, .moved])
        // Without ABS_MT_TOUCH_MINOR the contact is round: minor is major.
        let majorOnly = try DecodingRun(script, on: TestDevice.slotted(touchMajor: true))
        #expect(majorOnly.contacts.map(\.touchMinor) == [30, 32])
    }

    @Test func axesTheDeviceDoesNotHaveAreNil() throws {
        let run = try DecodingRun(EventScript().trackingID(45).x(1).y(1).report(at: 0.010), on: device)
        let contact = try #require(run.contacts.first)
        #expect(contact.pressure == nil)
        #expect(contact.touchMajor == nil)
        #expect(contact.touchMinor == nil)
        #expect(contact.toolType == nil)
    }

    @Test func theToolTypeIsCarriedWhenTheDeviceReportsIt() throws {
        let run = try DecodingRun(
            EventScript()
                .slot(0).trackingID(45).x(1).y(1)
                .slot(1).trackingID(46).tool(MultitouchTool.pen).x(2).y(2).report(at: 0.010),
            on: TestDevice.slotted(toolType: true))
        #expect(run.contacts.map(\.toolType) == [.finger, .pen])
    }

    // MARK: Palms

    @Test func aPalmNeverBegins() throws {
        let run = try DecodingRun(
            EventScript()
                .trackingID(45).tool(MultitouchTool.palm).x(100).y(200).report(at: 0.010)
                .x(150).report(at: 0.020)
                .tool(MultitouchTool.finger).report(at: 0.030)
                .trackingID(-1).report(at: 0.040), on: TestDevice.slotted(toolType: true))
        #expect(run.contacts.isEmpty)
    }

    @Test func aPalmTapWithinOneFrameNeverBegins() throws {
        let run = try DecodingRun(
            EventScript()
                .trackingID(45).tool(MultitouchTool.palm).x(100).y(200).trackingID(-1).report(at: 0.010),
            on: TestDevice.slotted(toolType: true))
        #expect(run.contacts.isEmpty)
    }

    @Test func aFingerThatTurnsIntoAPalmIsCancelledAndIgnoredUntilItLifts() throws {
        let run = try DecodingRun(
            EventScript()
                .trackingID(45).x(100).y(200).report(at: 0.010)
                .tool(MultitouchTool.palm).x(130).report(at: 0.020)
                .x(150).report(at: 0.030)
                .tool(MultitouchTool.finger).report(at: 0.040)  // a finger again, but still the same touch
                .x(170).report(at: 0.050)
                .trackingID(-1).report(at: 0.060)
                .trackingID(46).report(at: 0.070), on: TestDevice.slotted(toolType: true))
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 cancelled 1 at 100,200",
                "0.030000", "0.040000", "0.050000", "0.060000",
                "0.070000 began 2 at 170,200",
            ])
        #expect(run.contacts[1].cancellationReason == .palm)
        #expect(run.contacts.allSatisfy { $0.phase == .cancelled || $0.cancellationReason == nil })
    }

    @Test func aFingerThatTurnsIntoAPalmAsItLiftsIsCancelled() throws {
        let run = try DecodingRun(
            EventScript()
                .trackingID(45).x(100).y(200).report(at: 0.010)
                .tool(MultitouchTool.palm).trackingID(-1).report(at: 0.020), on: TestDevice.slotted(toolType: true))
        #expect(run.summary == ["0.010000 began 1 at 100,200", "0.020000 cancelled 1 at 100,200"])
        #expect(run.contacts.last?.cancellationReason == .palm)
    }

    // MARK: Snapshots

    @Test func touchesDownAtStartAreIgnoredUntilTheyLift() throws {
        let snapshot = DeviceSnapshot(
            currentSlot: 0,
            slots: [
                .init(trackingID: 45, x: 100, y: 200),
                .init(trackingID: 46, x: 300, y: 400),
            ])
        let run = try DecodingRun(
            EventScript()
                .x(110).report(at: 0.010)
                .slot(1).trackingID(-1).report(at: 0.020)
                .slot(0).trackingID(-1).report(at: 0.030)
                .trackingID(47).report(at: 0.040), on: device, snapshot: snapshot)
        #expect(run.summary == ["0.010000", "0.020000", "0.030000", "0.040000 began 1 at 110,200"])
    }

    @Test func aNewTouchStartsFromTheSnapshotsValues() throws {
        let snapshot = DeviceSnapshot(
            currentSlot: 0,
            slots: [
                .init(trackingID: -1, x: 0, y: 0),
                .init(
                    trackingID: -1, x: 300, y: 400, pressure: 51, touchMajor: 12, touchMinor: 8,
                    tool: MultitouchTool.pen),
            ])
        let run = try DecodingRun(
            EventScript().slot(1).trackingID(50).report(at: 0.010),
            on: TestDevice.slotted(pressure: true, touchMajor: true, touchMinor: true, toolType: true),
            snapshot: snapshot)
        #expect(
            run.contacts == [
                DeviceContact(
                    id: 1, phase: .began, position: DevicePoint(x: 300, y: 400), pressure: 0.2, touchMajor: 12,
                    touchMinor: 8, toolType: .pen)
            ])
    }

    @Test func theSnapshotsCurrentSlotIsHonoured() throws {
        let snapshot = DeviceSnapshot(
            currentSlot: 2, slots: Array(repeating: .init(trackingID: -1, x: 0, y: 0), count: 3))
        let run = try DecodingRun(
            EventScript()
                .trackingID(50).x(5).y(6).report(at: 0.010)  // slot 2, as the kernel has it selected
                .slot(0).trackingID(-1).report(at: 0.020)
                .slot(2).trackingID(-1).report(at: 0.030), on: device, snapshot: snapshot)
        #expect(run.summary == ["0.010000 began 1 at 5,6", "0.020000", "0.030000 ended 1 at 5,6"])
    }

    @Test func aSnapshotWithAnInvalidCurrentSlotIgnoresEventsUntilASlotIsSelected() throws {
        let snapshot = DeviceSnapshot(currentSlot: 40, slots: [])
        let run = try DecodingRun(
            EventScript()
                .trackingID(50).x(5).y(6).report(at: 0.010)
                .slot(1).trackingID(51).x(7).y(8).report(at: 0.020), on: device, snapshot: snapshot)
        #expect(run.summary == ["0.010000", "0.020000 began 1 at 7,8"])
    }
}

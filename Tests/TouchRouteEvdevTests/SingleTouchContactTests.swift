import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// Single-touch devices: `BTN_TOUCH` with `ABS_X`/`ABS_Y`, or pressure alone.
@Suite struct SingleTouchContactTests {
    let device = TestDevice.singleTouch()

    @Test func btnTouchBeginsMovesAndEnds() throws {
        let run = try DecodingRun(
            EventScript()
                .btnTouch(1).absX(100).absY(200).report(at: 0.010)
                .absX(110).report(at: 0.020)
                .absY(210).report(at: 0.030)
                .btnTouch(0).report(at: 0.040), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 moved 1 at 110,200",
                "0.030000 moved 1 at 110,210",
                "0.040000 ended 1 at 110,210",
            ])
    }

    @Test func positionsWhileUpAreNotContactsAndTheNextTouchStartsFromThem() throws {
        let run = try DecodingRun(
            EventScript()
                .absX(100).absY(200).report(at: 0.010)
                .absX(150).report(at: 0.020)
                .btnTouch(1).report(at: 0.030), on: device)
        #expect(run.summary == ["0.010000", "0.020000", "0.030000 began 1 at 150,200"])
    }

    @Test func downAndUpWithinOneFrameBeginsThenEndsInAFollowUpFrame() throws {
        let run = try DecodingRun(
            EventScript()
                .btnTouch(1).absX(100).absY(200).btnTouch(0).report(at: 0.010)
                .report(at: 0.020), on: device)
        #expect(run.summary == ["0.010000 began 1 at 100,200", "0.010000 ended 1 at 100,200", "0.020000"])
    }

    @Test func upAndDownAgainWithinOneFrameIsANewTouch() throws {
        let run = try DecodingRun(
            EventScript()
                .btnTouch(1).absX(100).absY(200).report(at: 0.010)
                .btnTouch(0).btnTouch(1).absX(500).report(at: 0.020), on: device)
        // The frame's position belongs to the new touch; the old one ends where it was.
        #expect(run.summary == ["0.010000 began 1 at 100,200", "0.020000 ended 1 at 100,200; began 2 at 500,200"])
    }

    @Test func pressureIsCarriedButBtnTouchDecidesWhenTheDeviceHasIt() throws {
        let run = try DecodingRun(
            EventScript()
                .btnTouch(1).absX(100).absY(200).absPressure(51).report(at: 0.010)
                .absPressure(0).report(at: 0.020)
                .btnTouch(0).report(at: 0.030), on: TestDevice.singleTouch(pressure: true))
        #expect(run.contacts.map(\.phase) == [.began, .moved, .ended])
        #expect(run.contacts.map(\.pressure) == [0.2, 0, 0])
    }

    @Test func aDeviceWithoutBtnTouchIsDownWhilePressureIsAboveItsMinimum() throws {
        let run = try DecodingRun(
            EventScript()
                .absX(100).absY(200).absPressure(51).report(at: 0.010)
                .absX(120).absPressure(102).report(at: 0.020)
                .absPressure(0).report(at: 0.030)
                .absX(300).report(at: 0.040), on: TestDevice.singleTouch(btnTouch: false, pressure: true))
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200",
                "0.020000 moved 1 at 120,200",
                "0.030000 ended 1 at 120,200",
                "0.040000",
            ])
        #expect(run.contacts.map(\.pressure) == [0.2, 0.4, 0])
    }

    @Test func multitouchAxesAreNilOnASingleTouchDevice() throws {
        let run = try DecodingRun(EventScript().btnTouch(1).absX(1).absY(1).report(at: 0.010), on: device)
        #expect(run.contacts == [DeviceContact(id: 1, phase: .began, position: DevicePoint(x: 1, y: 1))])
    }

    @Test func aTouchDownAtStartIsIgnoredUntilItLifts() throws {
        let snapshot = DeviceSnapshot(currentSlot: nil, slots: [], singleTouch: .init(trackingID: 0, x: 100, y: 200))
        let run = try DecodingRun(
            EventScript()
                .absX(110).report(at: 0.010)
                .btnTouch(0).report(at: 0.020)
                .btnTouch(1).report(at: 0.030), on: device, snapshot: snapshot)
        #expect(run.summary == ["0.010000", "0.020000", "0.030000 began 1 at 110,200"])
    }

    @Test func aTouchDownAtStartThatLiftsAndLandsWithinOneFrameBegins() throws {
        let snapshot = DeviceSnapshot(currentSlot: nil, slots: [], singleTouch: .init(trackingID: 0, x: 100, y: 200))
        let run = try DecodingRun(
            EventScript().btnTouch(0).btnTouch(1).absX(300).report(at: 0.010),
            on: device, snapshot: snapshot)
        #expect(run.summary == ["0.010000 began 1 at 300,200"])
    }

    @Test func aPressureOnlyPanelPressedAtStartIsIgnoredUntilItLifts() throws {
        let panel = TestDevice.singleTouch(btnTouch: false, pressure: true)
        let snapshot = DeviceSnapshot(
            currentSlot: nil, slots: [], singleTouch: .init(trackingID: -1, x: 100, y: 200, pressure: 80))
        let run = try DecodingRun(
            EventScript()
                .absX(110).absPressure(90).report(at: 0.010)
                .absPressure(0).report(at: 0.020)
                .absPressure(70).report(at: 0.030), on: panel, snapshot: snapshot)
        #expect(run.summary == ["0.010000", "0.020000", "0.030000 began 1 at 110,200"])
    }
}

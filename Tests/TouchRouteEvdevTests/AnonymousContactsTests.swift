import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// Protocol A: every frame lists every contact, each closed by `SYN_MT_REPORT`.
@Suite struct AnonymousContactsTests {
    let device = TestDevice.anonymous()

    @Test func eachContactIsClosedBySynMTReportAndFollowedFromFrameToFrame() throws {
        let run = try DecodingRun(
            EventScript()
                .contact(x: 100, y: 200).contact(x: 300, y: 400).report(at: 0.010)
                .contact(x: 105, y: 200).contact(x: 300, y: 400).report(at: 0.020)
                .contact(x: 110, y: 200).contact(x: 300, y: 410).report(at: 0.030), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,200; began 2 at 300,400",
                "0.020000 moved 1 at 105,200",
                "0.030000 moved 1 at 110,200; moved 2 at 300,410",
            ])
    }

    @Test func anEmptyFrameEndsEveryContact() throws {
        let run = try DecodingRun(
            EventScript()
                .contact(x: 100, y: 200).contact(x: 300, y: 400).report(at: 0.010)
                .contactReport().report(at: 0.020), on: device)
        #expect(run.summary.last == "0.020000 ended 1 at 100,200; ended 2 at 300,400")
        #expect(run.decoder.activeContactCount == 0)
    }

    @Test func aBareSynReportWithNoContactsEndsEveryContact() throws {
        let run = try DecodingRun(
            EventScript()
                .contact(x: 100, y: 200).report(at: 0.010)
                .report(at: 0.020)
                .report(at: 0.030), on: device)
        #expect(run.summary == ["0.010000 began 1 at 100,200", "0.020000 ended 1 at 100,200", "0.030000"])
    }

    @Test func aContactMissingItsSynMTReportIsStillTaken() throws {
        let run = try DecodingRun(EventScript().contact(x: 100, y: 200).x(300).y(400).report(at: 0.010), on: device)
        #expect(run.summary == ["0.010000 began 1 at 100,200; began 2 at 300,400"])
    }

    /// Protocol A drivers also send the single-touch emulation (`BTN_TOUCH`,
    /// `ABS_X`/`ABS_Y`) after the contacts; it is not a contact.
    @Test func singleTouchEmulationBetweenContactsIsNotAContact() throws {
        let run = try DecodingRun(
            EventScript()
                .contact(x: 100, y: 200).btnTouch(1).absX(100).absY(200).report(at: 0.010)
                .contactReport().btnTouch(0).report(at: 0.020), on: device)
        #expect(run.summary == ["0.010000 began 1 at 100,200", "0.020000 ended 1 at 100,200"])
    }

    // MARK: Following contacts

    @Test func contactsWithTrackingIDsAreFollowedByIDNotByDistance() throws {
        let run = try DecodingRun(
            EventScript()
                .contact(x: 100, y: 100, trackingID: 7).contact(x: 200, y: 200, trackingID: 8).report(at: 0.010)
                // They swap places: nearest neighbour would swap the numbers too.
                .contact(x: 195, y: 195, trackingID: 7).contact(x: 105, y: 105, trackingID: 8).report(at: 0.020)
                .contact(x: 106, y: 106, trackingID: 8).report(at: 0.030), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,100; began 2 at 200,200",
                "0.020000 moved 1 at 195,195; moved 2 at 105,105",
                "0.030000 moved 2 at 106,106; ended 1 at 195,195",
            ])
    }

    @Test func twoFingersCrossingSlowlyKeepTheirNumbers() throws {
        var script = EventScript()
        for step in Int32(0)...20 {
            let rightward = (x: 1000 + 10 * step, y: Int32(500))
            let leftward = (x: 1200 - 10 * step, y: Int32(600))
            // The device lists its contacts in any order.
            script =
                step.isMultiple(of: 2)
                ? script.contact(x: rightward.x, y: rightward.y).contact(x: leftward.x, y: leftward.y)
                : script.contact(x: leftward.x, y: leftward.y).contact(x: rightward.x, y: rightward.y)
            script = script.report(at: 0.010 * Double(step + 1))
        }
        let run = try DecodingRun(script, on: device)
        let first = run.contacts.filter { $0.id == 1 }
        let second = run.contacts.filter { $0.id == 2 }
        #expect(first.map(\.position.x) == Array(stride(from: 1000, through: 1200, by: 10)))
        #expect(Set(first.map(\.position.y)) == [500])
        #expect(second.map(\.position.x) == Array(stride(from: 1200, through: 1000, by: -10)))
        #expect(Set(second.map(\.position.y)) == [600])
        #expect(run.contacts.allSatisfy { $0.id <= 2 })
    }

    @Test func aThirdFingerArrivingBeginsAndOneLiftingEndsTheRightOne() throws {
        let run = try DecodingRun(
            EventScript()
                .contact(x: 100, y: 100).contact(x: 900, y: 900).report(at: 0.010)
                .contact(x: 500, y: 500).contact(x: 102, y: 100).contact(x: 900, y: 902).report(at: 0.020)
                .contact(x: 902, y: 904).contact(x: 104, y: 100).report(at: 0.030)
                .contact(x: 104, y: 100).report(at: 0.040), on: device)
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,100; began 2 at 900,900",
                "0.020000 began 3 at 500,500; moved 1 at 102,100; moved 2 at 900,902",
                "0.030000 moved 2 at 902,904; moved 1 at 104,100; ended 3 at 500,500",
                "0.040000 ended 2 at 902,904",
            ])
    }

    @Test func moreThan32ContactsAreReportedOncePerFrameAndTheExtraOnesIgnored() throws {
        var frame = EventScript()
        for index in Int32(0)..<40 { frame = frame.contact(x: 100 * index, y: 7) }
        let run = try DecodingRun(frame.report(at: 0.010).then(frame.report(at: 0.020)), on: device)
        #expect(run.frames.count == 2)
        #expect(run.frames[0].contacts.map(\.id) == Array(1...32))
        #expect(run.frames[0].contacts.map(\.position.x) == (Int32(0)..<32).map { 100 * $0 })
        #expect(run.frames[1].contacts.isEmpty)
        #expect(
            run.problems
                == [0.010, 0.020].map {
                    DecodingProblem(
                        time: .at($0), kind: .touchLimit,
                        message: "Test Touchscreen sent more than 32 contacts in one frame; the extra ones are ignored."
                    )
                })
    }

    @Test func tooManyContactsAreReportedAgainInTheFrameAfterOneLostToSynDropped() throws {
        var contacts = EventScript()
        for index in Int32(0)..<33 { contacts = contacts.contact(x: index, y: 0) }
        let run = try DecodingRun(
            contacts.dropped(at: 0.010).report(at: 0.020).then(contacts.report(at: 0.030)), on: device)
        #expect(run.problems.filter { $0.message.contains("more than 32") }.map(\.time) == [.at(0.010), .at(0.030)])
    }

    @Test func positionsAtTheEndsOfTheInt32RangeAreMatchedWithoutOverflow() throws {
        let run = try DecodingRun(
            EventScript()
                .contact(x: .min, y: .min).contact(x: .max, y: .max).report(at: 0.010)
                .contact(x: .max, y: .min).contact(x: .min, y: .max).report(at: 0.020), on: device)
        #expect(run.summary.count == 2)
        #expect(run.decoder.activeContactCount == 2)
    }

    // MARK: Palms

    @Test func aNewFingerLandingFarAwayAsAPalmLiftsIsNotMistakenForThePalm() throws {
        let palm = MultitouchTool.palm
        let finger = MultitouchTool.finger
        let run = try DecodingRun(
            EventScript()
                .contact(x: 100, y: 100, tool: palm).report(at: 0.010)
                // The palm lifts and a finger lands across the screen in the same frame.
                .contact(x: 3000, y: 3000, tool: finger).report(at: 0.020)
                .report(at: 0.030), on: TestDevice.anonymous(toolType: true))
        #expect(run.summary == ["0.010000", "0.020000 began 1 at 3000,3000", "0.030000 ended 1 at 3000,3000"])
    }

    @Test func anIgnoredContactThatMovesALittleStaysIgnored() throws {
        let palm = MultitouchTool.palm
        let finger = MultitouchTool.finger
        let run = try DecodingRun(
            EventScript()
                .contact(x: 100, y: 100, tool: palm).report(at: 0.010)
                .contact(x: 140, y: 130, tool: finger).report(at: 0.020)
                .report(at: 0.030), on: TestDevice.anonymous(toolType: true))
        #expect(run.summary == ["0.010000", "0.020000", "0.030000"])
    }

    @Test func aPalmNeverBeginsAndAFingerThatTurnsIntoAPalmIsCancelledUntilItLifts() throws {
        let palm = MultitouchTool.palm
        let finger = MultitouchTool.finger
        let run = try DecodingRun(
            EventScript()
                .contact(x: 100, y: 100, tool: finger).contact(x: 900, y: 900, tool: palm).report(at: 0.010)
                .contact(x: 102, y: 100, tool: palm).contact(x: 902, y: 900, tool: finger).report(at: 0.020)
                .contact(x: 104, y: 100, tool: finger).contact(x: 904, y: 900, tool: finger).report(at: 0.030)
                .report(at: 0.040)
                .contact(x: 500, y: 500, tool: finger).report(at: 0.050), on: TestDevice.anonymous(toolType: true))
        #expect(
            run.summary == [
                "0.010000 began 1 at 100,100",
                "0.020000 cancelled 1 at 100,100",
                "0.030000",  // fingers again, but ignored until they lift
                "0.040000",
                "0.050000 began 2 at 500,500",
            ])
        #expect(run.contacts.filter { $0.phase == .cancelled }.map(\.cancellationReason) == [.palm])
    }

    @Test func pressureIsNormalised() throws {
        let run = try DecodingRun(
            EventScript().pressure(51).contact(x: 1, y: 1).report(at: 0.010),
            on: TestDevice.anonymous(pressure: true))
        #expect(run.contacts.map(\.pressure) == [0.2])
    }
}

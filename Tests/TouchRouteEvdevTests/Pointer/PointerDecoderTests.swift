import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// Mice for the pointer tests: motion, and a wheel with or without high resolution.
enum TestMouse {
    static func device(hiRes: Bool = true, horizontal: Bool = true) -> DeviceDescription {
        var codes: Set<EventCode> = [EventCode.relX, .relY, .relWheel]
        if horizontal { codes.insert(.relHWheel) }
        if hiRes { codes.formUnion(horizontal ? [.relWheelHiRes, .relHWheelHiRes] : [.relWheelHiRes]) }
        return DeviceDescription(
            name: "Test Mouse", codes: [EventType.rel: codes, EventType.key: [EventCode.btnLeft]],
            source: "/dev/input/event9")
    }

    static func rel(_ code: EventCode, _ value: Int32, at time: EventTime = EventTime(seconds: 0, microseconds: 0))
        -> InputEvent
    {
        InputEvent(time: time, type: .rel, code: code, value: value)
    }
}

@Suite struct PointerDecoderTests {
    func frame(_ events: [InputEvent], device: DeviceDescription = TestMouse.device()) throws -> PointerReport {
        var decoder = try #require(PointerDecoder(device: device))
        for event in events { decoder.take(event) }
        return decoder.endFrame()
    }

    @Test func aDeviceWithoutAWheelHasNoPointerDecoder() {
        #expect(PointerDecoder(device: TestDevice.slotted()) == nil)
        let motionOnly = DeviceDescription(name: "Trackball", codes: [EventType.rel: [EventCode.relX, .relY]])
        #expect(PointerDecoder(device: motionOnly) == nil)
        #expect(PointerDecoder(device: TestMouse.device(hiRes: false, horizontal: false)) != nil)
    }

    @Test func theVerticalWheelIsNegatedSoThatPositiveScrollsDown() throws {
        // REL_WHEEL −1: one detent towards the user, which scrolls down.
        let down = try frame([TestMouse.rel(.relWheelHiRes, -120), TestMouse.rel(.relWheel, -1)])
        #expect(down == PointerReport(wheelY: 120))
        let up = try frame([TestMouse.rel(.relWheelHiRes, 120), TestMouse.rel(.relWheel, 1)])
        #expect(up == PointerReport(wheelY: -120))
    }

    @Test func theHorizontalWheelKeepsItsSign() throws {
        #expect(
            try frame([TestMouse.rel(.relHWheelHiRes, 120), TestMouse.rel(.relHWheel, 1)]) == PointerReport(wheelX: 120)
        )
        #expect(try frame([TestMouse.rel(.relHWheelHiRes, -30)]) == PointerReport(wheelX: -30))
    }

    @Test func hiResStepsAreSummedAndTheLowResDetentOfTheSameFrameIsIgnored() throws {
        // Two half detents in one frame, and the whole detent the kernel adds beside them.
        let report = try frame([
            TestMouse.rel(.relWheelHiRes, -60), TestMouse.rel(.relWheelHiRes, -60), TestMouse.rel(.relWheel, -1),
        ])
        #expect(report.wheelY == 120)
    }

    @Test func withoutHiResEachDetentIs120() throws {
        let plain = TestMouse.device(hiRes: false)
        #expect(try frame([TestMouse.rel(.relWheel, -2)], device: plain) == PointerReport(wheelY: 240))
        #expect(try frame([TestMouse.rel(.relHWheel, 1)], device: plain) == PointerReport(wheelX: 120))
        // A hi-res device's frame without a hi-res event (an older kernel): the detents count.
        #expect(try frame([TestMouse.rel(.relWheel, 1)]) == PointerReport(wheelY: -120))
    }

    @Test func eachWheelChoosesItsResolutionOnItsOwn() throws {
        let report = try frame([TestMouse.rel(.relWheelHiRes, -15), TestMouse.rel(.relHWheel, 1)])
        #expect(report == PointerReport(wheelX: 120, wheelY: 15))
    }

    @Test func motionIsSummedOverTheFrame() throws {
        let report = try frame([
            TestMouse.rel(.relX, 3), TestMouse.rel(.relY, -4), TestMouse.rel(.relX, 5), TestMouse.rel(.relDial, 9),
        ])
        #expect(report == PointerReport(motionX: 8, motionY: -4))
        #expect(report.hasMotion && !report.hasWheel)
    }

    @Test func aFrameStartsEmptyAfterTheLastOneEnded() throws {
        var decoder = try #require(PointerDecoder(device: TestMouse.device()))
        decoder.take(TestMouse.rel(.relWheelHiRes, -120))
        _ = decoder.endFrame()
        decoder.take(TestMouse.rel(.relWheel, -1))
        #expect(decoder.endFrame() == PointerReport(wheelY: 120))
        #expect(decoder.endFrame() == PointerReport())
    }

    @Test func extremeValuesSaturateInsteadOfTrapping() throws {
        let events = (0..<4).map { _ in TestMouse.rel(.relWheel, Int32.min) } + [TestMouse.rel(.relX, Int32.max)]
        let report = try frame(events, device: TestMouse.device(hiRes: false))
        #expect(report.wheelY == Int(Int32.max) * PointerDecoder.unitsPerDetent)
        #expect(report.motionX == Int(Int32.max))
    }
}

extension EventCode {
    /// `REL_DIAL`: a code the pointer decoder ignores.
    static let relDial = EventCode(rawValue: 0x07)
}

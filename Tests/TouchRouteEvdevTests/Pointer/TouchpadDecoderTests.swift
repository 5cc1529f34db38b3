import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// Touchpads for the decoder's tests: 0…2999 × 0…1999, 30 units/mm by
/// default (100 × 66.7 mm), protocol B, `BTN_TOOL_FINGER`, not direct.
enum TestTouchpad {
    static func device(resolution: Int32 = 30) -> DeviceDescription {
        let x = AbsoluteAxis(minimum: 0, maximum: 2999, resolution: resolution)
        let y = AbsoluteAxis(minimum: 0, maximum: 1999, resolution: resolution)
        return DeviceDescription(
            name: "Test Touchpad", properties: [InputProperty.pointer],
            codes: [EventType.key: [EventCode.btnLeft, .btnTouch, .btnToolFinger, .btnToolDoubleTap]],
            axes: [
                EventCode.absX: x, EventCode.absY: y, EventCode.absMTPositionX: x, EventCode.absMTPositionY: y,
                EventCode.absMTSlot: AbsoluteAxis(minimum: 0, maximum: 4),
                EventCode.absMTTrackingID: AbsoluteAxis(minimum: 0, maximum: 65535),
            ],
            source: "/dev/input/event11")
    }

    static func contact(
        _ id: Int, _ phase: TouchPhase, _ x: Int32, _ y: Int32, tool: ToolType? = nil
    ) -> DeviceContact {
        DeviceContact(id: id, phase: phase, position: DevicePoint(x: x, y: y), toolType: tool)
    }

    static func frame(_ contacts: DeviceContact...) -> DeviceFrame {
        DeviceFrame(time: EventTime(seconds: 0, microseconds: 0), contacts: contacts)
    }
}

@Suite struct TouchpadDecoderTests {
    typealias Pad = TestTouchpad

    func decoder(_ options: TouchpadDecoder.Options = .init(), resolution: Int32 = 30) throws -> TouchpadDecoder {
        try #require(TouchpadDecoder(device: Pad.device(resolution: resolution), windowWidth: 800, options: options))
    }

    /// Two fingers 20 mm apart, moved together by `step` units `frames` times.
    func twoFingerScroll(
        _ decoder: inout TouchpadDecoder, stepX: Int32 = 0, stepY: Int32, frames: Int
    ) -> [TouchpadReport] {
        var reports = [decoder.take(Pad.frame(Pad.contact(1, .began, 1200, 1000), Pad.contact(2, .began, 1800, 1000)))]
        for index in 1...Int32(frames) {
            reports.append(
                decoder.take(
                    Pad.frame(
                        Pad.contact(1, .moved, 1200 + stepX * index, 1000 + stepY * index),
                        Pad.contact(2, .moved, 1800 + stepX * index, 1000 + stepY * index))))
        }
        return reports
    }

    @Test func onlyATouchpadHasOne() {
        #expect(TouchpadDecoder(device: Pad.device(), windowWidth: 800) != nil)
        #expect(TouchpadDecoder(device: TestDevice.slotted(), windowWidth: 800) == nil)
        #expect(TouchpadDecoder(device: TestMouse.device(), windowWidth: 800) == nil)
        // udev's word makes a touchscreen of it, and then it is one.
        var claimed = Pad.device()
        claimed.udevProperties["ID_INPUT_TOUCHSCREEN"] = "1"
        #expect(TouchpadDecoder(device: claimed, windowWidth: 800) == nil)
    }

    @Test func thePadsWidthSpansTheWindowsWidthUnlessAScaleIsGiven() throws {
        // 3000 units at 30 units/mm is 100 mm, over 800 pt: 8 pt per mm.
        #expect(try decoder().pointsPerMillimetre == 8)
        #expect(TouchpadDecoder(device: Pad.device(), windowWidth: 1920)?.pointsPerMillimetre == 19.2)
        #expect(try decoder(.init(pointsPerMillimetre: 5)).pointsPerMillimetre == 5)
        for unusable in [0, -3, Double.nan, .infinity] {
            #expect(try decoder(.init(pointsPerMillimetre: unusable)).pointsPerMillimetre == 8)
        }
        // Without a resolution the pad is taken as 100 mm wide.
        let unknown = try decoder(resolution: 0)
        #expect(unknown.unitsPerMillimetre.x == 30 && unknown.unitsPerMillimetre.y == 30)
    }

    @Test func oneFingerMovesThePointerAndNeverJumpsWhereItLands() throws {
        var pad = try decoder()
        // Landing moves nothing, wherever the finger lands.
        #expect(pad.take(Pad.frame(Pad.contact(1, .began, 2500, 1500))) == TouchpadReport())
        // 3 mm right and 1.5 mm up: 24 pt and −12 pt.
        let moved = pad.take(Pad.frame(Pad.contact(1, .moved, 2590, 1455)))
        #expect(moved.motion == Vector(dx: 24, dy: -12))
        #expect(moved.scrollPhase == nil)
        #expect(pad.take(Pad.frame(Pad.contact(1, .ended, 2590, 1455))) == TouchpadReport())
        // Another finger far away: again no jump.
        #expect(pad.take(Pad.frame(Pad.contact(2, .began, 100, 100))) == TouchpadReport())
        #expect(pad.take(Pad.frame(Pad.contact(2, .moved, 130, 100))).motion == Vector(dx: 8, dy: 0))
    }

    @Test func twoFingersScrollOnceTheyHaveTravelledTwoMillimetresAndTheContentFollowsThem() throws {
        var pad = try decoder()
        // Up 0.5 mm a frame: nothing until 2 mm, then the whole 2 mm at once.
        let reports = twoFingerScroll(&pad, stepY: -15, frames: 6)
        #expect(reports[0...3].allSatisfy { $0 == TouchpadReport() })
        #expect(reports[4].scrollPhase == .began)
        // Natural: fingers up, content up, the offset grows.
        #expect(reports[4].scrollDelta == Vector(dx: 0, dy: 16))
        #expect(reports[5].scrollPhase == .changed)
        #expect(reports[5].scrollDelta == Vector(dx: 0, dy: 4))
        #expect(reports.allSatisfy { $0.motion == .zero })
        let lift = pad.take(Pad.frame(Pad.contact(1, .ended, 1200, 910)))
        #expect(lift == TouchpadReport(scrollPhase: .ended))
        // The finger left behind neither scrolls nor moves the pointer at once.
        #expect(pad.take(Pad.frame(Pad.contact(2, .moved, 1800, 880))) == TouchpadReport(motion: Vector(dx: 0, dy: -8)))
    }

    @Test func traditionalScrollingMovesTheContentAgainstTheFingers() throws {
        var pad = try decoder(.init(naturalScrolling: false))
        let reports = twoFingerScroll(&pad, stepX: 30, stepY: 0, frames: 3)
        #expect(reports[2].scrollPhase == .began)
        #expect(reports[2].scrollDelta == Vector(dx: 16, dy: 0))
        #expect(reports[3].scrollDelta == Vector(dx: 8, dy: 0))
    }

    @Test func aPinchDoesNotScroll() throws {
        var pad = try decoder()
        _ = pad.take(Pad.frame(Pad.contact(1, .began, 1300, 1000), Pad.contact(2, .began, 1700, 1000)))
        // Apart 1 mm a side a frame, and drifting down 0.5 mm: the spread
        // grows four times as fast as the pair travels.
        for index in 1...Int32(10) {
            let report = pad.take(
                Pad.frame(
                    Pad.contact(1, .moved, 1300 - 30 * index, 1000 + 15 * index),
                    Pad.contact(2, .moved, 1700 + 30 * index, 1000 + 15 * index)))
            #expect(report == TouchpadReport())
        }
    }

    @Test func aThirdFingerEndsTheScrollAndThreeDoNothing() throws {
        var pad = try decoder()
        let reports = twoFingerScroll(&pad, stepY: -60, frames: 2)
        #expect(reports[1].scrollPhase == .began)
        let third = pad.take(Pad.frame(Pad.contact(3, .began, 2400, 1000)))
        #expect(third == TouchpadReport(scrollPhase: .ended))
        #expect(pad.fingerCount == 3)
        for index in 1...Int32(5) {
            let report = pad.take(
                Pad.frame(
                    Pad.contact(1, .moved, 1200, 880 - 60 * index), Pad.contact(2, .moved, 1800, 880 - 60 * index),
                    Pad.contact(3, .moved, 2400, 1000 - 60 * index)))
            #expect(report == TouchpadReport())
        }
    }

    @Test func aPalmIsNoFinger() throws {
        var pad = try decoder()
        _ = pad.take(Pad.frame(Pad.contact(1, .began, 1200, 1000), Pad.contact(2, .began, 2800, 1900, tool: .palm)))
        #expect(pad.fingerCount == 1)
        // One finger and a palm: the finger points.
        let moved = pad.take(
            Pad.frame(Pad.contact(1, .moved, 1230, 1000), Pad.contact(2, .moved, 2830, 1900, tool: .palm)))
        #expect(moved.motion == Vector(dx: 8, dy: 0))
        // A finger that turns into a palm is lifted.
        _ = pad.take(Pad.frame(Pad.contact(3, .began, 1800, 1000)))
        #expect(pad.fingerCount == 2)
        _ = pad.take(Pad.frame(Pad.contact(3, .moved, 1800, 1000, tool: .palm)))
        #expect(pad.fingerCount == 1)
        #expect(pad.take(Pad.frame(Pad.contact(2, .ended, 2830, 1900, tool: .palm))) == TouchpadReport())
    }

    @Test func aCancelledPairEndsItsScroll() throws {
        var pad = try decoder()
        _ = twoFingerScroll(&pad, stepY: 60, frames: 2)
        var cancelled = Pad.contact(1, .cancelled, 1200, 1120)
        cancelled.cancellationReason = .deviceRemoved
        let report = pad.take(Pad.frame(cancelled, Pad.contact(2, .cancelled, 1800, 1120)))
        #expect(report == TouchpadReport(scrollPhase: .ended))
        #expect(pad.fingerCount == 0)
    }

    /// The same 15 mm two-finger stroke at 30 to 240 reports a second scrolls
    /// the content 120 pt at every rate: the threshold's travel is not lost.
    @Test(arguments: [30, 60, 90, 120, 144, 240])
    func theSameStrokeScrollsAsFarAtEveryRate(rate: Int) throws {
        var pad = try decoder()
        _ = pad.take(Pad.frame(Pad.contact(1, .began, 1200, 1400), Pad.contact(2, .began, 1800, 1400)))
        // 15 mm in 0.15 s: 450 units, sampled at `rate`.
        let reports = Int((0.15 * Double(rate)).rounded())
        var total = Vector.zero
        for index in 1...reports {
            let y = 1400 - Int32((450.0 * Double(index) / Double(reports)).rounded())
            let report = pad.take(Pad.frame(Pad.contact(1, .moved, 1200, y), Pad.contact(2, .moved, 1800, y)))
            total = total + report.scrollDelta
        }
        #expect(abs(total.dy - 120) < 1e-9)
        #expect(total.dx == 0)
    }
}

import Testing
import TouchRoute

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// A mouse through `TouchDecoder`, as a recording or a live device is read:
/// frames without contacts, each with its `PointerReport`.
@Suite struct PointerFramesTests {
    func frames(of events: [InputEvent], device: DeviceDescription) throws -> [DeviceFrame] {
        let decoder = try TouchDecoder(device: device)
        var frames: [DeviceFrame] = []
        decoder.decode(events) { frames.append($0) }
        return frames
    }

    @Test func aMouseWithAWheelIsDecodedWithoutContacts() throws {
        let decoder = try TouchDecoder(device: TestMouse.device())
        #expect(decoder.multitouchProtocol == nil)
        #expect(decoder.activeContactCount == 0)
    }

    @Test func aTouchscreensFramesCarryNoPointerReport() throws {
        let events = [
            InputEvent(time: EventTime(seconds: 0, microseconds: 0), type: .rel, code: .relWheel, value: 1),
            InputEvent(time: EventTime(seconds: 0, microseconds: 0), type: .syn, code: .synReport, value: 0),
        ]
        let frames = try frames(of: events, device: TestDevice.slotted())
        #expect(frames.map(\.pointer) == [nil])
    }

    @Test func theHiResFixtureGivesOneReportPerFrame() throws {
        let recording = try Recording.load(from: RecordingFixtures.path("pointer/wheel-mouse.evemu"))
        let frames = try frames(of: recording.events, device: recording.description)
        #expect(frames.allSatisfy { $0.contacts.isEmpty })
        #expect(
            frames.map(\.pointer) == [
                PointerReport(motionX: 10, motionY: -5), PointerReport(wheelY: 60), PointerReport(wheelY: 60),
                PointerReport(wheelY: 120), PointerReport(wheelY: 120), PointerReport(wheelX: 120),
                PointerReport(wheelY: -120),
            ])
    }

    @Test func theLowResFixtureCounts120PerDetent() throws {
        let recording = try Recording.load(from: RecordingFixtures.path("pointer/lowres-wheel-mouse.evemu"))
        let frames = try frames(of: recording.events, device: recording.description)
        #expect(
            frames.map(\.pointer) == [
                PointerReport(motionX: -5000, motionY: -5000), PointerReport(wheelY: 240),
                PointerReport(motionX: 30, motionY: 40, wheelY: -120),
            ])
    }

    @Test func eventsLostMidFrameAreForgotten() throws {
        let time = EventTime(seconds: 0, microseconds: 0)
        let events = [
            TestMouse.rel(.relWheelHiRes, -120),
            InputEvent(time: time, type: .syn, code: .synDropped, value: 0),
            TestMouse.rel(.relWheelHiRes, -60),
            InputEvent(time: time, type: .syn, code: .synReport, value: 0),
            TestMouse.rel(.relWheelHiRes, -30),
            InputEvent(time: time, type: .syn, code: .synReport, value: 0),
        ]
        let frames = try frames(of: events, device: TestMouse.device())
        #expect(frames.map(\.pointer) == [nil, PointerReport(wheelY: 30)])
    }

    @Test(arguments: ["99999999999", "down"])
    func aWheelValueThatIsNotAnInt32NamesTheFileAndLine(value: String) {
        let text = """
            N: Mouse
            I: 0003 0001 0002 0003
            B: 02 00 01
            E: 0.000000 0002 0008 \(value)
            E: 0.000000 0000 0000 0000
            """
        do {
            _ = try EvemuDocument(parsing: text, path: "mouse.evemu")
            Issue.record("\(value) was read as a REL_WHEEL value")
        } catch {
            #expect(error.description.hasPrefix("mouse.evemu:4: the event value '\(value)' is "))
        }
    }
}

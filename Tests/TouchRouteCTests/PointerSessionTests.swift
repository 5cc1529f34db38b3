import CTouchRoute
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteRecordings

@testable import TouchRouteC

/// A mouse's wheel through a session, as `touchroute replay` routes it: the
/// contactless mapping over the window that `CoordinateMapping` gives a
/// mouse (`DeviceDescription.isWheelPointer`), for a recording played with
/// `tr_session_open_recording` and for a mouse `tr_session_open_device` or
/// `touchroute run` reads live (the kernel tests read one through uinput).
@Suite("Sessions and mice")
struct PointerSessionTests {
    static let mouse = CProgram.packageRoot.appendingPathComponent(
        "Tests/TouchRouteEvdevTests/Fixtures/recordings/pointer/wheel-mouse.evemu"
    ).path

    @Test func aMouseMapsOverTheWindowGivenAndNotWithoutOne() throws {
        let recording = try Recording.load(from: Self.mouse)
        #expect(recording.description.isWheelPointer)
        let mapping = try CoordinateMapping(
            device: recording.description, options: CoordinateMapping.Options(screenSize: Size(800, 480)))
        #expect(mapping.screenSize == Size(800, 480))
        #expect(throws: CoordinateMappingError.self) { try CoordinateMapping(device: recording.description) }
    }

    /// A mouse is relative X and Y, a left button and a wheel; a keyboard's
    /// consumer-control node, which has a pan wheel (AC Pan) and nothing
    /// else, is not one, and cannot be mapped.
    @Test func aKeyboardsPanWheelIsNoMouse() {
        let consumerControl = DeviceDescription(
            name: "Keyboard Consumer Control",
            codes: [EventType.rel: [EventCode.relHWheel], EventType.key: [113, 114]])
        #expect(!consumerControl.isWheelPointer)
        #expect(throws: CoordinateMappingError.self) {
            try CoordinateMapping(
                device: consumerControl, options: CoordinateMapping.Options(screenSize: Size(800, 480)))
        }
        let mouse = DeviceDescription(
            name: "Mouse",
            codes: [
                EventType.rel: [EventCode.relX, EventCode.relY, EventCode.relWheel], EventType.key: [EventCode.btnLeft],
            ])
        #expect(mouse.isWheelPointer)
    }

    @Test func aMouseRecordingPlaysThroughTheCSessionAndItsWheelScrollsTheList() throws {
        var window: OpaquePointer?
        #expect(trWindowCreateDefaultLayout(tr_size(width: 800, height: 480), &window) == TR_OK)
        defer { _ = trWindowDestroy(window) }
        var session: OpaquePointer?
        #expect(trSessionCreate(window, &session) == TR_OK)
        defer { _ = trSessionDestroy(session) }
        #expect(trSessionOpenRecording(session, Self.mouse, nil, 0, nil) == TR_OK, "\(lastError())")
        var state = TR_INPUT_ACTIVE
        for _ in 0..<1000 where state == TR_INPUT_ACTIVE {
            #expect(trSessionDispatch(session, &state) == TR_OK)
        }
        #expect(state == TR_INPUT_ENDED)
        var list: OpaquePointer?
        #expect(trWindowFindView(window, "list0", &list) == TR_OK)
        var offset = tr_point(x: 0, y: 0)
        #expect(trScrollContentOffset(list, &offset) == TR_OK)
        // As `touchroute replay` scrolls it: 24 + 24 + 48 + 48 pt down.
        #expect(offset.y == 144)
    }

    private func lastError() -> String {
        tr_last_error().map { String(cString: $0) } ?? ""
    }
}

import CTouchRoute
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteRecordings

@testable import TouchRouteC

/// A mouse's wheel and a touchpad's fingers through a session, as
/// `touchroute replay` routes them: the contactless mapping over the window
/// that `CoordinateMapping` gives a pointer device
/// (`DeviceDescription.isPointerDevice`), for a recording played with
/// `tr_session_open_recording` and for a device `tr_session_open_device` or
/// `touchroute run` reads live (the kernel tests read both through uinput).
@Suite("Sessions, mice and touchpads")
struct PointerSessionTests {
    static let mouse = CProgram.packageRoot.appendingPathComponent(
        "Tests/TouchRouteEvdevTests/Fixtures/recordings/pointer/wheel-mouse.evemu"
    ).path
    static let touchpad = CProgram.packageRoot.appendingPathComponent(
        "Tests/TouchRouteEvdevTests/Fixtures/recordings/pointer/touchpad-fingers.yml"
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

    @Test func aMouseRecordingPlaysThroughTheCSessionAndItsWheelScrollsTheList() {
        // As `touchroute replay` scrolls it: 24 + 24 + 48 + 48 pt down.
        #expect(playedListOffset(Self.mouse).y == 144)
    }

    /// The list's offset once `file` has played through a C session on the
    /// default layout, after `configure`.
    private func playedListOffset(_ file: String, configure: (OpaquePointer?) -> Void = { _ in }) -> tr_point {
        withDefaultLayoutSession { window, session in
            configure(session)
            #expect(trSessionOpenRecording(session, file, nil, 0, nil) == TR_OK, "\(lastError())")
            var state = TR_INPUT_ACTIVE
            for _ in 0..<1000 where state == TR_INPUT_ACTIVE {
                #expect(trSessionDispatch(session, &state) == TR_OK)
            }
            #expect(state == TR_INPUT_ENDED)
            var list: OpaquePointer?
            #expect(trWindowFindView(window, "list0", &list) == TR_OK)
            var offset = tr_point(x: 0, y: 0)
            #expect(trScrollContentOffset(list, &offset) == TR_OK)
            return offset
        }
    }

    /// `body` with a C session on a new window of the default layout, both
    /// destroyed after.
    private func withDefaultLayoutSession<Result>(_ body: (OpaquePointer?, OpaquePointer?) -> Result) -> Result {
        var window: OpaquePointer?
        #expect(trWindowCreateDefaultLayout(tr_size(width: 800, height: 480), &window) == TR_OK)
        defer { _ = trWindowDestroy(window) }
        var session: OpaquePointer?
        #expect(trSessionCreate(window, &session) == TR_OK)
        defer { _ = trSessionDestroy(session) }
        return body(window, session)
    }

    @Test func aTouchpadRecordingPlaysThroughTheCSessionAsReplayPlaysIt() throws {
        let recording = try Recording.load(from: Self.touchpad)
        #expect(recording.description.isTouchpadPointer && recording.description.isPointerDevice)
        // Its two fingers scroll list0 120 pt and it glides on, as in
        // `touchroute replay` (ReplayPointerScrollTests).
        let natural = playedListOffset(Self.touchpad)
        #expect(natural.y > 300)
        // Traditional: the fingers go up, the content down, past the top,
        // and it springs back to 0.
        let traditional = playedListOffset(Self.touchpad) { session in
            #expect(trSessionSetTouchpad(session, false, 0) == TR_OK)
        }
        #expect(traditional.y == 0)
        // Half the scale: half as far by the fingers, and a slower glide.
        let slow = playedListOffset(Self.touchpad) { session in
            #expect(trSessionSetTouchpad(session, true, 4) == TR_OK)
        }
        #expect(slow.y > 60 && slow.y < natural.y)
    }

    @Test func touchpadSettingsAreChecked() {
        withDefaultLayoutSession { _, session in
            for bad in [-1, Double.nan, .infinity] {
                #expect(trSessionSetTouchpad(session, true, bad) == TR_ERROR_INVALID_ARGUMENT)
                #expect(lastError().contains("points_per_mm"))
            }
            #expect(trSessionSetTouchpad(nil, true, 0) == TR_ERROR_NULL)
            #expect(
                trSessionFollowDevices(session, nil, false, nil, tr_follow(rawValue: 7)) == TR_ERROR_INVALID_ARGUMENT)
            #expect(lastError().contains("TR_FOLLOW_TOUCHSCREENS_AND_POINTERS"))
        }
    }

    private func lastError() -> String {
        tr_last_error().map { String(cString: $0) } ?? ""
    }
}

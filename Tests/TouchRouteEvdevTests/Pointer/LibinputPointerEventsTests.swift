import Testing
import TouchRoute

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// libinput's own pointer events in `libinput record --with-libinput` files.
@Suite struct LibinputPointerEventsTests {
    static func time(_ microseconds: Int) -> EventTime { EventTime(seconds: 0, microseconds: microseconds) }

    @Test func aTouchpadsFingerScrollIsReadWithItsStop() throws {
        let recording = try Recording.load(from: RecordingFixtures.path("pointer/touchpad-scroll.yml"))
        #expect(DeviceKind(recording.description) == .touchpad)
        let kinds = recording.pointerEvents.map(\.kind)
        #expect(
            kinds == [
                .motion(dx: 78.74, dy: 0), .motion(dx: 78.74, dy: 0),
                .scroll(source: .finger, dx: 0, dy: 10.5), .scroll(source: .finger, dx: 0, dy: 10.5),
                .scroll(source: .finger, dx: 0, dy: 10.5), .scroll(source: .finger, dx: 0, dy: 0),
            ])
        #expect(
            recording.pointerEvents.map(\.time) == [10_000, 20_000, 112_000, 124_000, 136_000, 148_000].map(Self.time))
        #expect(recording.pointerEvents.first?.line == 71)
        #expect(LibinputPointerReplay.hasRoutedScroll(recording.pointerEvents))
    }

    @Test func aMousesWheelEventsAreReadButNotRouted() throws {
        let recording = try Recording.load(from: RecordingFixtures.path("pointer/wheel-mouse.yml"))
        #expect(recording.description.multitouchProtocol == nil)
        #expect(PointerDecoder.hasWheel(recording.description))
        #expect(
            recording.pointerEvents.map(\.kind) == [
                .motion(dx: -4, dy: 0), .scroll(source: .wheel, dx: 0, dy: 15), .scroll(source: .wheel, dx: 0, dy: 15),
            ])
        #expect(!LibinputPointerReplay.hasRoutedScroll(recording.pointerEvents))
        // The kernel's events are still all there, for the decoder.
        #expect(recording.events.count == 8)
    }

    @Test func theNewerScrollEventTypesNameTheirSource() throws {
        let events = try Self.parse([
            "{time: 0.000100, type: POINTER_SCROLL_FINGER, axes: [1.50, -2.00]}",
            "{time: 0.000200, type: POINTER_SCROLL_CONTINUOUS, axes: [0.00, 3.00]}",
            "{time: 0.000300, type: POINTER_AXIS, axes: [0.00, 3.00], discrete: [0, 0], source: unknown}",
            "{time: 0.000400, type: KEYBOARD_KEY, key: -1, state: pressed}",
        ])
        #expect(
            events.map(\.kind) == [
                .scroll(source: .finger, dx: 1.5, dy: -2), .scroll(source: .continuous, dx: 0, dy: 3),
            ])
    }

    @Test func theMouseIsChosenFromAFileWithAKeyboardBeforeIt() throws {
        let text = """
            version: 1
            devices:
            - evdev: {name: "Keyboard", id: [17, 1, 1, 1], codes: {1: [30, 31]}}
            - evdev: {name: "Mouse", id: [3, 1, 2, 3], codes: {2: [0, 1, 8]}}
            """
        let document = try LibinputRecordDocument(parsing: text, path: "two.yml")
        #expect(document.touchDevice.description.name == "Mouse")
    }

    @Test(arguments: [
        (
            "{time: 0.000100, type: POINTER_AXIS, axes: [0.00, lots], discrete: [0, 0], source: finger}",
            "bad.yml:6: the vertical value of 'axes:' 'lots' is not a decimal number. Write it as '{time: SECONDS.MICROSECONDS, type: POINTER_AXIS, axes: [HORIZONTAL, VERTICAL], source: wheel, finger or continuous}'."
        ),
        (
            "{time: 0.000100, type: POINTER_AXIS, axes: [.nan, 1.00], discrete: [0, 0], source: finger}",
            "bad.yml:6: the horizontal value of 'axes:' '.nan' is not a decimal number. Write it as '{time: SECONDS.MICROSECONDS, type: POINTER_AXIS, axes: [HORIZONTAL, VERTICAL], source: wheel, finger or continuous}'."
        ),
        (
            "{time: 0.000100, type: POINTER_AXIS, axes: [1.00], discrete: [0, 0], source: finger}",
            "bad.yml:6: expected 'axes: [X, Y]', two numbers, found '[1.00]'. Check that this is a complete, unedited libinput record file."
        ),
        (
            "{time: 0.000100, type: POINTER_AXIS, axes: [1.00, 0.00], source: sideways}",
            "bad.yml:6: expected source: wheel, wheel-tilt, finger or continuous, found 'sideways'. Check that this is a complete, unedited libinput record file."
        ),
        (
            "{type: POINTER_AXIS, axes: [1.00, 0.00], source: finger}",
            "bad.yml:6: the POINTER_AXIS event has no 'time:' entry. libinput record always writes one; check that the file is complete."
        ),
        (
            "{time: 0.5, type: POINTER_MOTION, delta: [1.00, 0.00], unaccel: [1.00, 0.00]}",
            "bad.yml:6: expected a time in seconds with six digits after the point, such as 0.316501, found '0.5'. Check that this is a complete, unedited libinput record file."
        ),
        (
            "{time: 0.000100, type: POINTER_MOTION, delta: [1.00, 0.00]}",
            "bad.yml:6: the POINTER_MOTION event has no 'unaccel:' entry. libinput record always writes one; check that the file is complete."
        ),
    ])
    func aMalformedPointerEventNamesTheFileAndLine(line: String, message: String) {
        expectRecordingError(message) { _ = try Self.parse([line]) }
    }

    /// A one-device file whose events are one `libinput:` list of `lines`
    /// (the first on line 6).
    static func parse(_ lines: [String]) throws -> [LibinputPointerEvent] {
        let text =
            """
            version: 1
            devices:
            - evdev: {name: "Mouse", id: [3, 1, 2, 3], codes: {2: [0, 1, 8]}}
              events:
              - libinput:

            """ + lines.map { "    - \($0)\n" }.joined()
        return try LibinputRecordDocument(parsing: text, path: "bad.yml").devices[0].pointerEvents
    }
}

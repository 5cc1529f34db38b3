import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// The two comments TouchRoute writes into evemu files for what evemu has no
/// place for: `# udev: KEY=VALUE` and `# libinput: …` pointer events.
@Suite struct EvemuCommentExtensionTests {
    static let description = """
        # EVEMU 1.3
        N: Pad
        I: 0003 0001 0002 0003
        P: 00 00 00 00 00 00 00 00

        """

    @Test func udevPropertiesAndPointerEventsReadBack() throws {
        let text =
            Self.description + """
                # udev: LIBINPUT_CALIBRATION_MATRIX=-1 0 1 0 1 0
                # udev: WL_OUTPUT=DP-1
                # just a comment
                E: 0.000000 0000 0000 0
                # libinput: 0.010000 motion 78.74 -0.5
                # libinput: 1.250000 scroll finger 0.0 6.48

                """
        let document = try EvemuDocument(parsing: text, path: "pad.evemu")
        #expect(
            document.description?.udevProperties == [
                "LIBINPUT_CALIBRATION_MATRIX": "-1 0 1 0 1 0", "WL_OUTPUT": "DP-1",
            ])
        #expect(document.descriptionLines.udevProperties == ["LIBINPUT_CALIBRATION_MATRIX": 5, "WL_OUTPUT": 6])
        #expect(
            document.pointerEvents == [
                LibinputPointerEvent(
                    time: EventTime(seconds: 0, microseconds: 10000), kind: .motion(dx: 78.74, dy: -0.5), line: 9),
                LibinputPointerEvent(
                    time: EventTime(seconds: 1, microseconds: 250_000), kind: .scroll(source: .finger, dx: 0, dy: 6.48),
                    line: 10),
            ])
    }

    @Test func writtenPointerEventsReadBackExactly() throws {
        let events = [
            LibinputPointerEvent(
                time: EventTime(seconds: 5, microseconds: 1), kind: .motion(dx: 0.1, dy: -1e-7), line: 1),
            LibinputPointerEvent(
                time: EventTime(seconds: 7, microseconds: 999_999), kind: .scroll(source: .wheel, dx: -15, dy: 1 / 3),
                line: 1),
        ]
        let origin = EventTime(seconds: 5, microseconds: 0)
        for event in events {
            let comment = event.evemuComment(timedFrom: origin)
            let body = try #require(comment.split(separator: ":", maxSplits: 1).last?.dropFirst())
            let read = try #require(LibinputPointerEvent(evemuCommentBody: body, line: 1))
            #expect(read.kind == event.kind)
            #expect(read.time.totalMicroseconds == event.time.totalMicroseconds - origin.totalMicroseconds)
        }
    }

    @Test(arguments: [
        "# libinput: 0.01 motion 1 2",
        "# libinput: 0.010000 motion 1",
        "# libinput: 0.010000 scroll sideways 1 2",
        "# libinput: 0.010000 scroll wheel 1 nan",
        "# libinput: 0.010000 press 1 2",
    ])
    func aPointerCommentThatDoesNotReadIsRefusedNamingItsLine(comment: String) {
        let text = Self.description + "E: 0.000000 0000 0000 0\n\(comment)\n"
        #expect(
            throws: RecordingError(path: "pad.evemu", line: 6, reason: .malformedPointerComment(comment))
        ) { try EvemuDocument(parsing: text, path: "pad.evemu") }
    }
}

import Foundation
import Testing

/// `touchroute replay` of pointer recordings: a mouse's wheel and a
/// touchpad's libinput finger scroll scroll the list under the pointer.
@Suite struct ReplayPointerScrollTests {
    static let fixtures = "Tests/TouchRouteEvdevTests/Fixtures/recordings/pointer"

    /// The `pointer-scroll` records of a `--json` replay, and the other records' types.
    struct Replay {
        var scrolls: [[String: Any]]
        var types: Set<String>
        var listOffsets: [Double]
    }

    static func replay(_ name: String, _ options: [String] = []) throws -> Replay {
        let result = try CLIRunner.run(["replay", "\(fixtures)/\(name)", "--json"] + options)
        #expect(result.status == 0, "\(result.standardError)")
        let records = try result.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        return Replay(
            scrolls: records.filter { $0["type"] as? String == "pointer-scroll" },
            types: Set(records.compactMap { $0["type"] as? String }),
            listOffsets: records.filter { $0["type"] as? String == "scroll" && $0["view"] as? String == "list0" }
                .compactMap { $0["y"] as? Double })
    }

    static func fields(_ record: [String: Any]) -> String {
        let number = { (key: String) in (record[key] as? Double).map { "\($0)" } ?? "-" }
        return
            "\(record["source"] ?? "-") \(record["phase"] ?? "-") at (\(number("x")), \(number("y"))) by (\(number("dx")), \(number("dy"))) → \(record["view"] ?? "-")"
    }

    @Test func aHiResMouseWheelScrollsTheListUnderThePointer() throws {
        let replay = try Self.replay("wheel-mouse.evemu")
        // The pointer moved (+10, −5) from the centre; 60 v120 is half a
        // detent, 24 pt at 48 pt a detent, and the REL_WHEEL the kernel sends
        // beside a whole detent's hi-res steps is not counted again. The
        // horizontal detent turns the pager's page, so the last turn up is
        // over list1, already at its top.
        #expect(
            replay.scrolls.map(Self.fields) == [
                "wheel changed at (410.0, 235.0) by (0.0, 24.0) → list0",
                "wheel changed at (410.0, 235.0) by (0.0, 24.0) → list0",
                "wheel changed at (410.0, 235.0) by (0.0, 48.0) → list0",
                "wheel changed at (410.0, 235.0) by (0.0, 48.0) → list0",
                "wheel changed at (410.0, 235.0) by (48.0, 0.0) → pager",
                "wheel changed at (410.0, 235.0) by (0.0, -48.0) → list1",
            ])
        #expect(replay.listOffsets.last == 144)
        #expect(!replay.types.contains("touch"))
    }

    @Test func aLowResWheelCounts120PerDetentAndThePointerStaysInTheWindow() throws {
        let replay = try Self.replay("lowres-wheel-mouse.evemu")
        #expect(
            replay.scrolls.map(Self.fields) == [
                "wheel changed at (0.0, 0.0) by (0.0, 96.0) → list0",
                "wheel changed at (30.0, 40.0) by (0.0, -48.0) → list0",
            ])
        #expect(replay.listOffsets.last == 48)
    }

    @Test func aLibinputRecordsWheelIsRoutedOnceFromTheKernelsEvents() throws {
        let replay = try Self.replay("wheel-mouse.yml")
        // REL_X −4 moved the pointer; libinput's POINTER_AXIS lines of the same turns are not routed again.
        #expect(
            replay.scrolls.map(Self.fields) == [
                "wheel changed at (396.0, 240.0) by (0.0, 48.0) → list0",
                "wheel changed at (396.0, 240.0) by (0.0, 48.0) → list0",
            ])
        #expect(replay.listOffsets.last == 96)
    }

    @Test func aTouchpadsFingerScrollBeginsChangesEndsAndFlings() throws {
        let replay = try Self.replay("touchpad-scroll.yml")
        // Two POINTER_MOTION events of 78.74 moved the pointer right; the fingers are not touches.
        #expect(
            replay.scrolls.map(Self.fields) == [
                "finger began at (557.48, 240.0) by (0.0, 10.5) → list0",
                "finger changed at (557.48, 240.0) by (0.0, 10.5) → list0",
                "finger changed at (557.48, 240.0) by (0.0, 10.5) → list0",
                "finger ended at (557.48, 240.0) by (0.0, 0.0) → list0",
            ])
        #expect(!replay.types.contains("touch"))
        // The stop flings the list on, past the 31.5 pt the fingers moved it.
        let settled = try #require(replay.listOffsets.last)
        #expect(settled > 31.5)
    }

    /// A touchpad recorded without libinput's events is read by TouchRoute's
    /// own decoder, as `run` reads a live one.
    @Test func aTouchpadsFingersAreDecodedAsALiveOneWouldBe() throws {
        let replay = try Self.replay("touchpad-fingers.yml")
        // One finger moved 10 mm right: 80 pt at 8 pt per mm. Two moved 15 mm
        // up: a scroll of 120 pt, the first 2 mm at once. The pinch and the
        // three fingers scroll nothing.
        let expected =
            ["finger began at (480.0, 240.0) by (0.0, 16.0) → list0"]
            + Array(repeating: "finger changed at (480.0, 240.0) by (0.0, 8.0) → list0", count: 13)
            + ["finger ended at (480.0, 240.0) by (0.0, 0.0) → list0"]
        #expect(replay.scrolls.map(Self.fields) == expected)
        #expect(!replay.types.contains("touch"))
        // It glides on past the 120 pt the fingers moved it.
        #expect(replay.listOffsets.contains(120))
        let settled = try #require(replay.listOffsets.last)
        #expect(settled > 300)
    }

    @Test func aTouchpadsScrollIsTraditionalWhenTheOptionsSaySo() throws {
        // Fingers up, content down: the list is at its top and rubber-bands.
        let result = try CLIRunner.run(
            ["replay", "\(Self.fixtures)/touchpad-fingers.yml", "--touchpad-scroll", "traditional"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("two fingers scroll, traditional (the content moves against them)"))
        #expect(result.standardOutput.contains("finger began at (480, 240) by (0, -16) → list0 moved (0, -"))
    }

    @Test func theHumanReportSaysWhereThePointerIsAndEndsScrolled() throws {
        let result = try CLIRunner.run(["replay", "\(Self.fixtures)/lowres-wheel-mouse.evemu"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(
            result.standardOutput.contains(
                "pointer from (400, 240), 1 pt per device unit of motion (no acceleration), kept within 800x480 pt\nscrolling by the wheel: 120 × REL_WHEEL, in 120ths of a detent\n"
            ))
        #expect(
            result.standardOutput.hasSuffix(
                "offsets at the end: pager (0, 0)  list0 (0, 48)  list1 (0, 0)  list2 (0, 0)  (page 0)\n"))
    }

    @Test func aDeviceWithNeitherPositionsNorAWheelIsRefused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-keys-\(UUID()).evemu")
        try """
        N: Test Keys
        I: 0011 0001 0001 ab41
        B: 00 03 00 00 00 00 00 00 00
        B: 01 fe ff ff ff 00 00 00 00
        E: 0.000000 0001 001e 0001
        E: 0.000000 0000 0000 0000
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLIRunner.run(["replay", file.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains(
                "(Test Keys) reports no positions and has no wheel: it has neither ABS_MT_POSITION_X/Y nor ABS_X/Y, nor REL_WHEEL or REL_HWHEEL"
            ))
    }
}

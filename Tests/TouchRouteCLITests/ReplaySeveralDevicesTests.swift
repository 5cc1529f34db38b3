import Foundation
import Testing

/// `replay` of a recording of several devices (`libinput record --all`): every
/// touchscreen's touches go into one window, in time order, with distinct
/// ids, each device mapped by its own udev properties or `--map`; a device
/// replay cannot use is named and left out.
@Suite struct ReplaySeveralDevicesTests {
    /// Two panels (protocol A on the left, B on the right, touched at once)
    /// and a keyboard; see the file's own comment.
    static let twoPanels = "\(ReplayCommandTests.fixtures)/libinput/two-panels.yml"
    static let layout = ["--layout", "Examples/two-panels.yaml"]

    struct Touch {
        var phases: [String] = []
        var xs: [Double] = []
        var times: [Double] = []
    }

    /// The touch records of `records`, by id.
    static func touches(in records: [[String: Any]]) -> [Int: Touch] {
        var touches: [Int: Touch] = [:]
        for record in records where record["type"] as? String == "touch" {
            guard let id = record["id"] as? Int else { continue }
            touches[id, default: Touch()].phases.append(record["phase"] as? String ?? "")
            touches[id, default: Touch()].xs.append(record["x"] as? Double ?? .nan)
            touches[id, default: Touch()].times.append(record["t"] as? Double ?? .nan)
        }
        return touches
    }

    /// The last offset a scroll record gave `view`.
    static func lastOffset(of view: String, in records: [[String: Any]]) -> (x: Double, y: Double)? {
        records.last { $0["type"] as? String == "scroll" && $0["view"] as? String == view }
            .map { ($0["x"] as? Double ?? .nan, $0["y"] as? Double ?? .nan) }
    }

    /// `replay ARGUMENTS` of the fixture's text as `change` rewrites it, in a
    /// temporary file.
    static func replayCopy(_ arguments: [String], change: (String) throws -> String) throws -> CLIRunner.Result {
        let text = try String(
            contentsOfFile: CLIRunner.packageRoot.appendingPathComponent(twoPanels).path, encoding: .utf8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-several-\(UUID()).yml")
        try change(text).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try CLIRunner.run(["replay"] + arguments + [file.path])
    }

    @Test func bothPanelsTouchesGoIntoOneWindowInTimeOrderWithDistinctIds() throws {
        let result = try CLIRunner.run(["replay", "--json", Self.twoPanels] + Self.layout)
        #expect(result.status == 0, "\(result.standardError)")
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
        let touches = Self.touches(in: records)
        #expect(touches.keys.sorted() == [1, 2], "\(touches.keys)")
        // #1 is the left panel's swipe (protocol A), #2 the right one's drag
        // (protocol B): each began on its own half of the 1280-point window.
        #expect(touches[1]?.phases.first == "began" && touches[2]?.phases.first == "began")
        #expect(touches[1]?.xs.allSatisfy { $0 < 640 } == true, "\(touches[1]?.xs ?? [])")
        #expect(touches[2]?.xs.allSatisfy { $0 >= 640 } == true, "\(touches[2]?.xs ?? [])")
        // Both were down at once: #2 began before #1 ended (the pager took #1 over).
        let secondBegan = try #require(touches[2]?.times.first)
        let firstEnded = try #require(touches[1]?.times.last)
        #expect(secondBegan < firstEnded)
        let times = records.compactMap { $0["type"] as? String == "touch" ? $0["t"] as? Double : nil }
        #expect(times == times.sorted(), "touch records out of time order: \(times)")
        // The left swipe turned the left pager; the right drag scrolled its list.
        #expect(Self.lastOffset(of: "leftPager", in: records).map { $0.x == 640 && $0.y == 0 } == true)
        #expect(Self.lastOffset(of: "rightPager", in: records) == nil)
        #expect((Self.lastOffset(of: "right0", in: records)?.y ?? 0) > 1000)
    }

    @Test func itSaysWhichDevicesItReadAndNamesTheOneItLeavesOut() throws {
        let result = try CLIRunner.run(["replay", Self.twoPanels] + Self.layout)
        #expect(result.status == 0)
        let text = result.standardOutput
        #expect(text.hasPrefix("replaying \(Self.twoPanels) (libinput record, 2 of its 3 devices, 107 events)\n"))
        #expect(text.contains("device 1 of 3:\n/dev/input/event5  TouchRoute Fixture Left (protocol A)\n"))
        #expect(text.contains("device 3 of 3:\n/dev/input/event6  TouchRoute Fixture Right (protocol B)\n"))
        #expect(text.contains("mapping via output left (WL_OUTPUT)\n"))
        #expect(text.contains("mapping via output right (WL_OUTPUT)\n"))
        #expect(
            text.contains(
                "device 2 of 3, /dev/input/event3 (TouchRoute Fixture Keyboard) is not replayed: it reports neither absolute X/Y nor multitouch positions"
            ), "\(text)")
        #expect(!text.contains("problem"), "\(text)")
    }

    /// `--map` outranks WL_OUTPUT, for each device on its own: swapped, the
    /// left panel's swipe turns the right pager.
    @Test func eachDeviceFollowsItsOwnMap() throws {
        let result = try CLIRunner.run(
            ["replay", "--json", Self.twoPanels] + Self.layout + [
                "--map", "TouchRoute Fixture Left*=640x480+640+0", "--map", "TouchRoute Fixture Right*=640x480+0+0",
            ])
        #expect(result.status == 0, "\(result.standardError)")
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        let touches = Self.touches(in: records)
        #expect(touches[1]?.xs.allSatisfy { $0 >= 640 } == true)
        #expect(touches[2]?.xs.allSatisfy { $0 < 640 } == true)
        #expect(Self.lastOffset(of: "rightPager", in: records).map { $0.x == 640 } == true)
        #expect(Self.lastOffset(of: "leftPager", in: records) == nil)
        #expect(result.standardError.contains("mapping via --map 'TouchRoute Fixture Left*=640x480+640+0'"))
    }

    /// Each device of the file is known by the node it was recorded from:
    /// a `--map` of that node selects it alone, and a WL_OUTPUT the layout
    /// lacks is warned about for the device that names it.
    @Test func eachDeviceIsKnownByItsRecordedNode() throws {
        let byNode = try CLIRunner.run(
            ["replay", Self.twoPanels, "--screen", "1280x480", "--map", "/dev/input/event6=640x480+640+0"])
        #expect(byNode.status == 0, "\(byNode.standardError)")
        let mappings = byNode.standardOutput.split(separator: "\n").filter { $0.hasPrefix("mapping") }
        #expect(
            mappings == [
                "mapping 4096x4096 device units onto 1280x480 pt (given), rotated 0°, not flipped, no calibration",
                "mapping 4096x4096 device units onto 640x480 pt (given) at (640, 0), rotated 0°, not flipped, no calibration",
                "mapping via --map '/dev/input/event6=640x480+640+0'",
            ], "\(mappings)")
        let layout = try String(
            contentsOfFile: CLIRunner.packageRoot.appendingPathComponent("Examples/two-panels.yaml").path,
            encoding: .utf8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-layout-\(UUID()).yaml")
        try layout.replacingOccurrences(of: "- name: right", with: "- name: middle").write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let lacking = try CLIRunner.run(["replay", Self.twoPanels, "--layout", file.path])
        #expect(lacking.status == 0)
        #expect(
            lacking.standardError.contains(
                "warning: /dev/input/event6 ('TouchRoute Fixture Right (protocol B)') has WL_OUTPUT='right', but the layout file has no output named 'right'"
            ), "\(lacking.standardError)")
    }

    /// A touch still down when the recording stops is cancelled when the
    /// whole recording stopped, even on a device that went quiet earlier, so
    /// window time never runs back.
    @Test func aTouchHeldOnAQuietDeviceIsCancelledWhenTheRecordingEnds() throws {
        let result = try Self.replayCopy(["--json"] + Self.layout) { text in
            // Drop the left panel's lift (its last frame, at 0.160 s).
            let lift = "  - evdev:\n    - [  0, 160000,   1, 330,       0]"
            let cut = try #require(text.range(of: lift))
            let end = try #require(text[cut.upperBound...].range(of: "- node:"))
            return String(text[..<cut.lowerBound]) + String(text[end.lowerBound...])
        }
        #expect(result.status == 0, "\(result.standardError)")
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
        let touches = Self.touches(in: records)
        // The right panel's last frame is at 0.165 s: #1 is cancelled then.
        #expect(touches[1]?.phases.last == "cancelled")
        #expect(touches[1]?.times.last == 0.165)
        #expect(!records.contains { ($0["message"] as? String)?.contains("before the previous") == true })
    }

    @Test func aCutInTheLastDeviceRoutesTheRestAndExits3() throws {
        let result = try Self.replayCopy(["--json"] + Self.layout) { text in
            // The right panel's lift frame, without its SYN_REPORT.
            String(text[..<(try #require(text.range(of: "    - [  0, 165000,   0,")).lowerBound)])
        }
        #expect(result.status == 3, "\(result.standardError)")
        #expect(result.standardError.contains("incomplete replay (exit status 3)"))
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        let touches = Self.touches(in: records)
        #expect(touches[1]?.phases.last == "ended")
        #expect(touches[2]?.phases.last == "cancelled")
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
    }

    /// A file of devices none of which gives touches or a wheel is refused,
    /// each device named with why.
    @Test func aFileOfKeyboardsAloneSaysWhyNoDeviceIsReplayed() throws {
        let path = "\(ReplayCommandTests.fixtures)/libinput/two-keyboards.yml"
        let result = try CLIRunner.run(["replay", path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains(
                "\(path) holds 2 devices, and none can be replayed: device 1 of 2, /dev/input/event3 (TouchRoute Fixture Keyboard) is not replayed: it reports neither"
            ), "\(result.standardError)")
        #expect(result.standardError.contains("device 2 of 2, /dev/input/event4"))
        #expect(result.standardError.contains(". Replay routes touchscreens, mice with a wheel and touchpads."))
    }

    /// Written whole by `convert`, the file of several devices replays the same.
    @Test func convertedToLibinputAgainItReplaysTheSame() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-two-\(UUID()).yml").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let converted = try CLIRunner.run(["convert", Self.twoPanels, "--to", "libinput", "--output", output])
        #expect(converted.status == 0, "\(converted.standardError)")
        let original = try CLIRunner.run(["replay", "--json", Self.twoPanels] + Self.layout)
        let again = try CLIRunner.run(["replay", "--json", output] + Self.layout)
        #expect(again.status == 0)
        #expect(again.standardOutput == original.standardOutput)
    }
}

import Foundation
import Testing

/// `--decisions path|samples` on `replay`, `run` and `demo`: where the window
/// judges its thresholds. The path is the default, so leaving it out changes
/// nothing; `samples` decides at the reports alone, and overrides a layout
/// file's `decisions`.
@Suite struct DecisionSamplingArgumentTests {
    /// A touchscreen's report: `E:` lines at `time` seconds.
    static func report(_ time: Double, _ events: [(type: String, code: String, value: Int)]) -> String {
        events.map { event in
            String(format: "E: %.6f %@ %@ %04d\n", time, event.type, event.code, event.value)
        }.joined()
    }

    /// A 300 pt swipe from (650, 350), 25° above the leftward horizontal, in
    /// 0.2 s and 10 reports, as evemu-record writes a recording, on
    /// `swipe.evemu`'s made-up screen (0…4095 on both axes, mapped onto 800x480).
    static func coarseSwipe() throws -> URL {
        let screen = try String(
            contentsOfFile: CLIRunner.packageRoot.path + "/\(ReplayCommandTests.fixtures)/swipe.evemu", encoding: .utf8)
        var text = screen.split(separator: "\n").prefix { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
        let angle = 25 * Double.pi / 180
        func device(_ step: Int) -> (x: Int, y: Int) {
            let travel = 300 * Double(step) / 10
            let x = 650 - travel * cos(angle)
            let y = 350 - travel * sin(angle)
            return (Int((x * 4096 / 800).rounded()), Int((y * 4096 / 480).rounded()))
        }
        let down = device(0)
        text += report(
            0.000001,
            [
                ("0003", "0039", 3), ("0003", "0035", down.x), ("0003", "0036", down.y), ("0001", "014a", 1),
                ("0000", "0000", 0),
            ])
        for step in 1...10 {
            let at = device(step)
            text += report(
                0.000001 + 0.02 * Double(step),
                [("0003", "0035", at.x), ("0003", "0036", at.y), ("0000", "0000", 0)])
        }
        text += report(0.220001, [("0003", "0039", -1), ("0001", "014a", 0), ("0000", "0000", 0)])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "touchroute-coarse-swipe-\(getpid()).evemu")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The views that took the swipe over, in order, from JSON Lines.
    static func takeovers(in output: String) throws -> [String] {
        try JSONLinesCheck.records(in: output)
            .filter { $0["type"] as? String == "decision" && $0["outcome"] as? String == "taken-over" }
            .compactMap { $0["view"] as? String }
    }

    @Test func aCoarseSwipeTurnsThePageOnThePathAndScrollsTheListAtTheSamples() throws {
        let file = try Self.coarseSwipe()
        defer { try? FileManager.default.removeItem(at: file) }
        let replay = ["replay", file.path, "--screen", "800x480", "--json"]
        for decisions in [[], ["--decisions", "path"]] {
            let result = try CLIRunner.run(replay + decisions)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try Self.takeovers(in: result.standardOutput) == ["pager"])
            #expect(result.standardOutput.contains("\"interpolated\":true"))
        }
        let samples = try CLIRunner.run(replay + ["--decisions", "samples"])
        #expect(samples.status == 0, "\(samples.standardError)")
        #expect(try Self.takeovers(in: samples.standardOutput) == ["list0"])
        #expect(!samples.standardOutput.contains("\"interpolated\""))
        let ends = try ["path", "samples"].map { decisions in
            let result = try CLIRunner.run(["replay", file.path, "--screen", "800x480", "--decisions", decisions])
            return result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        }
        #expect(ends[0] == "offsets at the end: pager (800, 0)  list0 (0, 0)  list1 (0, 0)  list2 (0, 0)  (page 1)")
        #expect(ends[1].hasPrefix("offsets at the end: pager (0, 0)  list0 (0, 428."), "\(ends[1])")
    }

    @Test func thePathIsTheDefault() throws {
        let plain = try CLIRunner.run(["demo"])
        let path = try CLIRunner.run(["demo", "--decisions", "path"])
        #expect(plain.status == 0 && path.status == 0)
        #expect(path.standardOutput == plain.standardOutput)
        #expect(path.standardOutput == (try CLIRunner.fixture("demo.txt")))
    }

    @Test func aLayoutFilesDecisionsHoldUnlessTheOptionOverridesThem() throws {
        let example = try String(
            contentsOfFile: CLIRunner.packageRoot.path + "/Examples/remorseful-pager.yaml", encoding: .utf8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "touchroute-decisions-\(getpid()).yaml")
        try ("decisions: samples\n" + example).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let demo = ["demo", "--json", "--layout", file.path]
        let fromFile = try CLIRunner.run(demo)
        #expect(fromFile.status == 0, "\(fromFile.standardError)")
        #expect(!fromFile.standardOutput.contains("\"interpolated\""))
        let overridden = try CLIRunner.run(demo + ["--decisions", "path"])
        #expect(overridden.status == 0, "\(overridden.standardError)")
        #expect(overridden.standardOutput.contains("\"interpolated\":true"))
    }

    @Test func anUnknownChoiceIsAUsageErrorNamingTheChoices() throws {
        let result = try CLIRunner.run(["demo", "--decisions", "reports"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix(
                "Error: The value 'reports' is invalid for '--decisions <path|samples>'. Please provide one of 'path' and 'samples'."
            ), "\(result.standardError)")
    }

    @Test(arguments: ["replay", "run", "demo"])
    func theHelpSaysWhatEachChoiceDoes(command: String) throws {
        let result = try CLIRunner.run([command, "--help"])
        #expect(result.status == 0)
        let help = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--decisions <path|samples>"))
        #expect(help.contains("on the finger's path between two reports"))
        #expect(help.contains("at the reports alone, as UIKit and the RemorsefulScrollView essay do (for comparison)"))
    }
}

import Foundation
import Testing

@Suite struct ReplayCommandTests {
    static let fixtures = "Tests/TouchRouteEvdevTests/Fixtures/recordings"
    /// What follows an argument error of `replay`: its usage, and where its help is.
    static let usage =
        "Usage: touchroute replay [<options>] <FILE>\n  See 'touchroute replay --help' for more information.\n"
    static let swipe = ["replay", "\(fixtures)/swipe.evemu", "--screen", "800x480", "--page", "1"]

    @Test func theHumanReportMatchesTheGoldenFile() throws {
        let result = try CLIRunner.run(Self.swipe)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == (try CLIRunner.fixture("replay-swipe.txt")))
    }

    @Test func withJSONStandardOutputIsNothingButTheGoldenJSONLines() throws {
        let result = try CLIRunner.run(Self.swipe + ["--json"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try CLIRunner.fixture("replay-swipe.jsonl")))
        #expect(result.standardError.contains("mapping 4096x4096 device units onto 800x480 pt (given)"))
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        #expect(records.contains { $0["type"] as? String == "decision" && $0["outcome"] as? String == "taken-over" })
    }

    @Test func anEventsOnlyFileTakesItsDescriptionFromTheOption() throws {
        let result = try CLIRunner.run([
            "replay", "\(Self.fixtures)/orphan/tap.events",
            "--description", "\(Self.fixtures)/panel/device.desc", "--json",
        ])
        #expect(result.status == 0)
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        let phases = records.filter { $0["type"] as? String == "touch" }.compactMap { $0["phase"] as? String }
        #expect(phases.first == "began" && phases.last == "ended")
    }

    @Test func anEventsOnlyFileWithoutADescriptionSaysToPassOne() throws {
        let result = try CLIRunner.run(["replay", "\(Self.fixtures)/orphan/tap.events"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("orphan/tap.events"))
        #expect(result.standardError.contains("--description"))
    }

    @Test func aMalformedRecordingNamesTheFileAndLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-malformed-\(UUID()).evemu")
        try """
        N: Broken
        I: 0018 0000 0000 0000
        A: 35 0 799 0 0 0
        A: 36 0 479 0 0 0
        E: 0.000000 0003 zz 5
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLIRunner.run(["replay", file.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(file.path):5:"))
    }

    @Test func aMissingFileSaysSo() throws {
        let result = try CLIRunner.run(["replay", "no/such/recording.evemu"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("no/such/recording.evemu"))
    }

    @Test(arguments: [
        (["--rotate", "45"], "--rotate takes 0, 90, 180 or 270"),
        (["--calibration", "1 0 0 0 1"], "--calibration"),
        (["--page", "3"], "--page takes 0 to 2"),
        (["--screen", "800"], "WIDTHxHEIGHT"),
        (["--flip", "sideways"], "--flip"),
        (["--refresh-rate", "29"], "--refresh-rate takes a number of Hz from 30 to 240"),
    ])
    func badMappingOptionsAreRefusedWithTheReason(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(["replay", "\(Self.fixtures)/swipe.evemu"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message))
    }

    @Test func at120HzThePagingSnapHasTwiceTheFramesAndEndsTheSame() throws {
        func pagerOffsets(_ hertz: String) throws -> [Double] {
            let output = try CLIRunner.run(Self.swipe + ["--json", "--refresh-rate", hertz])
            #expect(output.status == 0)
            return try JSONLinesCheck.records(in: output.standardOutput)
                .filter { $0["type"] as? String == "scroll" && $0["view"] as? String == "pager" }
                .compactMap { $0["x"] as? Double }
        }
        let at60 = try pagerOffsets("60")
        let at120 = try pagerOffsets("120")
        #expect(at60.last == 0 && at120.last == 0)
        #expect(at120.count > at60.count + at60.count / 2, "\(at120.count) frames at 120 Hz, \(at60.count) at 60 Hz")
    }

    @Test func rotationAndFlipsChangeWhereTouchesLand() throws {
        func firstTouch(_ extra: [String]) throws -> (Double, Double) {
            let output = try CLIRunner.run(
                ["replay", "\(Self.fixtures)/swipe.evemu", "--screen", "800x800", "--json"] + extra)
            let touch = try #require(
                try JSONLinesCheck.records(in: output.standardOutput).first { $0["type"] as? String == "touch" })
            return (try #require(touch["x"] as? Double), try #require(touch["y"] as? Double))
        }
        // The swipe starts at device (100, 2000) of 0…4095: (19.531, 390.625) on 800x800.
        let upright = try firstTouch([])
        #expect(upright == (19.531, 390.625))
        let turned = try firstTouch(["--rotate", "90"])
        #expect(turned == (409.375, 19.531))
        let mirrored = try firstTouch(["--flip", "horizontal"])
        #expect(mirrored == (780.469, 390.625))
        let calibrated = try firstTouch(["--calibration", "1 0 0.1 0 1 0"])
        #expect(calibrated == (99.531, 390.625))
    }

    /// A protocol-B fixture, replayed with the folder's description.
    static func protocolB(_ name: String) -> [String] {
        ["replay", "\(fixtures)/protocol-b/\(name)", "--description", "\(fixtures)/protocol-b/device.desc"]
    }

    /// palm.events: #1 turns into a palm; syn-dropped.events: events are lost with #1 down.
    @Test(arguments: [("palm.events", "palm"), ("syn-dropped.events", "lost-events")])
    func anInputCancellationNamesItsRuleBeforeTheCancelInTextAndJSON(file: String, rule: String) throws {
        let text = try CLIRunner.run(Self.protocolB(file))
        #expect(text.status == 0)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        let decision = try #require(lines.firstIndex { $0.contains("#1  pager  \(rule)  cancelled  (dx ") })
        #expect(lines[decision + 1].contains("#1 cancelled at"), "the cause, then the effect")

        let json = try CLIRunner.run(Self.protocolB(file) + ["--json"])
        let records = try JSONLinesCheck.records(in: json.standardOutput)
        // A cancel with no target is the input's; the palm's touch was also
        // cancelled at list0 before, by the pager taking the gesture over.
        let why = records.filter {
            $0["type"] as? String == "decision" && $0["outcome"] as? String == "cancelled" && $0["target"] == nil
        }
        #expect(why.count == 1)
        #expect(why.first?["rule"] as? String == rule)
        #expect(why.first?["view"] as? String == "pager")
        #expect(why.first.map { "\($0["id"] ?? "?")" } == "1")
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
    }

    @Test(
        .enabled(if: SharedRecordingsFolder.isPresent, Comment(rawValue: SharedRecordingsFolder.absentMessage)),
        arguments: SharedRecordingsFolder.eventFiles)
    func everySharedRecordingReplaysAsValidJSONLinesWithEveryTouchEndingOnce(name: String) throws {
        let result = try CLIRunner.run(["replay", SharedRecordingsFolder.path + "/" + name, "--json"])
        #expect(result.status == 0)
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        #expect(!records.isEmpty)
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
        #expect(!records.contains { $0["type"] as? String == "problem" })
    }
}

import Foundation
import Testing

/// `replay` of recordings cut off at their end, and of descriptions it would
/// otherwise have ignored.
@Suite struct ReplayIncompleteTests {
    static let fixtures = "Tests/TouchRouteEvdevTests/Fixtures/recordings"

    /// A file in a fresh temporary folder, removed by `remove()`.
    struct TemporaryFile {
        let url: URL
        var path: String { url.path }

        init(_ name: String, bytes: [UInt8]) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "touchroute-incomplete-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
        }

        init(_ name: String, text: String) throws { try self.init(name, bytes: Array(text.utf8)) }

        func remove() { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    }

    /// A 10-slot panel whose ABS_MT_POSITION_X (on line 5) runs `positionX`
    /// ("MIN MAX"), then an event per item of `events` ("TYPE CODE VALUE"),
    /// from line 8.
    static func panel(positionX: String, events: [String]) -> String {
        """
        N: Panel
        I: 0018 0000 0000 0000
        B: 03 00 00 00 00 00 80 60 02
        A: 2f 0 9 0 0 0
        A: 35 \(positionX) 0 0 0
        A: 36 0 479 0 0 0
        A: 39 0 65535 0 0 0

        """ + events.map { "E: 0.000001 \($0)\n" }.joined()
    }

    /// swipe.evemu up to line 36, a finger down and moving, then a line 37
    /// that stops in the middle of its code.
    static func cutSwipe() throws -> TemporaryFile {
        let swipe = try String(
            contentsOfFile: CLIRunner.packageRoot.path + "/\(Self.fixtures)/swipe.evemu", encoding: .utf8)
        let lines = swipe.split(separator: "\n", omittingEmptySubsequences: false).prefix(36)
        return try TemporaryFile("cut.evemu", text: lines.joined(separator: "\n") + "\nE: 0.048001 0001 01")
    }

    @Test func aCutRecordingRoutesItsCompleteFramesCancelsTheTouchAndExits3() throws {
        let file = try Self.cutSwipe()
        defer { file.remove() }
        let result = try CLIRunner.run(["replay", file.path, "--screen", "800x480", "--page", "1"])
        #expect(result.status == 3)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let cut = try #require(
            lines.firstIndex { $0.contains("problem: \(file.path):37: the recording is cut off in its last line") })
        let end = try #require(
            lines.firstIndex {
                $0.contains("problem: \(file.path) has no more events. The touch that was down is cancelled.")
            })
        let cancelled = try #require(lines.lastIndex { $0.contains("#1 cancelled at") })
        #expect(cut < end && end < cancelled)
        #expect(result.standardError.hasPrefix("touchroute: incomplete replay (exit status 3): \(file.path):37: "))
    }

    @Test func withJSONTheCutIsAProblemRecordBeforeTheCancellation() throws {
        let file = try Self.cutSwipe()
        defer { file.remove() }
        let result = try CLIRunner.run(["replay", file.path, "--screen", "800x480", "--page", "1", "--json"])
        #expect(result.status == 3)
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
        let problems = records.enumerated().filter { $0.element["type"] as? String == "problem" }
        let messages = problems.compactMap { $0.element["message"] as? String }
        #expect(messages.first?.hasPrefix("\(file.path):37: the recording is cut off") == true)
        #expect(messages.count == 2 && messages[1].contains("has no more events"))
        let lastTouch = records.last { $0["type"] as? String == "touch" }
        #expect(lastTouch?["phase"] as? String == "cancelled")
        #expect(result.standardError.contains("incomplete replay (exit status 3): \(file.path):37:"))
    }

    @Test func aLibinputRecordFileCutInItsEventsExits3() throws {
        let yaml = try String(
            contentsOfFile: CLIRunner.packageRoot.path + "/\(Self.fixtures)/libinput/touchscreen.yml", encoding: .utf8)
        let cut = String(yaml[..<yaml.range(of: "[  1,      5,   1, 3")!.upperBound])
        let file = try TemporaryFile("cut.yml", text: cut)
        defer { file.remove() }
        let result = try CLIRunner.run(["replay", file.path, "--json"])
        #expect(result.status == 3)
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        #expect(JSONLinesCheck.exactlyOnceViolations(in: records).isEmpty)
        #expect(
            records.contains {
                ($0["message"] as? String)?.hasPrefix("\(file.path):81: the recording is cut off") == true
            })
    }

    @Test func eventsWithoutASynReportAreRefusedNotRoutedSilently() throws {
        let file = try TemporaryFile(
            "nosyn.evemu",
            text: Self.panel(
                positionX: "0 799", events: ["0003 0039 1", "0003 0035 100", "0003 0036 100"]))
        defer { file.remove() }
        let result = try CLIRunner.run(["replay", file.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("\(file.path):8: 3 events but no SYN_REPORT"))
    }

    @Test func aDescriptionOptionForAFileWithItsOwnDescriptionIsRefused() throws {
        let result = try CLIRunner.run([
            "replay", "\(Self.fixtures)/swipe.evemu", "--description", "\(Self.fixtures)/panel/device.desc",
        ])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "\(Self.fixtures)/swipe.evemu: has its own device description, so the description in \(Self.fixtures)/panel/device.desc would be ignored."
            ))
    }

    @Test func aDescriptionThatHoldsEventsIsRefused() throws {
        let result = try CLIRunner.run([
            "replay", "\(Self.fixtures)/orphan/tap.events", "--description", "\(Self.fixtures)/swipe.evemu",
        ])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "\(Self.fixtures)/swipe.evemu:27: is given as the description of another file's events"))
    }

    @Test func anAxisWithNoRangeIsNamedByItsLine() throws {
        let file = try TemporaryFile(
            "empty-axis.evemu", text: Self.panel(positionX: "100 100", events: ["0000 0000 0"]))
        defer { file.remove() }
        for extra in [[], ["--screen", "800x480"]] {
            let result = try CLIRunner.run(["replay", file.path] + extra)
            #expect(result.status == 1)
            #expect(result.standardError.contains("\(file.path):5: Cannot map touches from"), "\(extra)")
        }
    }

    @Test func theHelpSaysWhatExitStatus3Means() throws {
        let result = try CLIRunner.run(["replay", "--help"])
        let words = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("the exit status is 3 (incomplete)"))
    }
}

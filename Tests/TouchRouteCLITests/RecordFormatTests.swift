import Foundation
import Testing
import TouchRouteEvdev
import TouchRouteRecordings

/// `record --format libinput`, and what it writes: replayed by `touchroute
/// replay` to the same trace as the recording it came from, and read by
/// libinput's own tools. (Recording itself needs an evdev device, so the file
/// is written here by the recorder `record` uses.)
@Suite struct RecordFormatTests {
    static let fixtures = "Tests/TouchRouteEvdevTests/Fixtures/recordings"

    /// What `touchroute record --format libinput` would write for `recording`.
    static func libinputText(of recording: Recording) -> String {
        var recorder = LibinputRecorder(description: recording.description, node: "/dev/input/event5")
        var bytes: [UInt8] = []
        for event in recording.events {
            recorder.record(event)
            if event.isReport { recorder.takePending { bytes += $0 } }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func write(_ text: String, name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-record-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func theHelpNamesBothFormats() throws {
        let result = try CLIRunner.run(["record", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("--format <FORMAT>"))
        #expect(result.standardOutput.contains("libinput (libinput record's YAML, version 1)"))
    }

    @Test func libinputIsAcceptedAndTheDeviceIsLookedFor() throws {
        let result = try CLIRunner.run(["record", "--format", "libinput", "--device", "/no/such/event9"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("/no/such/event9 does not exist. Run `touchroute list`"))
    }

    @Test func anUnknownFormatIsAUsageErrorNamingTheChoices() throws {
        let result = try CLIRunner.run(["record", "--format", "yaml"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("'yaml'"))
        #expect(result.standardError.contains("evemu"))
        #expect(result.standardError.contains("libinput"))
    }

    /// Times start at 0 in the copy, as in these fixtures, so the traces match byte for byte.
    @Test(arguments: [
        "swipe.evemu", "vertical-drag.evemu", "protocol-b/two-fingers.events", "libinput/touchscreen.yml",
    ])
    func replayingTheWrittenFileGivesTheSourcesTrace(name: String) throws {
        let source = "\(Self.fixtures)/\(name)"
        let recording = try Recording.load(from: CLIRunner.packageRoot.appendingPathComponent(source).path)
        let copy = try Self.write(Self.libinputText(of: recording), name: "copy.yml")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        for options in [["--screen", "800x480"], ["--screen", "800x480", "--json"]] {
            let original = try CLIRunner.run(["replay", source] + options)
            let replayed = try CLIRunner.run(["replay", copy.path] + options)
            #expect(original.status == 0)
            #expect(replayed.status == original.status)
            #expect(!original.standardOutput.isEmpty)
            let originalFiles = [
                source,
                recording.description.source.replacingOccurrences(
                    of: CLIRunner.packageRoot.path + "/", with: ""),
            ]
            #expect(
                Self.trace(replayed.standardOutput, files: [copy.path], format: "libinput record")
                    == Self.trace(original.standardOutput, files: originalFiles, format: recording.format.description),
                "\(name) \(options)")
        }
    }

    /// The output with the names of the files replayed and their format
    /// (`replaying FILE (FORMAT, N events)`, the description's `FILE NAME`)
    /// left out: all else must be the same.
    static func trace(_ output: String, files: [String], format: String) -> String {
        var trace = output.replacingOccurrences(of: "(\(format), ", with: "(FORMAT, ")
        for file in files { trace = trace.replacingOccurrences(of: file, with: "FILE") }
        return trace
    }

    /// libinput's own reader of recordings, `libinput analyze touch-down-state`
    /// (Python: libinput-tools, python3-libevdev, python3-yaml), on the file:
    /// it sees each finger go down and up at the frame where it did.
    @Test(.enabled(if: LibinputAnalyze.isInstalled, Comment(rawValue: LibinputAnalyze.absentMessage)))
    func libinputAnalyzeReadsTheWrittenFile() throws {
        let source = "\(Self.fixtures)/protocol-b/two-fingers.events"
        let recording = try Recording.load(from: CLIRunner.packageRoot.appendingPathComponent(source).path)
        let copy = try Self.write(Self.libinputText(of: recording), name: "two-fingers.yml")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let result = try LibinputAnalyze.run(["touch-down-state", copy.path])
        #expect(result.status == 0, "\(result.standardError)")
        let rows = result.standardOutput.split(separator: "\n").dropFirst(2).map {
            $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        // A row per change: timestamp, time since the row before, then a
        // column per slot, + while a finger is down in it. The first finger
        // comes down, the second joins it, the first lifts, then the second.
        #expect(rows.map { $0[0] } == ["0.000000", "0.010000", "0.030000", "0.040000"], "\(result.standardOutput)")
        #expect(
            rows.map { Array($0[2...3]) } == [["+", ""], ["+", "+"], ["", "+"], ["", ""]], "\(result.standardOutput)")
    }
}

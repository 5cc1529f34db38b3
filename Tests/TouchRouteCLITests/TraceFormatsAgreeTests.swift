import Foundation
import Testing

/// The text trace reports every offset the JSON Lines trace reports, in the
/// same order and at the same times: glide, snap, spring-back, zoom and wheel
/// frames between inputs included. Checked on every fixture recording that
/// replays, and on every recording in `../shared/recordings` when it is there.
@Suite struct TraceFormatsAgreeTests {
    /// One offset change: a view's offset (and zoom) at a moment, in window seconds and points.
    struct Offset: CustomStringConvertible {
        var time: Double
        var view: String
        var x: Double
        var y: Double
        var zoom: Double?

        var description: String {
            "\(time) \(view) (\(x), \(y))" + (zoom.map { " ×\($0)" } ?? "")
        }

        /// Whether `other`, as the text prints it (3 decimals), is this change.
        func matches(_ other: Offset) -> Bool {
            func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
            guard view == other.view, close(time, other.time, 0.000_51), close(x, other.x, 0.000_51),
                close(y, other.y, 0.000_51)
            else { return false }
            switch (zoom, other.zoom) {
            case (nil, nil): return true
            case (let a?, let b?): return close(a, b, 0.005)
            default: return false
            }
        }
    }

    static let fixtures = "Tests/TouchRouteEvdevTests/Fixtures/recordings"
    static let shared = CLIRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/recordings")

    /// Each recording that replays on its own, with the arguments it needs.
    static var fixtureReplays: [[String]] {
        var replays: [[String]] = []
        let root = CLIRunner.packageRoot.appendingPathComponent(fixtures)
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
        for file in files {
            let path = "\(fixtures)/\(file)"
            if file.hasSuffix(".evemu") || file.hasSuffix(".yml") {
                replays.append([path])
            } else if file.hasSuffix(".events") {
                let description = (path as NSString).deletingLastPathComponent + "/device.desc"
                if FileManager.default.fileExists(
                    atPath: CLIRunner.packageRoot.appendingPathComponent(description).path)
                {
                    replays.append([path, "--description", description])
                }
            }
        }
        return replays
    }

    static func offsets(inJSON output: String) throws -> [Offset] {
        try output.split(separator: "\n").compactMap { line in
            guard line.contains("\"type\":\"scroll\"") else { return nil }
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            return Offset(
                time: try #require(object["t"] as? Double), view: try #require(object["view"] as? String),
                x: try #require(object["x"] as? Double), y: try #require(object["y"] as? Double),
                zoom: object["zoom"] as? Double)
        }
    }

    static func offsets(inText output: String) throws -> [Offset] {
        let line = try Regex(#"^ *(-?[0-9.]+)  offsets (.*)$"#)
        let entry = try Regex(#"(\S+) \((-?[0-9.e+-]+), (-?[0-9.e+-]+)\)(?: ×([0-9.]+))?"#)
        var offsets: [Offset] = []
        for text in output.split(separator: "\n") {
            guard let match = try line.wholeMatch(in: text), let time = Double(match[1].substring ?? "") else {
                continue
            }
            for part in (match[2].substring ?? "").components(separatedBy: "  ") {
                let found = try #require(try entry.wholeMatch(in: part), "an offsets entry: \(part)")
                offsets.append(
                    Offset(
                        time: time, view: String(found[1].substring ?? ""),
                        x: try #require(Double(found[2].substring ?? "")),
                        y: try #require(Double(found[3].substring ?? "")),
                        zoom: found[4].substring.flatMap { Double($0) }))
            }
        }
        return offsets
    }

    /// Replay with `arguments` in both formats and compare their offsets.
    static func compare(_ arguments: [String]) throws {
        let text = try CLIRunner.run(["replay"] + arguments)
        let json = try CLIRunner.run(["replay"] + arguments + ["--json"])
        #expect(text.status == json.status, "\(arguments)")
        guard text.status == 0 else { return }
        let fromJSON = try offsets(inJSON: json.standardOutput)
        let fromText = try offsets(inText: text.standardOutput)
        #expect(
            fromText.count == fromJSON.count,
            "\(arguments): \(fromText.count) offsets in text, \(fromJSON.count) in JSON")
        for (index, (shown, recorded)) in zip(fromText, fromJSON).enumerated() where !recorded.matches(shown) {
            Issue.record("\(arguments): offset \(index) is \(shown) in text and \(recorded) in JSON")
            break
        }
        let stamp = try Regex(#"^ *(-?[0-9]+\.[0-9]{3})  "#)
        let times = try text.standardOutput.split(separator: "\n").compactMap { line in
            try stamp.prefixMatch(in: line).flatMap { Double($0[1].substring ?? "") }
        }
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "\(arguments): the text's lines go back in time")
    }

    @Test func everyFixturesOffsetsAreInBothFormatsInTimeOrder() throws {
        let replays = Self.fixtureReplays
        #expect(replays.count >= 15, "the fixtures were found: \(replays)")
        for arguments in replays { try Self.compare(arguments) }
    }

    /// A swipe of the pager: the snap that follows the lift prints a line
    /// per display frame, each at its own time.
    @Test func aSnapPrintsEachFrame() throws {
        let result = try CLIRunner.run(["replay", "\(Self.fixtures)/swipe.evemu"])
        let offsets = try Self.offsets(inText: result.standardOutput).filter { $0.view == "pager" }
        #expect(offsets.count > 10, "the snap's frames, one line each")
        #expect(Set(offsets.map(\.time)).count == offsets.count)
    }

    @Test func everySharedRecordingsOffsetsAreInBothFormats() throws {
        guard FileManager.default.fileExists(atPath: Self.shared.path) else {
            print("SKIPPED: ../shared/recordings is absent, so only the fixtures' traces were compared.")
            return
        }
        let devices = try FileManager.default.contentsOfDirectory(atPath: Self.shared.path).sorted()
        var compared = 0
        for device in devices {
            let folder = Self.shared.appendingPathComponent(device)
            let description = folder.appendingPathComponent("device.desc").path
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files.sorted() where file.hasSuffix(".events") {
                let path = folder.appendingPathComponent(file).path
                // An evemu file with its own header (`N:`) needs no description.
                let ownHeader = (try? String(contentsOfFile: path, encoding: .utf8))?.hasPrefix("N:") ?? false
                let arguments =
                    ownHeader || !FileManager.default.fileExists(atPath: description)
                    ? [path] : [path, "--description", description]
                try Self.compare(arguments)
                compared += 1
            }
        }
        #expect(compared > 0)
    }
}

import Foundation
import Testing
import TouchRoute
import TouchRouteTesting

/// Checks on `--json` output: each line one object with the contract's fields,
/// time never running backwards, and each view's touches ending exactly once.
/// A `script` line (from `demo`) heads the demo's next scripted touches.
enum JSONLinesCheck {
    static let requiredFields: [String: [String]] = [
        "touch": ["id", "phase", "x", "y", "view"],
        "decision": ["id", "view", "rule", "outcome", "dx", "dy"],
        "scroll": ["view", "x", "y"],
        "problem": ["message"],
        "gesture": ["recognizer", "kind", "state"],
        "tap": ["id", "view", "x", "y", "count"],
        "script": ["name"],
    ]

    static func records(in output: String) throws -> [[String: Any]] {
        var lastTime = -Double.infinity
        return try output.split(separator: "\n").map { line in
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            let type = try #require(object["type"] as? String, "\(line)")
            let time = try #require(object["t"] as? Double, "\(line)")
            #expect(time >= lastTime, "time runs forward: \(line)")
            lastTime = time
            for key in try #require(requiredFields[type], "unknown type in \(line)") {
                #expect(object[key] != nil, "\(type) line lacks \(key): \(line)")
            }
            return object
        }
    }

    /// Each (touch, view) must go began, then moves, then exactly one of ended
    /// or cancelled, and every touch must finish: the router's own books
    /// (`ExactlyOnceBook`), kept from the JSON records.
    static func exactlyOnceViolations(in records: [[String: Any]]) -> [String] {
        var book = ExactlyOnceBook<String>()
        for record in records where record["type"] as? String == "touch" {
            let key = "\(record["id"] ?? "?") \(record["view"] ?? "?")"
            book.record(TouchPhase(rawValue: record["phase"] as? String ?? "") ?? .moved, for: key, place: key)
        }
        return book.violations()
    }
}

/// `../shared/recordings` beside the package root, when present.
enum SharedRecordingsFolder {
    static let path = CLIRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/recordings").path
    static var isPresent: Bool { FileManager.default.fileExists(atPath: path) }
    static let absentMessage =
        "../shared/recordings is absent beside the package root: skipping the replays of real recordings."

    static var eventFiles: [String] {
        ["atmel-maxtouch", "ep0430m09", "wacom-isdv4-e6"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + folder)) ?? [])
                .filter { $0.hasSuffix(".events") }.sorted().map { folder + "/" + $0 }
        }
    }
}

import Foundation
import Testing

@Suite struct DemoCommandTests {
    @Test func theHumanReportMatchesTheGoldenFile() throws {
        let result = try CLIRunner.run(["demo"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == (try CLIRunner.fixture("demo.txt")))
    }

    @Test func theJSONLinesMatchTheGoldenFile() throws {
        let result = try CLIRunner.run(["demo", "--json"])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try CLIRunner.fixture("demo.jsonl")))
    }

    @Test func everyJSONLineHasATypeAndATimeAndTheContractFields() throws {
        let lines = try CLIRunner.run(["demo", "--json"]).standardOutput.split(separator: "\n")
        #expect(lines.count > 100)
        let required: [String: [String]] = [
            "touch": ["id", "phase", "x", "y", "view"],
            "decision": ["id", "view", "rule", "outcome", "dx", "dy"],
            "scroll": ["view", "x", "y"],
            "tap": ["id", "view", "x", "y", "count"],
            "script": ["name"],
        ]
        var lastTime = -1.0
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let type = try #require(object["type"] as? String)
            let time = try #require(object["t"] as? Double)
            #expect(time >= lastTime, "time runs forward: \(line)")
            lastTime = time
            for key in try #require(required[type], "unknown type in \(line)") {
                #expect(object[key] != nil, "\(type) line lacks \(key): \(line)")
            }
        }
    }

    @Test func theDemoShowsTheOutcomesItPromises() throws {
        let gestures = try JSONGestures(try CLIRunner.run(["demo", "--json"]).standardOutput)
        // Taps reach rows.
        #expect(
            gestures["tap on a row"].contains {
                $0["type"] as? String == "touch" && $0["view"] as? String == "list0.row1"
                    && $0["phase"] as? String == "ended"
            })
        // The horizontal swipe flips the page.
        #expect(
            gestures["horizontal swipe"].contains {
                $0["type"] as? String == "scroll" && $0["view"] as? String == "pager" && $0["x"] as? Double == 800
            })
        // The vertical drag that drifts back is not stolen.
        let drift = gestures["vertical drag that drifts back to its start row"]
        #expect(!drift.contains { $0["outcome"] as? String == "taken-over" && $0["view"] as? String == "pager" })
        #expect(drift.contains { $0["outcome"] as? String == "claimed-by-child" && $0["view"] as? String == "pager" })
        // Two fingers block the pager.
        #expect(gestures["two-finger drag"].contains { $0["outcome"] as? String == "blocked-by-multitouch" })
    }

    @Test func aBadScreenSizeIsRefusedWithAClearMessage() throws {
        let result = try CLIRunner.run(["demo", "--screen", "800by480"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix(
                "Error: The value '800by480' is invalid for '--screen <WxH>': expected WIDTHxHEIGHT in points, each side from 1 to 100000, such as 800x480.\n"
            ))
    }

    @Test func anotherScreenSizeScalesTheScript() throws {
        let result = try CLIRunner.run(["demo", "--screen", "1280x768"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("pager (1280, 0)"))
    }
}

/// The demo's JSON Lines grouped by gesture name.
private struct JSONGestures {
    private var groups: [String: [[String: Any]]] = [:]

    init(_ output: String) throws {
        var current = ""
        for line in output.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if object["type"] as? String == "script" { current = object["name"] as? String ?? "" }
            groups[current, default: []].append(object)
        }
    }

    subscript(name: String) -> [[String: Any]] { groups[name] ?? [] }
}

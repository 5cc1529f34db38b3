import Foundation
import Testing

@Suite struct ReplayPlotTests {
    static func temporaryPlot() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-plot-\(UUID()).svg")
    }

    @Test func theSwipesPlotMatchesTheGoldenFileAndStandardOutputIsUnchanged() throws {
        let plot = Self.temporaryPlot()
        defer { try? FileManager.default.removeItem(at: plot) }
        let result = try CLIRunner.run(ReplayCommandTests.swipe + ["--plot", plot.path])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == (try CLIRunner.fixture("replay-swipe.txt")))
        let svg = try String(contentsOf: plot, encoding: .utf8)
        #expect(svg == (try CLIRunner.fixture("replay-swipe.svg")))
        _ = try SVGCheck(svg)
    }

    @Test func withJSONStandardOutputIsStillNothingButTheJSONLines() throws {
        let plot = Self.temporaryPlot()
        defer { try? FileManager.default.removeItem(at: plot) }
        let result = try CLIRunner.run(ReplayCommandTests.swipe + ["--json", "--plot", plot.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try CLIRunner.fixture("replay-swipe.jsonl")))
        #expect(try String(contentsOf: plot, encoding: .utf8) == (try CLIRunner.fixture("replay-swipe.svg")))
    }

    @Test func aPalmsCancellationIsListedWithItsRuleAndMarked() throws {
        let plot = Self.temporaryPlot()
        defer { try? FileManager.default.removeItem(at: plot) }
        let result = try CLIRunner.run(ReplayCommandTests.protocolB("palm.events") + ["--plot", plot.path])
        #expect(result.status == 0)
        let check = try SVGCheck(try String(contentsOf: plot, encoding: .utf8))
        let listed = check.elements.filter { $0.panel == "decisions" && $0.classes == ["list"] }.map(\.text)
        #expect(listed.contains { $0.hasSuffix("#1  pager  palm  cancelled  (dx 16.043, dy 0)") })
        #expect(check.elements(in: "screen", withClass: "decision").count == listed.count)
    }

    @Test func anUnwritablePathFailsBeforeTheReplayWithTheReason() throws {
        let result = try CLIRunner.run(ReplayCommandTests.swipe + ["--plot", "no/such/folder/plot.svg"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == """
                Error: cannot write the plot to no/such/folder/plot.svg: No such file or directory. \
                Choose a writable path for --plot.

                """)
    }

    /// Each real recording's plot agrees with its JSON Lines: a path per touch,
    /// a marker per decision, and a series per offset component that moved.
    @Test(
        .enabled(if: SharedRecordingsFolder.isPresent, Comment(rawValue: SharedRecordingsFolder.absentMessage)),
        arguments: SharedRecordingsFolder.eventFiles)
    func everySharedRecordingsPlotAgreesWithItsTrace(name: String) throws {
        let plot = Self.temporaryPlot()
        defer { try? FileManager.default.removeItem(at: plot) }
        let result = try CLIRunner.run([
            "replay", SharedRecordingsFolder.path + "/" + name, "--json", "--plot", plot.path,
        ])
        #expect(result.status == 0)
        let records = try JSONLinesCheck.records(in: result.standardOutput)
        let check = try SVGCheck(try String(contentsOf: plot, encoding: .utf8))

        var touches: [String] = []
        for record in records where record["type"] as? String == "touch" {
            let id = "\(record["id"] ?? "?")"
            if !touches.contains(id) { touches.append(id) }
        }
        #expect(check.elements(in: "screen", withClass: "touch").compactMap { $0.attributes["data-touch"] } == touches)
        let decisions = records.filter { $0["type"] as? String == "decision" }
        #expect(check.elements(in: "screen", withClass: "decision").count == decisions.count)

        // On page 0, the default, every content offset starts at zero.
        var moved: Set<String> = []
        for record in records where record["type"] as? String == "scroll" {
            let view = try #require(record["view"] as? String)
            if try #require(record["x"] as? Double) != 0 { moved.insert("\(view) x") }
            if try #require(record["y"] as? Double) != 0 { moved.insert("\(view) y") }
        }
        let series = Set(
            check.elements(in: "timeline", withClass: "offsets").compactMap { $0.attributes["data-series"] })
        #expect(series == moved)
    }
}

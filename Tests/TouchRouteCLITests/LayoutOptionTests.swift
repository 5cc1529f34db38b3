import Foundation
import Testing

/// `--layout` on `replay` and `demo`: what is routed, what is reported, and
/// the messages for what cannot be.
@Suite struct LayoutOptionTests {
    static let drag = ["replay", "\(ReplayCommandTests.fixtures)/vertical-drag.evemu"]

    @Test func theEndOffsetsListTheLayoutsScrollViewsInTreeOrder() throws {
        let result = try CLIRunner.run(Self.drag + ["--layout", "Examples/three-level-chain.json"])
        #expect(result.status == 0)
        let last = try #require(result.standardOutput.split(separator: "\n").last)
        // The drag collapses A's top area (120 pt), then B's (80 pt), then scrolls C.
        #expect(last.hasPrefix("offsets at the end: A (0, 120)  B (0, 80)  C (0, "))
        #expect(!last.contains("page"), "nothing pages in this layout")
    }

    @Test func pageTurnsTheNestedContainerAndIsReported() throws {
        let result = try CLIRunner.run(Self.drag + ["--layout", "Examples/nested-slide.yaml", "--page", "2"])
        #expect(result.status == 0)
        let last = try #require(result.standardOutput.split(separator: "\n").last)
        #expect(last.hasPrefix("offsets at the end: slide (0, "))
        #expect(last.contains("list2 (0, "))
        #expect(last.hasSuffix("(page 2)"))
    }

    @Test(arguments: [
        ("nested-slide.yaml", "5", "--page takes 0 to 2 for 'slide' in Examples/nested-slide.yaml, not 5."),
        (
            "three-level-chain.json", "1",
            "--page needs a pager or nested container, and Examples/three-level-chain.json has none."
        ),
    ])
    func aPageTheLayoutLacksIsAUsageError(layout: String, page: String, message: String) throws {
        let result = try CLIRunner.run(Self.drag + ["--layout", "Examples/\(layout)", "--page", page])
        #expect(result.status == 64)
        #expect(result.standardError == "Error: \(message)\n" + ReplayCommandTests.usage)
    }

    /// Checked once the layout is known, yet reported as argument-parser
    /// reports an argument it refuses while parsing: with `replay`'s usage,
    /// not the top-level command's.
    @Test func aPageTheDefaultLayoutLacksShowsReplaysUsage() throws {
        let result = try CLIRunner.run(Self.drag + ["--page", "7"])
        #expect(result.status == 64)
        #expect(
            result.standardError == "Error: --page takes 0 to 2 for the default layout, not 7.\n"
                + ReplayCommandTests.usage)
    }

    @Test func aBadLayoutFileNamesTheFileAndLineAndExitsWithStatus1() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-layout-\(UUID()).yaml")
        try "views:\n  - type: scroll\n    name: list\n    frame: [0, 0, 800]\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        for command in [Self.drag, ["demo"]] {
            let result = try CLIRunner.run(command + ["--layout", file.path])
            #expect(result.status == 1)
            #expect(result.standardOutput.isEmpty)
            #expect(
                result.standardError == "Error: \(file.path):4: views[0].frame: expected [x, y, width, height] "
                    + "as 4 numbers, found 3. Give the frame as [x, y, width, height] in points.\n")
        }
    }

    @Test func aMissingLayoutFileGivesTheReason() throws {
        let result = try CLIRunner.run(Self.drag + ["--layout", "no/such/layout.yaml"])
        #expect(result.status == 1)
        #expect(
            result.standardError == "Error: no/such/layout.yaml: cannot read the layout file: No such file or "
                + "directory. Check the path and that the file is readable.\n")
    }

    @Test func aScreenThatDiffersFromTheFilesSizeIsRefused() throws {
        for command in [Self.drag, ["demo"]] {
            let result = try CLIRunner.run(
                command + ["--layout", "Examples/nested-slide.yaml", "--screen", "1024x600"])
            #expect(result.status == 1)
            #expect(
                result.standardError == "Error: --screen 1024x600 differs from the size 800x480 that "
                    + "Examples/nested-slide.yaml gives. Leave out --screen, or change or remove the file's size.\n")
        }
        let same = try CLIRunner.run(Self.drag + ["--layout", "Examples/nested-slide.yaml", "--screen", "800x480"])
        #expect(same.status == 0)
    }

    @Test func theDemoPlaysItsGesturesOnTheLayout() throws {
        let result = try CLIRunner.run(["demo", "--layout", "Examples/nested-slide.yaml"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "1. tap")
        #expect(lines.contains("     banner       began ended"), "the tap lands on the header's banner")
        // The vertical drag collapses the 200 pt header, then scrolls the list.
        #expect(lines.contains("   offsets: slide (0, 200)  slide.pager (0, 0)  list0 (0, 411.219)  (page 0)"))
        let json = try CLIRunner.run(["demo", "--layout", "Examples/three-level-chain.json", "--json"])
        #expect(json.status == 0)
        let records = try JSONLinesCheck.records(in: json.standardOutput)
        #expect(records.filter { $0["type"] as? String == "script" }.count == 6)
        #expect(records.contains { $0["type"] as? String == "scroll" && $0["view"] as? String == "C" })
    }

    @Test func thePlotStartsFromTheLayoutsOffsets() throws {
        let plot = ReplayPlotTests.temporaryPlot()
        defer { try? FileManager.default.removeItem(at: plot) }
        let arguments = Self.drag + ["--layout", "Examples/three-level-chain.json"]
        let result = try CLIRunner.run(arguments + ["--plot", plot.path])
        #expect(result.status == 0)
        #expect(result.standardOutput == (try CLIRunner.run(arguments)).standardOutput)
        let svg = try String(contentsOf: plot, encoding: .utf8)
        _ = try SVGCheck(svg)
        #expect(svg.contains("C y"))
    }
}

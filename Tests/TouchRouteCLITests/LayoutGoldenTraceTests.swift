import Foundation
import Testing

// Golden traces of the example layouts: `touchroute replay … --layout
// Examples/<file> --json` must print these bytes exactly.
//
// Scroll chaining (NestedScrollPriority, nestedScrollingChild) is being
// implemented while these were recorded; when routing changes on purpose,
// regenerate them from the package root, after `swift build`, with:
//
//   R=Tests/TouchRouteEvdevTests/Fixtures/recordings F=Tests/TouchRouteCLITests/Fixtures
//   .build/debug/touchroute replay $R/swipe.evemu --page 1 --layout Examples/remorseful-pager.yaml --json > $F/layout-remorseful-pager-swipe.jsonl
//   .build/debug/touchroute replay $R/vertical-drag.evemu --layout Examples/remorseful-pager.yaml --json > $F/layout-remorseful-pager-drag.jsonl
//   .build/debug/touchroute replay $R/vertical-drag.evemu --layout Examples/nested-slide.yaml --json > $F/layout-nested-slide-drag.jsonl
//   .build/debug/touchroute replay $R/swipe.evemu --page 1 --layout Examples/nested-slide.yaml --json > $F/layout-nested-slide-swipe.jsonl
//   .build/debug/touchroute replay $R/vertical-drag.evemu --layout Examples/three-level-chain.json --json > $F/layout-three-level-chain-drag.jsonl
//
// and read the diff before committing it.

@Suite struct LayoutGoldenTraceTests {
    struct Case: CustomStringConvertible, Sendable {
        let recording: String
        let layout: String
        let extra: [String]
        let golden: String

        var arguments: [String] {
            ["replay", "\(ReplayCommandTests.fixtures)/\(recording)", "--layout", "Examples/\(layout)", "--json"] + extra
        }
        var description: String { golden }
    }

    static let cases = [
        Case(recording: "swipe.evemu", layout: "remorseful-pager.yaml", extra: ["--page", "1"],
             golden: "layout-remorseful-pager-swipe.jsonl"),
        Case(recording: "vertical-drag.evemu", layout: "remorseful-pager.yaml", extra: [],
             golden: "layout-remorseful-pager-drag.jsonl"),
        Case(recording: "vertical-drag.evemu", layout: "nested-slide.yaml", extra: [],
             golden: "layout-nested-slide-drag.jsonl"),
        Case(recording: "swipe.evemu", layout: "nested-slide.yaml", extra: ["--page", "1"],
             golden: "layout-nested-slide-swipe.jsonl"),
        Case(recording: "vertical-drag.evemu", layout: "three-level-chain.json", extra: [],
             golden: "layout-three-level-chain-drag.jsonl"),
    ]

    @Test(arguments: cases)
    func theReplayMatchesTheGoldenFile(_ golden: Case) throws {
        let result = try CLIRunner.run(golden.arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput == (try CLIRunner.fixture(golden.golden)))
        _ = try JSONLinesCheck.records(in: result.standardOutput)
    }

    @Test(arguments: cases)
    func twoRunsPrintTheSameBytes(_ golden: Case) throws {
        let first = try CLIRunner.run(golden.arguments), second = try CLIRunner.run(golden.arguments)
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        #expect(!first.standardOutput.isEmpty)
    }

    @Test func theRemorsefulPagerExampleRoutesExactlyAsTheDefaultLayout() throws {
        let swipe = ReplayCommandTests.swipe
        let fromFile = try CLIRunner.run(swipe + ["--layout", "Examples/remorseful-pager.yaml"])
        #expect(fromFile.status == 0)
        #expect(fromFile.standardOutput == (try CLIRunner.fixture("replay-swipe.txt")))
    }
}

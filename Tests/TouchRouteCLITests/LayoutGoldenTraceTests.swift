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
//   .build/debug/touchroute replay $R/swipe.evemu --page 1 --screen 800x480 --layout Examples/remorseful-pager.yaml --json > $F/layout-remorseful-pager-swipe.jsonl
//   .build/debug/touchroute replay $R/vertical-drag.evemu --screen 800x480 --layout Examples/remorseful-pager.yaml --json > $F/layout-remorseful-pager-drag.jsonl
//   .build/debug/touchroute replay $R/vertical-drag.evemu --layout Examples/nested-slide.yaml --json > $F/layout-nested-slide-drag.jsonl
//   .build/debug/touchroute replay $R/swipe.evemu --page 1 --layout Examples/nested-slide.yaml --json > $F/layout-nested-slide-swipe.jsonl
//   .build/debug/touchroute replay $R/vertical-drag.evemu --layout Examples/three-level-chain.json --json > $F/layout-three-level-chain-drag.jsonl
//
// and read the diff before committing it. remorseful-pager.yaml takes the
// screen's size (its lengths are in vw and vh), so its cases give the 800x480
// screen its goldens were recorded on.

@Suite struct LayoutGoldenTraceTests {
    struct Case: CustomStringConvertible, Sendable {
        let recording: String
        let layout: String
        let extra: [String]
        let golden: String

        var arguments: [String] {
            ["replay", "\(ReplayCommandTests.fixtures)/\(recording)", "--layout", "Examples/\(layout)", "--json"]
                + extra
        }
        var description: String { golden }
    }

    static let cases = [
        Case(
            recording: "swipe.evemu", layout: "remorseful-pager.yaml", extra: ["--page", "1", "--screen", "800x480"],
            golden: "layout-remorseful-pager-swipe.jsonl"),
        Case(
            recording: "vertical-drag.evemu", layout: "remorseful-pager.yaml", extra: ["--screen", "800x480"],
            golden: "layout-remorseful-pager-drag.jsonl"),
        Case(
            recording: "vertical-drag.evemu", layout: "nested-slide.yaml", extra: [],
            golden: "layout-nested-slide-drag.jsonl"),
        Case(
            recording: "swipe.evemu", layout: "nested-slide.yaml", extra: ["--page", "1"],
            golden: "layout-nested-slide-swipe.jsonl"),
        Case(
            recording: "vertical-drag.evemu", layout: "three-level-chain.json", extra: [],
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
        let first = try CLIRunner.run(golden.arguments)
        let second = try CLIRunner.run(golden.arguments)
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

    /// The example file is the built-in default layout: on any screen, and on
    /// the device's own size (4096x4096 for these recordings) without
    /// `--screen`, replaying through it prints what no `--layout` prints.
    @Test(arguments: [["--screen", "1280x768"], ["--screen", "800x800"], ["--screen", "1001x333"], []])
    func theRemorsefulPagerExampleIsTheDefaultLayoutOnEveryScreen(_ screen: [String]) throws {
        let fixtures = ReplayCommandTests.fixtures
        for replay in [
            ["replay", "\(fixtures)/swipe.evemu", "--page", "1"], ["replay", "\(fixtures)/vertical-drag.evemu"],
        ] {
            for format in [[], ["--json"]] {
                let builtIn = try CLIRunner.run(replay + screen + format)
                let fromFile = try CLIRunner.run(
                    replay + screen + format + ["--layout", "Examples/remorseful-pager.yaml"])
                #expect(builtIn.status == 0 && fromFile.status == 0)
                #expect(fromFile.standardOutput == builtIn.standardOutput, "\(replay + screen + format)")
                #expect(builtIn.standardOutput.contains("list0") || builtIn.standardOutput.contains("list1"))
            }
        }
    }
}

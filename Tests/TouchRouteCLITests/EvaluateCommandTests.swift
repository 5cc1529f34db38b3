import Foundation
import Testing

@Suite struct EvaluateCommandTests {
    static let bands = [
        "horizontal 0–10°", "horizontal 10–20°", "horizontal 20–30°", "horizontal 30–40°", "horizontal 40–45°",
        "vertical 0–10°", "vertical 10–20°", "vertical 20–30°", "vertical 30–40°", "vertical 40–45°",
        "still tap", "sliding tap", "drift-back drag", "two-finger drag", "two-finger tap",
        "tap on glide < 20 pt/s", "finger on glide > 600 pt/s", "tap on spring < 0.8 pt", "finger on spring > 20 pt",
    ]
    static let strategies = ["essay", "decide-once", "viewpager", "gtk-pan", "default"]

    @Test func theTextIsATableOfBandsByStrategyAndTheOutcomes() throws {
        let result = try CLIRunner.run(["evaluate", "--per-band", "4"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0] == "4 gestures in each of 19 bands (seed 1), each played in a fresh copy of the default "
                + "layout (800x480); the percent that did what its user meant:")
        #expect(lines[2] == "band                        meant   essay  decide-once  viewpager  gtk-pan  default")
        for (line, band) in zip(lines[3...], Self.bands) {
            #expect(line.hasPrefix(band))
            let cells = line.split(separator: " ").suffix(5)
            #expect(cells.count == 5 && cells.allSatisfy { $0.hasSuffix("%") }, "\(line)")
        }
        #expect(lines[22].hasPrefix("all bands"))
        #expect(lines[24] == "outcomes                            essay  decide-once  viewpager  gtk-pan  default")
        #expect(
            lines[25...29].map { String($0.prefix(12)).trimmingCharacters(in: .whitespaces) }
                == ["page", "scroll", "tap", "catch", "none (dead)"])
        // Every strategy's gestures had one outcome each.
        let counts = lines[25...29].map { $0.split(separator: " ").suffix(5).map { Int($0)! } }
        for column in 0..<5 { #expect(counts.map { $0[column] }.reduce(0, +) == 19 * 4) }
    }

    @Test func aSecondTableScoresTheGestureBandsForTheRouterAndEachAnchor() throws {
        let result = try CLIRunner.run(["evaluate", "--per-band", "2"])
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[30].isEmpty)
        #expect(
            lines[31].hasPrefix("2 strokes in each of 10 gesture bands (seed 1), each played in a fresh photo pager"))
        #expect(lines[33].hasPrefix("band") && lines[33].hasSuffix("touchroute  uikit  android  flutter   gtk"))
        #expect(lines[34].hasPrefix("pinch on a photo") && lines[43].hasPrefix("list drag from the edge zone"))
        // UIKit publishes a long-press rule and nothing the pinch band needs.
        #expect(Array(lines[34].split(separator: " ").suffix(5))[1] == "–")
        #expect(lines[39].split(separator: " ").suffix(5).allSatisfy { $0.hasSuffix("%") })
        #expect(lines[44].hasPrefix("bands with a rule"))
    }

    @Test func theJSONIsOneDocumentWithEveryCell() throws {
        let result = try CLIRunner.run(["evaluate", "--per-band", "4", "--json", "--seed", "7"])
        #expect(result.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["seed"] as? Int == 7 && document["perBand"] as? Int == 4)
        #expect(document["layout"] as? String == "default")
        let strategies = try #require(document["strategies"] as? [[String: Any]])
        #expect(strategies.map { $0["name"] as? String } == Self.strategies)
        #expect(
            strategies.map { $0["arbitration"] as? String }
                == ["literal", "decide-once", "decide-once", "decide-once", "last-one-standing"])
        let bands = try #require(document["bands"] as? [[String: Any]])
        #expect(bands.map { $0["band"] as? String } == Self.bands)
        #expect(bands[0]["intent"] as? String == "page" && bands[0]["angles"] as? [Int] == [0, 10])
        #expect(bands[16]["intent"] as? String == "catch" && bands[16]["bound"] as? Int == 600)
        for band in bands {
            let cells = try #require(band["cells"] as? [[String: Any]])
            #expect(cells.map { $0["strategy"] as? String } == Self.strategies)
            for cell in cells {
                let correct = try #require(cell["correct"] as? Int)
                let total = try #require(cell["total"] as? Int)
                #expect(total == 4 && (0...4).contains(correct))
            }
        }
        let gestureBands = try #require(document["gestureBands"] as? [[String: Any]])
        #expect(gestureBands.count == 10 && gestureBands[5]["intent"] as? String == "menu")
        let longPress = try #require(gestureBands[5]["cells"] as? [[String: Any]])
        #expect(longPress.map { $0["column"] as? String } == ["touchroute", "uikit", "android", "flutter", "gtk"])
        let pinch = try #require(gestureBands[0]["cells"] as? [[String: Any]])
        #expect(pinch.map { $0["column"] as? String } == ["touchroute", "android", "flutter"])
        let outcomes = try #require(document["outcomes"] as? [[String: Any]])
        for outcome in outcomes {
            #expect(["page", "scroll", "tap", "catch", "none"].compactMap { outcome[$0] as? Int }.reduce(0, +) == 76)
        }
    }

    @Test func theSameSeedGivesTheSameTableAndTheDefaultLayoutWrittenOutScoresAlike() throws {
        let first = try CLIRunner.run(["evaluate", "--per-band", "3", "--seed", "5"]).standardOutput
        #expect(try CLIRunner.run(["evaluate", "--per-band", "3", "--seed", "5"]).standardOutput == first)
        let written = try CLIRunner.run(
            ["evaluate", "--per-band", "3", "--seed", "5", "--layout", "Examples/remorseful-pager.yaml"])
        #expect(written.standardOutput.split(separator: "\n").dropFirst() == first.split(separator: "\n").dropFirst())
    }

    @Test func aLayoutWithoutAPagerIsRefusedNamingTheFile() throws {
        let result = try CLIRunner.run(["evaluate", "--layout", "Examples/three-level-chain.json"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == "Error: Examples/three-level-chain.json has no pager (a view of type: pager), "
                + "so the strategies have nothing to configure and every column would score the same. Add a pager, or "
                + "leave out --layout to evaluate the default layout.\n")
    }

    @Test func aCountOfNoGesturesIsAUsageError() throws {
        let result = try CLIRunner.run(["evaluate", "--per-band", "0"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: --per-band takes 1 to 1000 gestures, not 0.\n"))
    }
}

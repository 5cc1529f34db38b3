import Foundation
import Testing

@Suite struct EvaluateCommandTests {
    static let bands = [
        "horizontal 0–10°", "horizontal 10–20°", "horizontal 20–30°", "horizontal 30–40°", "horizontal 40–45°",
        "vertical 0–10°", "vertical 10–20°", "vertical 20–30°", "vertical 30–40°", "vertical 40–45°",
        "still tap", "sliding tap", "drift-back drag", "two-finger drag", "two-finger tap",
        "tap on glide < 20 pt/s", "finger on glide > 600 pt/s", "tap on spring < 0.8 pt", "finger on spring > 20 pt",
        "horizontal, rolling start", "vertical, rolling start",
    ]
    static let strategies = ["essay", "decide-once", "viewpager", "gtk-pan", "default"]

    /// The cells after a row's label and meant outcome, as numbers ("–" as nil).
    private func cells(_ line: String, count: Int) -> [Int?] {
        line.split(separator: " ").suffix(count).map { Int($0) }
    }

    /// A seed that is not a whole number from 0 to 2^64 - 1 gets a sentence
    /// of ours, not the parser's "is invalid".
    @Test(arguments: ["-1", "x", "18446744073709551616"])
    func aBadSeedIsRefusedInASentence(seed: String) throws {
        let result = try CLIRunner.run(["evaluate", "--seed", seed, "--per-band", "1"])
        #expect(result.status == 64)
        #expect(
            result.standardError.contains(
                "--seed takes a whole number from 0 to 18446744073709551615, not '\(seed)'. The same seed makes the same gestures; 1 is the default."
            ), "\(result.standardError)")
        #expect(!result.standardError.contains("is invalid"))
    }

    @Test func theTextIsATableOfBandsByStrategyAndRateAndTheOutcomesAndTheChanges() throws {
        let result = try CLIRunner.run(["evaluate", "--per-band", "4"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0] == "4 gestures in each of 21 bands (seed 1), each played at 30, 60, 120 and 240 Hz in a fresh "
                + "copy of the default layout (800x480); the percent that did what its user meant, at each rate, and "
                + "the gestures whose outcome changes with the rate:")
        #expect(
            lines[2] == "                                              essay      decide-once        viewpager"
                + "          gtk-pan          default")
        #expect(
            lines[3] == "band                        meant    30  60 120 240   30  60 120 240   30  60 120 240"
                + "   30  60 120 240   30  60 120 240")
        for (line, band) in zip(lines[4...], Self.bands) {
            #expect(line.hasPrefix(band))
            #expect(cells(line, count: 20).allSatisfy { $0.map { (0...100).contains($0) } == true }, "\(line)")
        }
        #expect(lines[25].hasPrefix("all bands"))
        #expect(lines[27] == "outcomes" + String(repeating: " ", count: 28) + lines[3].dropFirst(36))
        #expect(
            lines[28...32].map { String($0.prefix(12)).trimmingCharacters(in: .whitespaces) }
                == ["page", "scroll", "tap", "catch", "none (dead)"])
        // Every strategy's gestures had one outcome each, at each rate.
        let counts = lines[28...32].map { cells($0, count: 20).map { $0! } }
        for column in 0..<20 { #expect(counts.map { $0[column] }.reduce(0, +) == 21 * 4) }
        // One count per strategy, under its name: the gestures whose outcome is not the same at every rate.
        #expect(lines[33].hasPrefix("changes with the rate"))
        #expect(lines[33].count == lines[2].count)
        #expect(cells(lines[33], count: 5).allSatisfy { $0.map { (0...84).contains($0) } == true })
    }

    @Test func theTableTakesAnyRatesInTheOrderGiven() throws {
        let result = try CLIRunner.run(["evaluate", "--per-band", "1", "--rates", "240, 59.94,1000"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].contains("each played at 240, 59.94 and 1000 Hz in a fresh copy"))
        #expect(
            lines[3] == "band                        meant     240 59.94  1000    240 59.94  1000    240 59.94  1000"
                + "    240 59.94  1000    240 59.94  1000")
    }

    @Test func aSecondTableScoresTheGestureBandsForTheRouterAndEachAnchorAtEachRate() throws {
        let result = try CLIRunner.run(["evaluate", "--per-band", "2"])
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[34].isEmpty)
        #expect(
            lines[35].hasPrefix(
                "2 strokes in each of 13 gesture bands (seed 1), each played at 30, 60, 120 and 240 Hz in a fresh "
                    + "photo pager"))
        #expect(lines[37].hasSuffix("touchroute            uikit          android          flutter              gtk"))
        #expect(lines[38].hasPrefix("band") && lines[38].hasSuffix("30  60 120 240   30  60 120 240"))
        #expect(lines[39].hasPrefix("pinch on a photo") && lines[51].hasPrefix("list drag from the edge zone"))
        // UIKit publishes a long-press rule and nothing the pinch band needs: one "–" for all its rates.
        #expect(Array(lines[39].split(separator: " ").suffix(14))[4] == "–")
        #expect(cells(lines[45], count: 20).allSatisfy { $0 != nil })
        #expect(lines[52].hasPrefix("bands with a rule"))
        #expect(lines[53].hasPrefix("changes with the rate") && cells(lines[53], count: 5).allSatisfy { $0 != nil })
    }

    @Test func theJSONIsOneDocumentWithEveryCellAtEveryRateAndTheChanges() throws {
        let result = try CLIRunner.run(["evaluate", "--per-band", "4", "--json", "--seed", "7", "--rates", "30,240"])
        #expect(result.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["seed"] as? Int == 7 && document["perBand"] as? Int == 4)
        #expect(document["layout"] as? String == "default")
        #expect(document["rates"] as? [Int] == [30, 240])
        let strategies = try #require(document["strategies"] as? [[String: Any]])
        #expect(strategies.map { $0["name"] as? String } == Self.strategies)
        #expect(
            strategies.map { $0["arbitration"] as? String }
                == ["literal", "decide-once", "decide-once", "decide-once", "last-one-standing"])
        #expect(
            strategies.map { $0["decisionSampling"] as? String } == ["samples", "path", "path", "path", "path"])
        let bands = try #require(document["bands"] as? [[String: Any]])
        #expect(bands.map { $0["band"] as? String } == Self.bands)
        #expect(bands[0]["intent"] as? String == "page" && bands[0]["angles"] as? [Int] == [0, 10])
        #expect(bands[16]["intent"] as? String == "catch" && bands[16]["bound"] as? Int == 600)
        for band in bands {
            let cells = try #require(band["cells"] as? [[String: Any]])
            #expect(cells.map { $0["strategy"] as? String } == Self.strategies.flatMap { [$0, $0] })
            #expect(cells.map { $0["rate"] as? Int } == Array(repeating: [30, 240], count: 5).flatMap { $0 })
            for cell in cells {
                let correct = try #require(cell["correct"] as? Int)
                let total = try #require(cell["total"] as? Int)
                #expect(total == 4 && (0...4).contains(correct))
            }
        }
        let outcomes = try #require(document["outcomes"] as? [[String: Any]])
        #expect(outcomes.count == 10)
        for outcome in outcomes {
            #expect(["page", "scroll", "tap", "catch", "none"].compactMap { outcome[$0] as? Int }.reduce(0, +) == 84)
        }
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.map { $0["strategy"] as? String } == Self.strategies)
        for change in changes {
            let gestures = try #require(change["gestures"] as? [[String: Any]])
            #expect(change["count"] as? Int == gestures.count)
            for gesture in gestures {
                // A 64-bit seed as a string; the outcomes at 30 and 240 Hz differ.
                #expect((gesture["seed"] as? String).flatMap { UInt64($0) } != nil)
                let observed = try #require(gesture["outcomes"] as? [String])
                #expect(observed.count == 2 && observed[0] != observed[1])
            }
        }
        let gestureBands = try #require(document["gestureBands"] as? [[String: Any]])
        #expect(gestureBands.count == 13 && gestureBands[6]["intent"] as? String == "menu")
        let longPress = try #require(gestureBands[6]["cells"] as? [[String: Any]])
        #expect(
            longPress.map { $0["column"] as? String }
                == ["touchroute", "uikit", "android", "flutter", "gtk"].flatMap { [$0, $0] })
        let pinch = try #require(gestureBands[0]["cells"] as? [[String: Any]])
        #expect(pinch.map { $0["column"] as? String } == ["touchroute", "android", "flutter"].flatMap { [$0, $0] })
        let gestureChanges = try #require(document["gestureChanges"] as? [[String: Any]])
        #expect(gestureChanges.map { $0["column"] as? String } == ["touchroute", "uikit", "android", "flutter", "gtk"])
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

    @Test(arguments: [
        ("0", "--rates takes report rates from 1 to 1000 Hz, separated by commas, such as 30,60,120,240, not 0."),
        (
            "60,1200",
            "--rates takes report rates from 1 to 1000 Hz, separated by commas, such as 30,60,120,240, not 1200."
        ),
        ("fast", "--rates takes report rates from 1 to 1000 Hz, separated by commas, such as 30,60,120,240, not fast."),
        (
            "30,,60",
            "--rates has an empty entry in 30,,60; give report rates from 1 to 1000 Hz, separated by commas, "
                + "such as 30,60,120,240."
        ),
        ("60,30,60", "--rates lists 60 Hz twice; give each rate once."),
    ])
    func aBadRateIsAUsageErrorNamingIt(rates: String, message: String) throws {
        let result = try CLIRunner.run(["evaluate", "--rates", rates])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("Error: \(message)\n"))
    }

    @Test func aCountOfNoGesturesIsAUsageError() throws {
        let result = try CLIRunner.run(["evaluate", "--per-band", "0"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: --per-band takes 1 to 1000 gestures, not 0.\n"))
    }
}

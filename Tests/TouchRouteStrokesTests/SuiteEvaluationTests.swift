import Testing
import TouchRoute
import TouchRouteStrokes

/// The standard suite at the issue's five rates; see `standardEvaluation`.
private let evaluation = standardEvaluation

@Suite struct SuiteEvaluationTests {
    @Test func everyGestureIsJudgedOnceForEachStrategyAtEachRate() {
        #expect(evaluation.rates == ratesUnderTest && evaluation.tables.count == 5)
        for (rate, table) in zip(evaluation.rates, evaluation.tables) {
            #expect(table.strategies == ["essay", "decide-once", "viewpager", "gtk-pan", "default"])
            for strategy in table.strategies {
                #expect(table.overall(strategy: strategy).total == 21 * 24)
                #expect(StrokeOutcome.allCases.map { table.count(of: $0, strategy: strategy) }.reduce(0, +) == 21 * 24)
                for band in table.bands { #expect(table.score(for: band, strategy: strategy).total == 24) }
            }
            #expect(
                evaluation.judgments.allSatisfy {
                    $0.allSatisfy { $0[ratesUnderTest.firstIndex(of: rate)!].rate == rate }
                })
        }
    }

    @Test func plainGesturesComeOutAsMeantUnderEveryStrategyAtEveryRate() {
        for (rate, table) in zip(evaluation.rates, evaluation.tables) {
            expectPlainGesturesAsMeant(table, at: rate)
        }
    }

    private func expectPlainGesturesAsMeant(_ table: ScoreTable, at rate: ReportRate) {
        for strategy in table.strategies {
            for band in table.bands
            where ["vertical 0–10°", "still tap", "two-finger drag", "two-finger tap"]
                .contains(band.description)
            {
                #expect(table.score(for: band, strategy: strategy).percentage == 100, "\(band) \(strategy) at \(rate)")
            }
        }
    }

    @Test func decidingOnceKeepsDriftBackDragsThatTheEssayLosesAtEveryRate() {
        for table in evaluation.tables {
            let band = table.bands.first { $0.kind == .driftBack }!
            #expect(table.score(for: band, strategy: "decide-once").percentage == 100)
            #expect(table.score(for: band, strategy: "essay").percentage! < 50)
        }
    }

    @Test func movingContentIsCaughtAtTheMomentItsBandNames() {
        let judgments = evaluation.judgments[0].flatMap { $0 }
        for judgment in judgments {
            guard let motion = judgment.motion else { continue }
            #expect(motion.isMoving && motion.scrollView == "list1")
            let bound = judgment.stroke.band.bound!
            switch judgment.stroke.band.kind {
            case .tapOnGlide: #expect(motion.speed < bound)
            case .fingerOnGlide: #expect(motion.speed > bound)
            case .tapOnSpring: #expect(motion.distanceFromRest <= bound)
            case .fingerOnSpring: #expect(motion.distanceFromRest > bound)
            default: Issue.record("\(judgment.stroke.band) has a motion")
            }
        }
        #expect(judgments.filter { $0.motion != nil }.count == 4 * 24 * 5)
    }

    @Test func tapsAreAimedIntoRows() {
        for judgment in evaluation.judgments[1].flatMap({ $0 })
        where judgment.stroke.band.isTap && judgment.stroke.setup == nil {
            let down = judgment.played.fingers[0].samples[0].location
            let intoRow = down.y.truncatingRemainder(dividingBy: 64)
            #expect(intoRow >= 8 && intoRow <= 56)
        }
    }

    /// The `essay` column's numbers at 30, 60, 90, 120 and 240 Hz, stroke for
    /// stroke (24 per band, seed 1), as `touchroute evaluate --rates
    /// 30,60,90,120,240` prints them: the literal anchor, judged at the
    /// reports, keeps its scores and its dependence on the rate. A change in
    /// any fails here.
    @Test func theEssayScoresExactlyTheTablesNumbersAtEveryRate() {
        let expected: KeyValuePairs<String, [Int]> = [
            "horizontal 0–10°": [19, 22, 23, 23, 24],
            "horizontal 10–20°": [7, 10, 14, 12, 17],
            "horizontal 20–30°": [0, 0, 1, 0, 1],
            "horizontal 30–40°": [0, 0, 0, 0, 0],
            "horizontal 40–45°": [0, 0, 0, 0, 0],
            "vertical 0–10°": [24, 24, 24, 24, 24],
            "vertical 10–20°": [24, 24, 24, 24, 24],
            "vertical 20–30°": [24, 24, 24, 24, 24],
            "vertical 30–40°": [24, 24, 23, 24, 23],
            "vertical 40–45°": [23, 22, 21, 20, 20],
            "still tap": [24, 24, 24, 24, 24],
            "sliding tap": [24, 24, 24, 24, 24],
            "drift-back drag": [3, 2, 2, 2, 2],
            "two-finger drag": [24, 24, 24, 24, 24],
            "two-finger tap": [24, 24, 24, 24, 24],
            "tap on glide < 20 pt/s": [24, 24, 24, 24, 24],
            "finger on glide > 600 pt/s": [24, 24, 24, 24, 24],
            "tap on spring < 0.8 pt": [24, 24, 24, 24, 24],
            "finger on spring > 20 pt": [24, 24, 24, 24, 24],
            "horizontal, rolling start": [14, 14, 14, 14, 14],
            "vertical, rolling start": [23, 23, 23, 23, 22],
        ]
        #expect(evaluation.tables[0].bands.map(\.description) == expected.map(\.key))
        for (band, counts) in zip(evaluation.tables[0].bands, expected.map(\.value)) {
            let essay = evaluation.tables.map { $0.score(for: band, strategy: "essay").correct }
            #expect(essay == counts, "\(band) essay at \(ratesUnderTest)")
        }
    }

    /// Issue 12's bar: 100% up to 30° off either axis, on drift-back drags,
    /// on taps with up to 8 pt of slide and on taps on a glide that has all
    /// but stopped; on 30–40° at least the best of ViewPager and GTK; no dead
    /// strokes; and never a tap cancelled or a claimed drag stolen.
    @Test func theDefaultMeetsTheBarAtEveryRate() {
        for (rate, table) in zip(evaluation.rates, evaluation.tables) {
            expectDefaultMeetsTheBar(table, at: rate)
        }
    }

    private func expectDefaultMeetsTheBar(_ table: ScoreTable, at rate: ReportRate) {
        let perfect = [
            "horizontal 0–10°", "horizontal 10–20°", "horizontal 20–30°", "vertical 0–10°",
            "vertical 10–20°", "vertical 20–30°", "drift-back drag", "still tap", "sliding tap",
            "two-finger tap", "tap on glide < 20 pt/s", "tap on spring < 0.8 pt",
        ]
        for band in table.bands where perfect.contains(band.description) {
            #expect(table.score(for: band, strategy: "default").percentage == 100, "\(band) at \(rate)")
        }
        for band in table.bands where band.description.hasSuffix("30–40°") {
            let best = max(
                table.score(for: band, strategy: "viewpager").correct,
                table.score(for: band, strategy: "gtk-pan").correct)
            #expect(table.score(for: band, strategy: "default").correct >= best, "\(band) at \(rate)")
        }
        #expect(table.count(of: .none, strategy: "default") == 0, "at \(rate)")
    }
}

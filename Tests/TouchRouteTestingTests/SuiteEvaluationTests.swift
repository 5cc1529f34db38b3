import Testing
import TouchRoute
import TouchRouteTesting

/// The standard suite under the standard strategies, once for all the tests
/// here: about 4 s in a debug build on two cores.
private let evaluation = SuiteEvaluation(GestureSuite(seed: 1, perBand: 24))

@Suite struct SuiteEvaluationTests {
    @Test func everyGestureIsJudgedOnceForEachStrategy() {
        let table = evaluation.table
        #expect(table.strategies == ["essay", "decide-once", "viewpager", "gtk-pan", "default"])
        for strategy in table.strategies {
            #expect(table.overall(strategy: strategy).total == 19 * 24)
            #expect(GestureOutcome.allCases.map { table.count(of: $0, strategy: strategy) }.reduce(0, +) == 19 * 24)
            for band in table.bands { #expect(table.score(for: band, strategy: strategy).total == 24) }
        }
    }

    @Test func plainGesturesComeOutAsMeantUnderEveryStrategy() {
        let table = evaluation.table
        for strategy in table.strategies {
            for band in table.bands where ["vertical 0–10°", "still tap", "two-finger drag", "two-finger tap"]
                .contains(band.description) {
                #expect(table.score(for: band, strategy: strategy).percentage == 100, "\(band) \(strategy)")
            }
        }
    }

    @Test func decidingOnceKeepsDriftBackDragsThatTheEssayLoses() {
        let band = evaluation.table.bands.first { $0.kind == .driftBack }!
        #expect(evaluation.table.score(for: band, strategy: "decide-once").percentage == 100)
        #expect(evaluation.table.score(for: band, strategy: "essay").percentage! < 50)
    }

    @Test func movingContentIsCaughtAtTheMomentItsBandNames() {
        for judgment in evaluation.judgments[0] {
            guard let motion = judgment.motion else { continue }
            #expect(motion.isMoving && motion.scrollView == "list1")
            let bound = judgment.gesture.band.bound!
            switch judgment.gesture.band.kind {
            case .tapOnGlide: #expect(motion.speed < bound)
            case .fingerOnGlide: #expect(motion.speed > bound)
            case .tapOnSpring: #expect(motion.distanceFromRest <= bound)
            case .fingerOnSpring: #expect(motion.distanceFromRest > bound)
            default: Issue.record("\(judgment.gesture.band) has a motion")
            }
        }
        #expect(evaluation.judgments[0].filter { $0.motion != nil }.count == 4 * 24)
    }

    @Test func tapsAreAimedIntoRows() {
        for judgment in evaluation.judgments[1] where judgment.gesture.band.isTap && judgment.gesture.setup == nil {
            let down = judgment.played.fingers[0].samples[0].location
            let intoRow = down.y.truncatingRemainder(dividingBy: 64)
            #expect(intoRow >= 8 && intoRow <= 56)
        }
    }
}

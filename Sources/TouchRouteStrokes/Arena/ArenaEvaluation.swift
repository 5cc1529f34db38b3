import TouchRoute

/// An arena suite judged by the router and by each anchor's rules: every
/// stroke played once in a fresh layout, every anchor's model run on the
/// same fingers, and the percent right per band and column.
///
/// Cost: one layout build and one stroke played per stroke; the anchors'
/// models are a pass over the stroke's samples each.
public struct ArenaEvaluation: Sendable {
    /// The router's column.
    public static let router = "touchroute"

    public let suite: ArenaSuite
    public let anchors: [AnchorRules]
    /// The router's judgment of every stroke, in the suite's order.
    public let judgments: [ArenaJudgment]
    /// `router`, then the anchors' names.
    public var columns: [String] { [Self.router] + anchors.map(\.name) }
    /// `[band][column]`; nil where the column has no rule for the band.
    private let scores: [[ScoreTable.Score?]]

    public init(_ suite: ArenaSuite, anchors: [AnchorRules] = AnchorRules.published) {
        var scores: [[ScoreTable.Score?]] = suite.bands.map { band in
            [ScoreTable.Score()] + anchors.map { $0.hasRule(for: band) ? ScoreTable.Score() : nil }
        }
        var judgments: [ArenaJudgment] = []
        judgments.reserveCapacity(suite.strokes.count)
        for stroke in suite.strokes {
            let row = suite.bands.firstIndex(of: stroke.band)!
            let judgment = ArenaJudge.judge(stroke, screen: suite.screen)
            judgments.append(judgment)
            let outcomes = [judgment.observed] + anchors.map { $0.outcome(of: stroke) }
            for (column, outcome) in outcomes.enumerated() {
                guard let outcome, scores[row][column] != nil else { continue }
                scores[row][column]!.total += 1
                if outcome == stroke.intent { scores[row][column]!.correct += 1 }
            }
        }
        self.suite = suite
        self.anchors = anchors
        self.judgments = judgments
        self.scores = scores
    }

    /// The cell for `band` and the column named `column`; nil where that
    /// column has no rule for the band.
    public func score(for band: ArenaBand, column: String) -> ScoreTable.Score? {
        guard let row = suite.bands.firstIndex(of: band), let index = columns.firstIndex(of: column) else {
            return nil
        }
        return scores[row][index]
    }

    /// The column's bands with a rule, together.
    public func overall(column: String) -> ScoreTable.Score {
        suite.bands.compactMap { score(for: $0, column: column) }.reduce(ScoreTable.Score()) {
            ScoreTable.Score(correct: $0.correct + $1.correct, total: $0.total + $1.total)
        }
    }
}

import TouchRoute

/// An arena suite judged by the router and by each anchor's rules at several
/// report rates: every stroke played in a fresh layout at each rate, every
/// anchor's model run on the same reports, the percent right per rate, band
/// and column, and the strokes whose outcome changes with the rate.
///
/// Cost: one layout build and one stroke played per stroke and rate; the
/// anchors' models are a pass over the stroke's reports each.
public struct ArenaEvaluation: Sendable {
    /// The router's column.
    public static let router = "touchroute"

    /// The strokes judged, with their bands in table order.
    public let suite: ArenaSuite
    /// The anchors whose rules are scored beside the router, one column each, in table order.
    public let anchors: [AnchorRules]
    /// The report rates every stroke is played at, in table order.
    public let rates: [ReportRate]
    /// `[stroke][rate]`: the router's judgment of every stroke, in the
    /// suite's order, at each rate in `rates`' order.
    public let judgments: [[ArenaJudgment]]
    /// `router`, then the anchors' names.
    public var columns: [String] { [Self.router] + anchors.map(\.name) }
    /// `[rate][band][column]`; nil where the column has no rule for the band.
    private let scores: [[[ScoreTable.Score?]]]
    /// `[column][stroke]`: the outcomes at each rate; nil where the column
    /// has no rule for the stroke's band.
    private let outcomes: [[[ArenaOutcome]?]]

    /// Plays and scores every stroke of `suite` at each of `rates` (distinct, not empty; by default
    /// `ReportRate.evaluated`), and runs each of `anchors` (by default the published ones) on the
    /// same reports.
    /// - Complexity: one layout build and one played stroke per stroke and rate.
    public init(
        _ suite: ArenaSuite, rates: [ReportRate] = ReportRate.evaluated, anchors: [AnchorRules] = AnchorRules.published
    ) {
        precondition(!rates.isEmpty && Set(rates).count == rates.count, "an evaluation needs distinct rates")
        let empty: [[ScoreTable.Score?]] = suite.bands.map { band in
            [ScoreTable.Score()] + anchors.map { $0.hasRule(for: band) ? ScoreTable.Score() : nil }
        }
        var scores = rates.map { _ in empty }
        var outcomes = Array(repeating: [[ArenaOutcome]?](), count: 1 + anchors.count)
        var judgments: [[ArenaJudgment]] = []
        judgments.reserveCapacity(suite.strokes.count)
        for stroke in suite.strokes {
            let row = suite.bands.firstIndex(of: stroke.band)!
            let atRates = rates.map { ArenaJudge.judge(stroke, at: $0, screen: suite.screen) }
            judgments.append(atRates)
            var columnOutcomes: [[ArenaOutcome]?] = [atRates.map(\.observed)]
            for anchor in anchors {
                columnOutcomes.append(
                    anchor.hasRule(for: stroke.band) ? rates.map { anchor.outcome(of: stroke, at: $0)! } : nil)
            }
            for (column, atRate) in columnOutcomes.enumerated() {
                outcomes[column].append(atRate)
                guard let atRate else { continue }
                for (index, outcome) in atRate.enumerated() {
                    scores[index][row][column]!.total += 1
                    if outcome == stroke.intent { scores[index][row][column]!.correct += 1 }
                }
            }
        }
        self.suite = suite
        self.anchors = anchors
        self.rates = rates
        self.judgments = judgments
        self.scores = scores
        self.outcomes = outcomes
    }

    /// The cell for `band` and the column named `column` at `rate`, one of
    /// `rates`; nil where that column has no rule for the band.
    public func score(for band: ArenaBand, column: String, at rate: ReportRate) -> ScoreTable.Score? {
        guard let row = suite.bands.firstIndex(of: band), let index = columns.firstIndex(of: column),
            let rateIndex = rates.firstIndex(of: rate)
        else { return nil }
        return scores[rateIndex][row][index]
    }

    /// The column's bands with a rule, together, at `rate`.
    public func overall(column: String, at rate: ReportRate) -> ScoreTable.Score {
        suite.bands.compactMap { score(for: $0, column: column, at: rate) }.reduce(ScoreTable.Score()) {
            ScoreTable.Score(correct: $0.correct + $1.correct, total: $0.total + $1.total)
        }
    }

    /// The strokes whose outcome in the column named `column` is not the same
    /// at every rate, in the suite's order; empty for an unknown column.
    public func rateDependentStrokes(column: String) -> [RateDependence<ArenaBand, ArenaOutcome>] {
        guard let index = columns.firstIndex(of: column) else { return [] }
        return zip(suite.strokes, outcomes[index]).compactMap { stroke, atRates in
            atRates.flatMap { RateDependence(band: stroke.band, seed: stroke.seed, rates: rates, outcomes: $0) }
        }
    }
}

/// A suite judged under several strategies at several report rates: every
/// stroke played in a fresh layout per strategy and rate, a table of scores
/// per rate, and the strokes whose outcome changes with the rate.
///
/// ```
///  strategy × stroke × rate ─▶ fresh layout ─▶ StrokeJudge ─▶ tables[rate]
///                                                        └─▶ rateDependentStrokes(strategy:)
/// ```
///
/// Cost: one layout build and one stroke played per stroke, strategy and
/// rate, plus the display frames of the moving-content set-ups; a stroke's
/// frames grow with the rate.
public struct SuiteEvaluation: Sendable {
    /// The strategies judged, in the score tables' column order; every stroke is played under each.
    public let strategies: [EvaluatedStrategy]
    /// The report rates every stroke is played at, in table order.
    public let rates: [ReportRate]
    /// `[strategy][stroke][rate]`: strokes in the suite's order, rates in `rates`'.
    public let judgments: [[[StrokeJudgment]]]
    /// `[rate]`: the score table at each rate, in `rates`' order.
    public let tables: [ScoreTable]

    /// Judge every stroke of `suite` under each of `strategies` at each of
    /// `rates` (distinct, at least one), each in a fresh layout from
    /// `makeLayout` (by default the standard layout on the suite's screen)
    /// with the strategy applied to it.
    public init(
        _ suite: StrokeSuite, rates: [ReportRate] = ReportRate.evaluated,
        strategies: [EvaluatedStrategy] = EvaluatedStrategy.standard, layout makeLayout: (() -> LayoutUnderTest)? = nil
    ) {
        precondition(!rates.isEmpty && Set(rates).count == rates.count, "an evaluation needs distinct rates")
        let makeLayout = makeLayout ?? { LayoutUnderTest.standard(screen: suite.screen) }
        var tables = rates.map { _ in ScoreTable(bands: suite.bands, strategies: strategies.map(\.name)) }
        var judgments: [[[StrokeJudgment]]] = []
        for strategy in strategies {
            var column: [[StrokeJudgment]] = []
            column.reserveCapacity(suite.strokes.count)
            for stroke in suite.strokes {
                let atRates = rates.enumerated().map { index, rate in
                    let layout = makeLayout()
                    strategy.apply(to: layout.window)
                    let judgment = withExtendedLifetime(layout) {
                        StrokeJudge.judge(stroke, at: rate, in: layout.window)
                    }
                    tables[index].add(judgment, strategy: strategy.name)
                    return judgment
                }
                column.append(atRates)
            }
            judgments.append(column)
        }
        self.strategies = strategies
        self.rates = rates
        self.judgments = judgments
        self.tables = tables
    }

    /// The score table at `rate`, one of `rates`.
    public func table(at rate: ReportRate) -> ScoreTable {
        tables[rates.firstIndex(of: rate)!]
    }

    /// The strokes whose observed outcome under the strategy named
    /// `strategy` is not the same at every rate, in the suite's order; empty
    /// for a strategy not evaluated.
    public func rateDependentStrokes(strategy: String) -> [RateDependence<StrokeBand, StrokeOutcome>] {
        guard let column = strategies.firstIndex(where: { $0.name == strategy }) else { return [] }
        return judgments[column].compactMap { atRates in
            RateDependence(
                band: atRates[0].stroke.band, seed: atRates[0].stroke.seed, rates: rates,
                outcomes: atRates.map(\.observed.outcome))
        }
    }
}

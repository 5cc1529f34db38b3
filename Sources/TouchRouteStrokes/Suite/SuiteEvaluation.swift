/// A suite judged under several strategies: every stroke in a fresh layout
/// per strategy, and the table of scores.
///
/// Cost: one layout build and one stroke played per stroke and strategy,
/// plus the display frames of the moving-content set-ups.
public struct SuiteEvaluation: Sendable {
    public let strategies: [EvaluatedStrategy]
    /// `[strategy]`, each in the suite's order.
    public let judgments: [[StrokeJudgment]]
    public let table: ScoreTable

    /// Judge every stroke of `suite` under each of `strategies`, each in a
    /// fresh layout from `makeLayout` (by default the standard layout on the
    /// suite's screen) with the strategy applied to its pagers.
    public init(
        _ suite: StrokeSuite, strategies: [EvaluatedStrategy] = EvaluatedStrategy.standard,
        layout makeLayout: (() -> LayoutUnderTest)? = nil
    ) {
        let makeLayout = makeLayout ?? { LayoutUnderTest.standard(screen: suite.screen) }
        var table = ScoreTable(bands: suite.bands, strategies: strategies.map(\.name))
        var judgments: [[StrokeJudgment]] = []
        for strategy in strategies {
            var column: [StrokeJudgment] = []
            column.reserveCapacity(suite.strokes.count)
            for stroke in suite.strokes {
                let layout = makeLayout()
                strategy.apply(to: layout.window)
                let judgment = withExtendedLifetime(layout) { StrokeJudge.judge(stroke, in: layout.window) }
                table.add(judgment, strategy: strategy.name)
                column.append(judgment)
            }
            judgments.append(column)
        }
        self.strategies = strategies
        self.judgments = judgments
        self.table = table
    }
}

/// A suite judged under several strategies: every gesture in a fresh layout
/// per strategy, and the table of scores.
///
/// Cost: one layout build and one gesture played per gesture and strategy,
/// plus the display frames of the moving-content set-ups.
public struct SuiteEvaluation: Sendable {
    public let strategies: [EvaluatedStrategy]
    /// `[strategy]`, each in the suite's order.
    public let judgments: [[GestureJudgment]]
    public let table: ScoreTable

    /// Judge every gesture of `suite` under each of `strategies`, each in a
    /// fresh layout from `makeLayout` (by default the standard layout on the
    /// suite's screen) with the strategy applied to its pagers.
    public init(
        _ suite: GestureSuite, strategies: [EvaluatedStrategy] = EvaluatedStrategy.standard,
        layout makeLayout: (() -> LayoutUnderTest)? = nil
    ) {
        let makeLayout = makeLayout ?? { LayoutUnderTest.standard(screen: suite.screen) }
        var table = ScoreTable(bands: suite.bands, strategies: strategies.map(\.name))
        var judgments: [[GestureJudgment]] = []
        for strategy in strategies {
            var column: [GestureJudgment] = []
            column.reserveCapacity(suite.gestures.count)
            for gesture in suite.gestures {
                let layout = makeLayout()
                strategy.apply(to: layout.window)
                let judgment = withExtendedLifetime(layout) { GestureJudge.judge(gesture, in: layout.window) }
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

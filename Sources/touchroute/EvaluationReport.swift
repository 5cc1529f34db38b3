import TouchRoute
import TouchRouteStrokes

/// `touchroute evaluate`'s text: a heading, the score table (bands down;
/// strategies across, each with a cell per report rate: the percent
/// correct), the outcomes each strategy's gestures had at each rate, dead
/// ones (`none`) among them, and how many gestures changed outcome with the
/// rate.
///
/// ```
///                                                essay  …
/// band                        meant   30  60 120 240  …
/// horizontal 0–10°            page   100 100 100 100  …
/// ```
struct EvaluationReport {
    let suite: StrokeSuite
    let evaluation: SuiteEvaluation
    /// "the default layout", or the layout file's path.
    let layout: String

    static let changesLabel = "changes with the rate"

    var lines: [String] {
        let screen = "\(suite.screen.width.compactDescription)x\(suite.screen.height.compactDescription)"
        let strategies = evaluation.strategies.map(\.name)
        let rates = evaluation.rates
        let tables = evaluation.tables
        var lines = [
            "\(suite.perBand) gestures in each of \(suite.bands.count) bands (seed \(suite.seed)), each played at "
                + "\(ScoreTableText.list(rates)) in a fresh copy of \(layout) (\(screen)); the percent that did what "
                + "its user meant, at each rate, and the gestures whose outcome changes with the rate:",
            "",
        ]
        let scores = suite.bands.map { band in
            strategies.map { strategy in tables.map { ScoreTableText.percent($0.score(for: band, strategy: strategy)) }
            }
        }
        let overall = strategies.map { strategy in tables.map { ScoreTableText.percent($0.overall(strategy: strategy)) }
        }
        let outcomes = StrokeOutcome.allCases.map { outcome in
            strategies.map { strategy in tables.map { "\($0.count(of: outcome, strategy: strategy))" } }
        }
        let changes = strategies.map { ["\(evaluation.rateDependentStrokes(strategy: $0).count)"] }
        let text = ScoreTableText(
            columns: strategies, rates: rates,
            labels: suite.bands.map(\.description) + ["all bands", "none (dead)", Self.changesLabel],
            meants: ["meant"] + suite.bands.map(\.intent.rawValue),
            cells: (scores + outcomes).flatMap { $0.flatMap { $0 } })
        lines += text.header(label: "band", meant: "meant")
        for (band, cells) in zip(suite.bands, scores) {
            lines.append(text.row(band.description, band.intent.rawValue, groups: cells))
        }
        lines.append(text.row("all bands", "", groups: overall))
        lines.append("")
        lines.append(text.row("outcomes", "", groups: strategies.map { _ in text.rateLabels }))
        for (outcome, cells) in zip(StrokeOutcome.allCases, outcomes) {
            lines.append(text.row(outcome == .none ? "none (dead)" : outcome.rawValue, "", groups: cells))
        }
        lines.append(text.row(Self.changesLabel, "", groups: changes))
        return lines
    }
}

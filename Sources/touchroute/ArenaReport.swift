import TouchRoute
import TouchRouteStrokes

/// `touchroute evaluate`'s second table: the recognizer bands, each scored
/// at each report rate for the router (on a photo pager or edge-pan list
/// built in code) and for each anchor's published rule on the same reports;
/// "–" where the anchor publishes no rule for the band. Then how many
/// strokes changed outcome with the rate, per column.
///
/// ```
///                                                 touchroute  …
/// band                              meant   30  60 120 240  …
/// long press                        menu   100 100 100 100  …
/// ```
struct ArenaReport {
    let evaluation: ArenaEvaluation

    var lines: [String] {
        let suite = evaluation.suite
        let rates = evaluation.rates
        let columns = evaluation.columns
        let screen = "\(suite.screen.width.compactDescription)x\(suite.screen.height.compactDescription)"
        var lines = [
            "",
            "\(suite.perBand) strokes in each of \(suite.bands.count) gesture bands (seed \(suite.seed)), each played "
                + "at \(ScoreTableText.list(rates)) in a fresh photo pager or edge-pan list built in code "
                + "(\(screen)) and given to each anchor's published rule on the same reports; the percent that did "
                + "what its user meant, at each rate (– where the anchor publishes no rule):",
            "",
        ]
        let scores = suite.bands.map { band in
            columns.map { column in
                let cells = rates.map { evaluation.score(for: band, column: column, at: $0) }
                return cells.contains { $0 == nil } ? ["–"] : cells.map(ScoreTableText.percent)
            }
        }
        let overall = columns.map { column in
            rates.map { ScoreTableText.percent(evaluation.overall(column: column, at: $0)) }
        }
        let changes = columns.map { ["\(evaluation.rateDependentStrokes(column: $0).count)"] }
        let text = ScoreTableText(
            columns: columns, rates: rates,
            labels: suite.bands.map(\.description) + ["bands with a rule", EvaluationReport.changesLabel],
            meants: ["meant"] + suite.bands.map(\.intent.rawValue), cells: scores.flatMap { $0.flatMap { $0 } })
        lines += text.header(label: "band", meant: "meant")
        for (band, cells) in zip(suite.bands, scores) {
            lines.append(text.row(band.description, band.intent.rawValue, groups: cells))
        }
        lines.append(text.row("bands with a rule", "", groups: overall))
        lines.append(text.row(EvaluationReport.changesLabel, "", groups: changes))
        return lines
    }
}

import TouchRoute
import TouchRouteStrokes

/// `touchroute evaluate`'s text: a heading, the score table (bands down,
/// strategies across, percent correct) and the outcomes each strategy's
/// gestures had, dead ones (`none`) among them.
///
/// ```
/// band                    meant   essay  decide-once  viewpager  gtk-pan  default
/// horizontal 0–10°        page      92%          92%       100%     100%      92%
/// ```
struct EvaluationReport {
    let suite: StrokeSuite
    let table: ScoreTable
    /// "the default layout", or the layout file's path.
    let layout: String

    var lines: [String] {
        let screen = "\(suite.screen.width.compactDescription)x\(suite.screen.height.compactDescription)"
        var lines = [
            "\(suite.perBand) gestures in each of \(suite.bands.count) bands (seed \(suite.seed)), each played in a "
                + "fresh copy of \(layout) (\(screen)); the percent that did what its user meant:",
            "",
        ]
        let labels = suite.bands.map(\.description) + ["all bands"]
        let width = max(labels.map(\.count).max() ?? 0, "none (dead)".count) + 2
        let meant = ["meant"] + suite.bands.map(\.intent.rawValue) + [""]
        let meantWidth = (meant.map(\.count).max() ?? 0) + 2
        lines.append(row("band", meant[0], cells: table.strategies, width: width, meantWidth: meantWidth))
        for (index, band) in suite.bands.enumerated() {
            let cells = table.strategies.map { ScoreTableText.percent(table.score(for: band, strategy: $0)) }
            lines.append(row(band.description, meant[index + 1], cells: cells, width: width, meantWidth: meantWidth))
        }
        let overall = table.strategies.map { ScoreTableText.percent(table.overall(strategy: $0)) }
        lines.append(row("all bands", "", cells: overall, width: width, meantWidth: meantWidth))
        lines.append("")
        lines.append(row("outcomes", "", cells: table.strategies, width: width, meantWidth: meantWidth))
        for outcome in StrokeOutcome.allCases {
            let label = outcome == .none ? "none (dead)" : outcome.rawValue
            let counts = table.strategies.map { "\(table.count(of: outcome, strategy: $0))" }
            lines.append(row(label, "", cells: counts, width: width, meantWidth: meantWidth))
        }
        return lines
    }

    private func row(_ label: String, _ meant: String, cells: [String], width: Int, meantWidth: Int) -> String {
        ScoreTableText.row(label, meant, cells: cells, columns: table.strategies, width: width, meantWidth: meantWidth)
    }
}

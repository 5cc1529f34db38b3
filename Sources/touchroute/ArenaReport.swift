import TouchRoute
import TouchRouteStrokes

/// `touchroute evaluate`'s second table: the recognizer bands, each scored
/// for the router (on a photo pager or edge-pan list built in code) and for
/// each anchor's published rule on the same fingers; "–" where the anchor
/// publishes no rule for the band.
///
/// ```
/// band                          meant  touchroute  uikit  android  flutter  gtk
/// long press                    menu         100%   100%     100%     100%  100%
/// ```
struct ArenaReport {
    let evaluation: ArenaEvaluation

    var lines: [String] {
        let suite = evaluation.suite
        let screen = "\(suite.screen.width.compactDescription)x\(suite.screen.height.compactDescription)"
        var lines = [
            "",
            "\(suite.perBand) strokes in each of \(suite.bands.count) gesture bands (seed \(suite.seed)), each played "
                + "in a fresh photo pager or edge-pan list built in code (\(screen)) and given to each anchor's "
                + "published rule; the percent that did what its user meant (– where the anchor publishes no rule):",
            "",
        ]
        let labels = suite.bands.map(\.description) + ["bands with a rule"]
        let width = (labels.map(\.count).max() ?? 0) + 2
        let meantWidth = (["meant"] + suite.bands.map(\.intent.rawValue)).map(\.count).max()! + 2
        let columns = evaluation.columns
        lines.append(row("band", "meant", cells: columns, width: width, meantWidth: meantWidth))
        for band in suite.bands {
            let cells = columns.map { ScoreTableText.percent(evaluation.score(for: band, column: $0)) }
            lines.append(
                row(band.description, band.intent.rawValue, cells: cells, width: width, meantWidth: meantWidth))
        }
        let overall = columns.map { ScoreTableText.percent(evaluation.overall(column: $0)) }
        lines.append(row("bands with a rule", "", cells: overall, width: width, meantWidth: meantWidth))
        return lines
    }

    private func row(_ label: String, _ meant: String, cells: [String], width: Int, meantWidth: Int) -> String {
        ScoreTableText.row(
            label, meant, cells: cells, columns: evaluation.columns, width: width, meantWidth: meantWidth)
    }
}

import TouchRouteStrokes

/// The text layout both of `touchroute evaluate`'s tables share: a label and
/// the meant outcome left-aligned in their widths, then one group of cells
/// per column (a strategy, the router or an anchor), one cell per report
/// rate, right-aligned, one space apart; groups two spaces apart, each under
/// its column's name.
///
/// ```
///                                           essay  …
/// band                        meant   30  60 120 240  …
/// horizontal 20–30°           page     0   4   4   8  …
/// ```
struct ScoreTableText {
    /// Column names, in order.
    let columns: [String]
    /// Labels the rates' sub-columns, in order, such as "30" or "59.94".
    let rateLabels: [String]
    let labelWidth: Int
    let meantWidth: Int
    /// Every sub-column's width: the widest cell or rate label, at least 3.
    let cellWidth: Int

    /// A layout wide enough for `labels`, `meants` and `cells` (any cell the
    /// table will hold).
    init(columns: [String], rates: [ReportRate], labels: [String], meants: [String], cells: [String]) {
        self.columns = columns
        rateLabels = rates.map { $0.hertz.compactDescription }
        labelWidth = (labels.map(\.count).max() ?? 0) + 2
        meantWidth = (meants.map(\.count).max() ?? 0) + 2
        cellWidth = ([3] + rateLabels.map(\.count) + cells.map(\.count)).max()!
    }

    /// Characters a column's group takes: its cells, or its name if longer.
    private func groupWidth(_ column: Int) -> Int {
        max(rateLabels.count * (cellWidth + 1) - 1, columns[column].count)
    }

    /// The two header lines: the columns' names over their groups, then
    /// `label`, `meant` and the rates.
    func header(label: String, meant: String) -> [String] {
        let names = columns.map { [$0] }
        return [row("", "", groups: names), row(label, meant, groups: columns.map { _ in rateLabels })]
    }

    /// A line: `label`, `meant`, then each column's group: one cell per rate
    /// (or a single cell, such as a count or "–", right-aligned in the group).
    func row(_ label: String, _ meant: String, groups: [[String]]) -> String {
        var text = label.padding(to: labelWidth) + meant.padding(to: meantWidth)
        for (index, cells) in groups.enumerated() {
            let group = cells.map { String(repeating: " ", count: max(cellWidth - $0.count, 0)) + $0 }
                .joined(separator: " ")
            let trimmed = cells.count == 1 ? cells[0] : group
            text += String(repeating: " ", count: max(groupWidth(index) - trimmed.count, 0)) + trimmed + "  "
        }
        return String(text.dropLast(2)).trimmingTrailingSpaces
    }

    /// "92", rounded to a whole percent; "–" for an empty cell or none.
    static func percent(_ score: ScoreTable.Score?) -> String {
        score?.percentage.map { "\(Int($0.rounded()))" } ?? "–"
    }

    /// "30, 60, 120 and 240 Hz".
    static func list(_ rates: [ReportRate]) -> String {
        let hertz = rates.map { $0.hertz.compactDescription }
        let joined = hertz.count > 1 ? hertz.dropLast().joined(separator: ", ") + " and " + hertz.last! : hertz[0]
        return joined + " Hz"
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}

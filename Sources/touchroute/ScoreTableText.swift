import TouchRouteStrokes

/// The text layout both of `touchroute evaluate`'s tables share: a label and
/// the meant outcome left-aligned in their widths, then each cell
/// right-aligned under its column's name (at least four wide), two spaces apart.
enum ScoreTableText {
    static func row(
        _ label: String, _ meant: String, cells: [String], columns: [String], width: Int, meantWidth: Int
    ) -> String {
        var text = label.padding(to: width) + meant.padding(to: meantWidth)
        for (cell, column) in zip(cells, columns) {
            let columnWidth = max(column.count, 4)
            text += String(repeating: " ", count: max(columnWidth - cell.count, 0)) + cell + "  "
        }
        return String(text.dropLast(2))
    }

    /// "92%", rounded to a whole percent; "–" for an empty cell or none.
    static func percent(_ score: ScoreTable.Score?) -> String {
        score?.percentage.map { "\(Int($0.rounded()))%" } ?? "–"
    }
}

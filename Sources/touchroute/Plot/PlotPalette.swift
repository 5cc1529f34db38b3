/// The plot's colours: distinct hues that stay apart for common colour-vision
/// deficiencies and on paper, repeated when there are more things than colours.
enum PlotPalette {
    /// One per touch, in the order touches began.
    static let touches = [
        "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
        "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
    ]
    /// One per offset series, darker than the touches' so the two never match.
    static let series = ["#1b9e77", "#d95f02", "#7570b3", "#e7298a", "#66a61e", "#a6761d"]
    /// One per rule whose thresholds are drawn.
    static let rules = ["#444444", "#b8860b", "#008b8b", "#8b008b"]

    static func color(_ index: Int, of colors: [String]) -> String {
        colors[index % colors.count]
    }
}

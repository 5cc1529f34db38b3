/// Labels for markers that may crowd each other: markers closer than `spacing`
/// pixels to the first marker of a group share one label, `1,2,3`, so numbers
/// never print over one another.
struct MarkerLabels {
    struct Group {
        /// Where the group's first marker is, in canvas pixels.
        let x: Double
        let y: Double
        var numbers: [Int]

        /// `1,2,3`, or for long groups `1,2,3 +5`.
        var text: String {
            let shown = numbers.prefix(Self.shownNumbers).map(String.init).joined(separator: ",")
            return numbers.count > Self.shownNumbers ? shown + " +\(numbers.count - Self.shownNumbers)" : shown
        }

        static let shownNumbers = 4
    }

    /// Pixels within which markers share a label: about two characters of the
    /// label font, so neighbouring labels do not touch.
    let spacing: Double
    private(set) var groups: [Group] = []

    init(spacing: Double) {
        self.spacing = spacing
    }

    /// Markers are added in numbering order; a marker joins the first group
    /// whose anchor is near enough, so the result does not depend on anything
    /// but that order.
    mutating func add(number: Int, x: Double, y: Double) {
        if let index = groups.firstIndex(where: { abs($0.x - x) < spacing && abs($0.y - y) < spacing }) {
            groups[index].numbers.append(number)
        } else {
            groups.append(Group(x: x, y: y, numbers: [number]))
        }
    }
}

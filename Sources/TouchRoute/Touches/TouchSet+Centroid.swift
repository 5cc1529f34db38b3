extension TouchSet {
    /// The mean location of the touches, in window points; nil for an empty set.
    /// - Complexity: O(touches); allocates nothing.
    var centroid: Point? {
        guard !isEmpty else { return nil }
        // One finger, the common case of every recognizer that follows a
        // centroid: its location, without the sums and the division.
        if mask & (mask &- 1) == 0 { return table.touches[mask.trailingZeroBitCount]?.location }
        var x = 0.0
        var y = 0.0
        for touch in self {
            x += touch.location.x
            y += touch.location.y
        }
        let count = Double(count)
        return Point(x: x / count, y: y / count)
    }
}

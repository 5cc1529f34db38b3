extension TouchSet {
    /// The mean location of the touches, in window points; nil for an empty set.
    /// - Complexity: O(touches); allocates nothing.
    var centroid: Point? {
        guard !isEmpty else { return nil }
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

/// What one event did, gathered over its axes for its record.
struct RoutedScroll {
    /// The axis whose view the record names: the one with the larger delta.
    let mainAxis: Axis
    var applied = Vector.zero
    var view: ScrollView?
    var chainedTo: ScrollView?

    init(mainAxis: Axis) { self.mainAxis = mainAxis }

    /// `view` took the event along `axis` (it may still move nothing).
    mutating func note(_ target: ScrollView, along axis: Axis) {
        if view == nil || axis == mainAxis { view = target }
    }

    mutating func add(_ points: Double, chainedTo other: ScrollView?, by target: ScrollView, along axis: Axis) {
        note(target, along: axis)
        applied[axis] = points
        if let other, chainedTo == nil || axis == mainAxis { chainedTo = other }
    }
}

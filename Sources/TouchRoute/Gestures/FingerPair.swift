/// The two fingers a pinch or a rotation measures: the two of the followed
/// set in the lowest slots of the window's touch table. The choice is stable
/// while both stay down (a third finger never displaces them), and any other
/// finger is ignored.
struct FingerPair {
    let first: Touch
    let second: Touch

    /// The pair in `fingers`; nil for fewer than two.
    init?(_ fingers: TouchSet) {
        var iterator = fingers.makeIterator()
        guard let first = iterator.next(), let second = iterator.next() else { return nil }
        self.first = first
        self.second = second
    }

    /// Both fingers' bits: a different mask is a different pair.
    var mask: UInt64 { first.bit | second.bit }

    /// The distance between the fingers, in points.
    var span: Double { second.location.displacement(from: first.location).length }

    /// The direction from the first finger to the second, in radians in
    /// −π...π. With y growing downwards, a larger angle is a clockwise turn on screen.
    var angle: Double {
        let line = second.location.displacement(from: first.location)
        return Double.arctangent(y: line.dy, x: line.dx)
    }

    /// The point halfway between the fingers, in window points.
    var midpoint: Point {
        Point(x: (first.location.x + second.location.x) / 2, y: (first.location.y + second.location.y) / 2)
    }

    /// Whether either finger is among `touches`.
    func isMoved(by touches: TouchSet) -> Bool { touches.mask & mask != 0 }
}

/// A displacement or a velocity, in points (or points per second for velocities).
public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = Vector(dx: 0, dy: 0)

    /// Euclidean length, in the vector's own unit.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? dx : dy }
        set { if axis == .horizontal { dx = newValue } else { dy = newValue } }
    }

    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    public static prefix func - (vector: Vector) -> Vector { Vector(dx: -vector.dx, dy: -vector.dy) }
    public static func * (vector: Vector, scale: Double) -> Vector {
        Vector(dx: vector.dx * scale, dy: vector.dy * scale)
    }
}

extension Vector: CustomStringConvertible {
    public var description: String { "(\(dx.compactDescription), \(dy.compactDescription))" }
}

/// A displacement or a velocity, in points (or points per second for velocities).
public struct Vector: Hashable, Sendable {
    /// The horizontal component, positive rightwards.
    public var dx: Double
    /// The vertical component, positive downwards.
    public var dy: Double

    /// Makes a vector from its components, in points (or points per second).
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// No displacement, or no velocity.
    public static let zero = Vector(dx: 0, dy: 0)

    /// Euclidean length, in the vector's own unit.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The component along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? dx : dy }
        set { if axis == .horizontal { dx = newValue } else { dy = newValue } }
    }

    /// The component-wise sum: one displacement followed by the other.
    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    /// The component-wise difference: what leads from `rhs` to `lhs`.
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    /// The same length, the opposite way.
    public static prefix func - (vector: Vector) -> Vector { Vector(dx: -vector.dx, dy: -vector.dy) }
    /// Each component multiplied by `scale`, such as a velocity by a time to give a displacement.
    public static func * (vector: Vector, scale: Double) -> Vector {
        Vector(dx: vector.dx * scale, dy: vector.dy * scale)
    }
}

extension Vector: CustomStringConvertible {
    public var description: String { "(\(dx.compactDescription), \(dy.compactDescription))" }
}

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
    public static func * (vector: Vector, scale: Double) -> Vector { Vector(dx: vector.dx * scale, dy: vector.dy * scale) }
}

extension Vector: CustomStringConvertible {
    public var description: String { "(\(dx.compactDescription), \(dy.compactDescription))" }
}

/// One of the two screen axes. An axis is a value, so code that differs only in
/// reading `dx` or `dy` is written once and parameterised by axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes: which ways a scroll view may move.
public struct Axes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = Axes(rawValue: 1)
    public static let vertical = Axes(rawValue: 2)
    public static let both: Axes = [.horizontal, .vertical]

    public func contains(_ axis: Axis) -> Bool {
        isSuperset(of: Axes(axis))
    }

    public init(_ axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}

/// A location in some view's coordinate space, in points.
///
/// A point means nothing without its space: `Touch.location` is in window
/// coordinates, and `View.convert(_:to:)` moves a point between spaces. A point
/// is one logical pixel of the interface, not a device unit; the input layer maps
/// device units to points before the router sees them.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points, growing rightwards.
    public var x: Double
    /// The vertical coordinate, in points, growing downwards.
    public var y: Double

    /// Makes a point from its coordinates, in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Makes a point from `x` and `y`, in points, without labels.
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    /// The origin of the coordinate space: (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Whether both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// This point with each coordinate clamped into ±`limit`; infinities
    /// clamp too, and NaN stays NaN.
    @inlinable
    public func clamped(within limit: Double) -> Point {
        Point(x: min(max(x, -limit), limit), y: min(max(y, -limit), limit))
    }

    /// The displacement that leads from `origin` to this point.
    public func displacement(from origin: Point) -> Vector {
        Vector(dx: x - origin.x, dy: y - origin.y)
    }

    /// The point `offset` away from `point`.
    public static func + (point: Point, offset: Vector) -> Point {
        Point(x: point.x + offset.dx, y: point.y + offset.dy)
    }

    /// The point `offset` back from `point`: `point + (-offset)`.
    public static func - (point: Point, offset: Vector) -> Point {
        Point(x: point.x - offset.dx, y: point.y - offset.dy)
    }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

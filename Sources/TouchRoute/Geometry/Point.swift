/// A location in some view's coordinate space, in points.
///
/// A point means nothing without its space: `Touch.location` is in window
/// coordinates, and `View.convert(_:to:)` moves a point between spaces. A point
/// is one logical pixel of the interface, not a device unit; the input layer maps
/// device units to points before the router sees them.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The displacement that leads from `origin` to this point.
    public func displacement(from origin: Point) -> Vector {
        Vector(dx: x - origin.x, dy: y - origin.y)
    }

    public static func + (point: Point, offset: Vector) -> Point {
        Point(x: point.x + offset.dx, y: point.y + offset.dy)
    }

    public static func - (point: Point, offset: Vector) -> Point {
        Point(x: point.x - offset.dx, y: point.y - offset.dy)
    }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Double {
    /// The value with at most three decimals and no trailing zeros: `12`, `12.5`, `-0.125`.
    /// Used for stable, readable output of points and seconds.
    public var compactDescription: String {
        // Beyond 1e15 thousandths do not fit the integer arithmetic below, and
        // nothing on a screen is that far: fall back to Swift's own spelling.
        guard isFinite, abs(self) < 1e15 else { return "\(self)" }
        let thousandths = (self * 1000).rounded()
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        let magnitude = UInt64(abs(thousandths))
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}

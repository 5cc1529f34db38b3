/// An axis-aligned rectangle in points: an origin (top-left, y grows downwards,
/// as on screen) and a size.
public struct Rect: Hashable, Sendable {
    /// The top-left corner, in points.
    public var origin: Point
    /// The width and height, in points.
    public var size: Size

    /// Makes a rectangle from its top-left corner and its size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Makes a rectangle from its top-left corner (`x`, `y`) and its size, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left edge's x, in points.
    public var minX: Double { origin.x }
    /// The top edge's y, in points.
    public var minY: Double { origin.y }
    /// The right edge's x, in points: `minX + width`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge's y, in points: `minY + height`.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal extent, in points: `size.width`.
    public var width: Double { size.width }
    /// The vertical extent, in points: `size.height`.
    public var height: Double { size.height }
    /// The midpoint of the rectangle, in the same space as `origin`.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether `point` lies inside. Like UIKit's `CGRectContainsPoint`, the
    /// minimum edges are inside and the maximum edges are not, so two rects that
    /// share an edge never both contain a point on it.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

extension Rect: CustomStringConvertible {
    public var description: String { "\(origin) \(size)" }
}

/// An axis-aligned rectangle in points: an origin (top-left, y grows downwards,
/// as on screen) and a size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
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

import TouchRoute

/// Where a pointer device's pointer is in the window: where its scrolls go.
///
/// It starts at the centre of `area` and moves by the device's relative
/// motion, one device unit to one point, with no pointer acceleration: the
/// router has no cursor to draw, and a replay must land where the numbers in
/// the recording say, not where one desktop's acceleration curve would have
/// taken it. It is kept within `area`, edges included, as touches are, so a
/// mouse pushed past the edge stays on the view at the edge.
public struct PointerPosition: Hashable, Sendable {
    /// The rectangle the pointer stays in, in window points: the window's bounds.
    public let area: Rect
    /// The pointer, in window points.
    public private(set) var location: Point

    /// A pointer at the centre of `area`, in window points.
    public init(area: Rect) {
        self.area = area
        location = Point(x: area.origin.x + area.size.width / 2, y: area.origin.y + area.size.height / 2)
    }

    /// Move by `dx`, `dy` device units (points), then back into `area`.
    public mutating func move(dx: Double, dy: Double) {
        guard dx.isFinite, dy.isFinite else { return }
        location = Point(
            x: min(max(location.x + dx, area.minX), area.maxX), y: min(max(location.y + dy, area.minY), area.maxY))
    }
}

/// A pan that must start at one of the window's `edges`: the first fingers
/// come down within `edgeZoneWidth` points of that edge, and the pan begins
/// only if they then move away from it, more along the edge's normal than
/// along the edge (a drawer, "back"). Otherwise it fails, leaving the touches
/// to whatever else wants them. Continuous; see `PanGestureRecognizer` for
/// the rest.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// Points from a window edge within which an edge pan may start: Flutter's
    /// drawer edge drag width (`kDrawerEdgeDragWidth`) and Android's
    /// `ViewDragHelper` edge size, both 20. Wide enough to hit with a
    /// thumb at the bezel, narrow enough to leave the content's own drags
    /// alone.
    public static let standardEdgeZoneWidth = 20.0

    /// The window edges a pan may start from.
    public var edges = RectEdges.left
    /// Points from an edge within which the first fingers must come down.
    public var edgeZoneWidth = ScreenEdgePanGestureRecognizer.standardEdgeZoneWidth
    open override var kind: GestureKind { .edgePan }

    /// The edges of `edges` whose zone held every first finger.
    private var startEdges = RectEdges()

    override func admitsFirstFingers(_ fingers: TouchSet, in window: Window) -> Bool {
        startEdges = edges
        for touch in fingers {
            startEdges.formIntersection(Self.edges(within: edgeZoneWidth, of: touch.location, in: window.bounds))
        }
        return !startEdges.isEmpty
    }

    /// Past the pan threshold: the travel leads away from a start edge, more
    /// along its normal than along it.
    override func mayBegin() -> Bool {
        let away = travel
        return (startEdges.contains(.left) && away.dx > abs(away.dy))
            || (startEdges.contains(.right) && -away.dx > abs(away.dy))
            || (startEdges.contains(.top) && away.dy > abs(away.dx))
            || (startEdges.contains(.bottom) && -away.dy > abs(away.dx))
    }

    /// The edges of `bounds` that `point` lies within `width` points of
    /// (outside the bounds counts as within).
    static func edges(within width: Double, of point: Point, in bounds: Rect) -> RectEdges {
        var near = RectEdges()
        if point.x < bounds.minX + width { near.insert(.left) }
        if point.x > bounds.maxX - width { near.insert(.right) }
        if point.y < bounds.minY + width { near.insert(.top) }
        if point.y > bounds.maxY - width { near.insert(.bottom) }
        return near
    }
}

/// Edges of a rectangle, as a set.
public struct RectEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdges(rawValue: 1 << 0)
    /// The left edge: an edge pan's default.
    public static let left = RectEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdges(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdges(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdges = [.top, .left, .bottom, .right]
}

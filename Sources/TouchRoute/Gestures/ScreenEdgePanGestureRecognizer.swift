/// A pan that must start at one of the window's `edges`: the finger comes
/// down within the edge zone and moves away from that edge (a drawer, "back").
/// Continuous.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The window edges a pan may start from.
    public var edges = RectEdges.left
    open override var kind: GestureKind { .edgePan }
}

/// Edges of a rectangle, as a set.
public struct RectEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = RectEdges(rawValue: 1 << 0)
    public static let left = RectEdges(rawValue: 1 << 1)
    public static let bottom = RectEdges(rawValue: 1 << 2)
    public static let right = RectEdges(rawValue: 1 << 3)
    public static let all: RectEdges = [.top, .left, .bottom, .right]
}

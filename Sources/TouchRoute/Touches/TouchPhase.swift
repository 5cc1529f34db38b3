/// Where a touch is in its life. A touch goes `began`, then any mix of `moved`
/// and `stationary`, then exactly one of `ended` or `cancelled`.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    case began
    case moved
    /// Down, but it did not move in this frame. Never delivered as a move.
    case stationary
    case ended
    case cancelled

    /// Whether the touch's life is over in this phase. Inlined: routing a
    /// frame asks it of every contact and delivery, and the optimizer left it
    /// a call.
    public var isTerminal: Bool {
        @inline(__always) get { self == .ended || self == .cancelled }
    }
}

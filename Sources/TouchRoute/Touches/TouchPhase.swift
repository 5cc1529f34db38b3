/// Where a touch is in its life. A touch goes `began`, then any mix of `moved`
/// and `stationary`, then exactly one of `ended` or `cancelled`.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    /// The finger came down: the touch's first phase.
    case began
    /// Down, and it moved in this frame.
    case moved
    /// Down, but it did not move in this frame. Never delivered as a move.
    case stationary
    /// The finger lifted: a last phase.
    case ended
    /// The touch will not end normally: the input gave up on it (a palm, an unplug), or, for a view,
    /// a scroll view or recognizer took it away. A last phase, as `ended` is.
    case cancelled

    /// Whether the touch's life is over in this phase. Inlined: routing a
    /// frame asks it of every contact and delivery, and the optimizer left it
    /// a call.
    public var isTerminal: Bool {
        @inline(__always) get { self == .ended || self == .cancelled }
    }
}

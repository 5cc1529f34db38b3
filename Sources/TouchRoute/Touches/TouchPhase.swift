/// Where a touch is in its life. A touch goes `began`, then any mix of `moved`
/// and `stationary`, then exactly one of `ended` or `cancelled`.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
    case began
    case moved
    /// Down, but it did not move in this frame. Never delivered as a move.
    case stationary
    case ended
    case cancelled

    /// Whether the touch's life is over in this phase.
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}

/// What produced a contact, when the device says (evdev `ABS_MT_TOOL_TYPE`).
public enum ToolType: String, Hashable, Sendable {
    case finger
    case pen
    case palm
}

/// The contact area of a touch, as an ellipse: diameters in points.
public struct ContactEllipse: Hashable, Sendable {
    /// The long diameter, in points.
    public var major: Double
    /// The short diameter, in points.
    public var minor: Double

    public init(major: Double, minor: Double) {
        self.major = major
        self.minor = minor
    }
}

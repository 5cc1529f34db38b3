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

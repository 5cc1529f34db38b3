/// What produced a contact, when the device says (evdev `ABS_MT_TOOL_TYPE`).
public enum ToolType: String, Hashable, Sendable {
    /// A finger (`MT_TOOL_FINGER`).
    case finger
    /// A pen or stylus (`MT_TOOL_PEN`).
    case pen
    /// A palm on the glass (`MT_TOOL_PALM`): a contact the user did not mean as a touch.
    case palm
}

/// The contact area of a touch, as an ellipse: diameters in points.
public struct ContactEllipse: Hashable, Sendable {
    /// The long diameter, in points.
    public var major: Double
    /// The short diameter, in points.
    public var minor: Double

    /// Makes an ellipse from its long and short diameters, in points.
    public init(major: Double, minor: Double) {
        self.major = major
        self.minor = minor
    }
}

import TouchRoute

/// Where a `CoordinateMapping` got the size of the screen it maps onto, from the
/// most to the least trusted.
public enum ScreenSizeSource: Hashable, Sendable {
    /// The size was given (a window or output size, or the CLI's `--screen`).
    case given
    /// Derived from the touch area on the glass, as the axes' spans divided by
    /// their resolutions, at `pointsPerMillimetre`: one millimetre on the glass
    /// is that many points. The size is in millimetres, turned like the screen
    /// (width and height swap for 90° and 270°).
    case physical(PhysicalSize, pointsPerMillimetre: Double)
    /// Neither a size nor resolutions were known: one device unit is one point.
    case axisRange
}

extension ScreenSizeSource: CustomStringConvertible {
    /// `given`, `physical 67.5x38.2 mm at 6.417 pt/mm`, `axis range, 1 unit = 1 pt`.
    public var description: String {
        switch self {
        case .given:
            "given"
        case .physical(let size, let pointsPerMillimetre):
            "physical \(size.width.compactDescription)x\(size.height.compactDescription) mm"
                + " at \(pointsPerMillimetre.compactDescription) pt/mm"
        case .axisRange:
            "axis range, 1 unit = 1 pt"
        }
    }
}

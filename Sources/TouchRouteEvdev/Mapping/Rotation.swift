/// A quarter-turn of the touch coordinates, clockwise as seen on a screen whose
/// y grows downwards, about the centre of the touch area.
///
/// Clockwise means the device's top edge ends up on the right: turning by 90°
/// takes normalised `(x, y)` to `(1 − y, x)`, libinput's matrix `0 -1 1 1 0 0`.
/// The rotation turns the touches, not the picture, so it is the opposite of
/// the display's turn: a display turned 90° counter-clockwise (`xrandr --rotate
/// left`) needs `.clockwise90`, one turned clockwise (`--rotate right`) needs
/// `.clockwise270`.
public enum Rotation: Int, CaseIterable, Hashable, Sendable {
    case upright = 0
    case clockwise90 = 90
    case clockwise180 = 180
    case clockwise270 = 270

    /// The rotation for any multiple of 90 degrees, negative ones counting
    /// counter-clockwise (`-90` is `.clockwise270`, `450` is `.clockwise90`);
    /// nil for anything else.
    public init?(degrees: Int) {
        guard degrees % 90 == 0 else { return nil }
        self.init(rawValue: ((degrees % 360) + 360) % 360)
    }

    /// Clockwise, 0, 90, 180 or 270.
    public var degrees: Int { rawValue }

    /// Whether the rotation swaps width and height (90° and 270°).
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// This rotation, then `next`.
    public func followed(by next: Rotation) -> Rotation {
        Rotation(rawValue: (degrees + next.degrees) % 360)!
    }

    /// The rotation as libinput writes it, in normalised coordinates.
    public var matrix: CalibrationMatrix {
        switch self {
        case .upright: .identity
        case .clockwise90: CalibrationMatrix(0, -1, 1, 1, 0, 0)
        case .clockwise180: CalibrationMatrix(-1, 0, 1, 0, -1, 1)
        case .clockwise270: CalibrationMatrix(0, 1, 0, -1, 0, 1)
        }
    }

    /// Where the rotation takes `point`.
    public func apply(to point: NormalizedPoint) -> NormalizedPoint {
        matrix.apply(to: point)
    }
}

extension Rotation: CustomStringConvertible {
    /// `90°`.
    public var description: String { "\(degrees)°" }
}

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
    /// No turn: touches keep the device's orientation.
    case upright = 0
    /// A quarter-turn clockwise: the device's top edge ends up on the right. For a display turned with
    /// `xrandr --rotate left`.
    case clockwise90 = 90
    /// A half turn: top and bottom, and left and right, swap. For `xrandr --rotate inverted`.
    case clockwise180 = 180
    /// Three quarter-turns clockwise (one counter-clockwise): the device's top edge ends up on the left.
    /// For a display turned with `xrandr --rotate right`.
    case clockwise270 = 270

    /// The rotation for 0, 90, 180 or 270 degrees clockwise; nil for anything
    /// else. Other spellings of a quarter turn (`360`, `450`, `-90`) are
    /// refused rather than reduced: `--rotate 450` is far likelier a typo for
    /// 45 or 90 than a wish for 90, and one spelling per rotation keeps
    /// options, layout files and messages comparable.
    public init?(degrees: Int) {
        self.init(rawValue: degrees)
    }

    /// For a refusal of `degrees`, the spelling of the same turn that is
    /// taken, as a sentence (`Write 90 for the same turn.`); empty when
    /// `degrees` is no multiple of 90.
    public static func hint(forRefused degrees: Int) -> String {
        guard degrees % 90 == 0 else { return "" }
        return " Write \(((degrees % 360) + 360) % 360) for the same turn."
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

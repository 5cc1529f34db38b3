/// An affine map of normalised coordinates, in libinput's convention: the six
/// numbers `a b c d e f` are the top two rows of a 3×3 matrix and map
///
///     x' = a·x + b·y + c
///     y' = d·x + e·y + f
///
/// where `x` and `y` are `NormalizedPoint` coordinates (0…1 across the touch
/// area), so the translations `c` and `f` are fractions of the width and height,
/// not device units. libinput reads such a matrix from the udev property
/// `LIBINPUT_CALIBRATION_MATRIX`; TouchRoute reads the same property, so a touch
/// lands where the desktop puts it.
///
/// libinput documents the matrices for rotations about the centre, clockwise
/// as seen on a screen whose y grows downwards:
///
///     90°:  0 -1 1  1 0 0    (x, y) → (1 − y, x)
///     180°: -1 0 1  0 -1 1   (x, y) → (1 − x, 1 − y)
///     270°: 0 1 0  -1 0 1    (x, y) → (y, 1 − x)
public struct CalibrationMatrix: Hashable, Sendable {
    /// The weight of x in x': the horizontal scale, 1 for no change.
    public var a: Double
    /// The weight of y in x': 0 unless the matrix turns or shears.
    public var b: Double
    /// The horizontal offset, in fractions of the touch area's width.
    public var c: Double
    /// The weight of x in y': 0 unless the matrix turns or shears.
    public var d: Double
    /// The weight of y in y': the vertical scale, 1 for no change.
    public var e: Double
    /// The vertical offset, in fractions of the touch area's height.
    public var f: Double

    /// Makes a matrix from its six numbers in libinput's order, `a b c d e f`.
    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.e = e
        self.f = f
    }

    /// `1 0 0 0 1 0`: every point stays where it is.
    public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

    /// The six numbers in order, `a b c d e f`.
    public var numbers: [Double] { [a, b, c, d, e, f] }

    /// Whether all six numbers are finite (not NaN, not infinite).
    public var isFinite: Bool { numbers.allSatisfy(\.isFinite) }

    /// How much the matrix scales areas, `a·e − b·d`; 0 when it squeezes the
    /// plane onto a line or a point, negative when it mirrors.
    public var determinant: Double { a * e - b * d }

    /// Where the matrix takes `point`.
    public func apply(to point: NormalizedPoint) -> NormalizedPoint {
        NormalizedPoint(x: a * point.x + b * point.y + c, y: d * point.x + e * point.y + f)
    }

    /// The matrix that applies this one first and then `next`.
    public func followed(by next: CalibrationMatrix) -> CalibrationMatrix {
        CalibrationMatrix(
            next.a * a + next.b * d, next.a * b + next.b * e, next.a * c + next.b * f + next.c,
            next.d * a + next.e * d, next.d * b + next.e * e, next.d * c + next.e * f + next.f
        )
    }
}

extension CalibrationMatrix: CustomStringConvertible {
    /// `a b c d e f` as `CalibrationMatrix(parsing:)` reads it back: whole numbers
    /// without a decimal point (`0 -1 1 1 0 0`), others in full precision.
    public var description: String {
        numbers.map { value in
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
        }.joined(separator: " ")
    }
}

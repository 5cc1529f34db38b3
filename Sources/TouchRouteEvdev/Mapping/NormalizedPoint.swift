import TouchRoute

/// A position as a fraction of the touch area, in libinput's convention:
/// `(value - minimum) / (maximum - minimum + 1)` on each axis.
///
/// The axis has `maximum - minimum + 1` distinct values and unit `n` stands for
/// the cell from `n` to `n + 1`, so `minimum` is 0 and `maximum` falls one cell
/// short of 1. Values outside the axis range fall outside 0…1. Calibration
/// matrices, rotations and flips all work in this space, so the same matrix
/// means the same thing on every device, whatever its resolution.
public struct NormalizedPoint: Hashable, Sendable {
    /// The horizontal fraction of the touch area; straight from the device, 0 at the X axis minimum.
    public var x: Double
    /// The vertical fraction of the touch area; straight from the device, 0 at the Y axis minimum.
    public var y: Double

    /// Makes a point from its two fractions.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Makes a point from its two fractions, unlabelled, as matrices are written.
    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }
}

extension NormalizedPoint: CustomStringConvertible {
    public var description: String { "(\(x.compactDescription), \(y.compactDescription)) normalized" }
}

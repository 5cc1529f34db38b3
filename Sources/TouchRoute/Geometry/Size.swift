/// A width and a height, in points. Negative sizes are not meaningful and are
/// clamped to zero wherever a size is stored.
public struct Size: Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Makes a size from its extents, in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Makes a size from `width` and `height`, in points, without labels.
    public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Size: CustomStringConvertible {
    public var description: String { "\(width.compactDescription)x\(height.compactDescription)" }
}

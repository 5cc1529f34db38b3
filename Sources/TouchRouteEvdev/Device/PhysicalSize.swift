/// A size on the glass, in millimetres.
public struct PhysicalSize: Hashable, Sendable {
    /// The horizontal extent, in millimetres: the X axis's length, or the Y axis's once a mapping
    /// turns the glass a quarter.
    public var width: Double
    /// The vertical extent, in millimetres: the Y axis's length, or the X axis's once a mapping
    /// turns the glass a quarter.
    public var height: Double

    /// Makes a size from its width and height, in millimetres.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

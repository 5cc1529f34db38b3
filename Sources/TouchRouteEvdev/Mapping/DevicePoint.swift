/// A contact position as the device reports it, in device units: the raw values
/// of `ABS_MT_POSITION_X/Y` (or `ABS_X/Y` on single-touch devices).
///
/// Device units mean nothing on their own. Their range comes from the axis
/// (`AbsoluteAxis.minimum…maximum`, which need not start at 0), and their size on
/// the glass from its resolution, when the device gives one. `CoordinateMapping`
/// turns them into window points.
public struct DevicePoint: Hashable, Sendable {
    /// `ABS_MT_POSITION_X` (or `ABS_X`), in device units.
    public var x: Int32
    /// `ABS_MT_POSITION_Y` (or `ABS_Y`), in device units.
    public var y: Int32

    /// Makes a point from its two raw values, in device units.
    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }
}

extension DevicePoint: CustomStringConvertible {
    public var description: String { "(\(x), \(y)) device units" }
}

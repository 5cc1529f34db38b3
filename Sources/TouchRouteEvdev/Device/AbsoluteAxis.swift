/// The range of one absolute axis (`struct input_absinfo`), in device units.
public struct AbsoluteAxis: Hashable, Sendable {
    /// The smallest value the axis reports, in device units.
    public var minimum: Int32
    /// The largest value the axis reports, in device units (inclusive).
    public var maximum: Int32
    /// Noise the kernel filters out, in device units.
    public var fuzz: Int32
    /// Dead zone around the centre, in device units (joysticks; 0 on touchscreens).
    public var flat: Int32
    /// Device units per millimetre, or 0 when the device does not say.
    /// (`ABS_MT_ORIENTATION` is the exception: units per radian.)
    public var resolution: Int32

    /// Makes an axis from its parts; each parameter is the property of the same name. Fuzz, flat and
    /// resolution default to 0, which for resolution means unknown.
    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// The number of distinct values, `maximum - minimum + 1`, as libinput counts
    /// it: unit `n` of a 0…799 axis covers the cell from `n` to `n + 1`. At least 1.
    public var span: Double { max(1, Double(maximum) - Double(minimum) + 1) }

    /// The axis length in millimetres, when the resolution is known: the span
    /// over the resolution, since the cells of the span cover the glass (one
    /// unit more than libinput's `(max − min) / resolution`, so that mapping by
    /// this length makes one millimetre exactly `pointsPerMillimetre` points).
    public var lengthInMillimetres: Double? {
        resolution > 0 ? span / Double(resolution) : nil
    }

    /// Where `value` lies on the axis, 0 at `minimum` and approaching 1 at
    /// `maximum`; values outside the range fall outside 0…1.
    public func normalized(_ value: Int32) -> Double {
        (Double(value) - Double(minimum)) / span
    }
}

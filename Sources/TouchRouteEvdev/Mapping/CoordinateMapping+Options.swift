import TouchRoute

extension CoordinateMapping {
    /// What to map onto and how. Every field has a default that suits an upright
    /// touchscreen of known resolution.
    public struct Options: Hashable, Sendable {
        /// 163 / 25.4 ≈ 6.417 points per millimetre: the size of a UIKit point on
        /// the original 163 ppi iPhone, where one point was one pixel. At this
        /// scale the router's thresholds mean on the glass what they mean on an
        /// iPhone: `RemorsefulRule`'s 12 pt ≈ 1.9 mm and 4 pt ≈ 0.6 mm.
        public static let iPhonePointsPerMillimetre: Double = 163 / 25.4

        /// The screen (or window) the touch area covers, in points. Nil to derive
        /// it from the device: from its physical size at `pointsPerMillimetre`
        /// when the axes give a resolution, else one point per device unit. A
        /// given size is taken as it is, after rotation; a derived one swaps
        /// width and height for 90° and 270°. Only `rotation` swaps it: a
        /// calibration matrix that turns the touches does not, so give a size
        /// with one.
        public var screenSize: Size?
        /// The top-left corner of the area the touch area maps onto, in window
        /// points: `.zero` for the whole window, an output's origin when the
        /// window spans several screens (`OutputMap` sets it from a `--map`
        /// region or a layout's `outputs:`). Mapped points are offset by it and
        /// clamped into `origin … origin + screenSize`, so a touch on one screen
        /// never lands on its neighbour. Must be finite.
        public var origin: Point
        /// Points per millimetre on the glass, used only to derive a screen size
        /// from the device's resolution. Must be finite and above 0.
        public var pointsPerMillimetre: Double
        /// The quarter-turn applied to touches after calibration; `.upright` by default. A derived
        /// screen size swaps width and height for 90° and 270°.
        public var rotation: Rotation
        /// The mirror images applied after the rotation, in the screen's directions; none by default.
        public var flips: Flips
        /// A calibration to use instead of the device's `LIBINPUT_CALIBRATION_MATRIX`;
        /// nil to use that property, or the identity when the device has none.
        public var calibration: CalibrationMatrix?

        /// Makes options from their parts; each parameter is the property of the same name, and every
        /// default suits an upright touchscreen of known resolution.
        public init(
            screenSize: Size? = nil, origin: Point = .zero, pointsPerMillimetre: Double = iPhonePointsPerMillimetre,
            rotation: Rotation = .upright, flips: Flips = [], calibration: CalibrationMatrix? = nil
        ) {
            self.screenSize = screenSize
            self.origin = origin
            self.pointsPerMillimetre = pointsPerMillimetre
            self.rotation = rotation
            self.flips = flips
            self.calibration = calibration
        }
    }
}

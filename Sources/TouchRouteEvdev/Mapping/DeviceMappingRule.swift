/// One `--map` argument: the touchscreen a selector picks maps onto a region
/// of the window, with its own rotation, flips and calibration when given
/// (nil keeps the command's `--rotate`, `--flip` and `--calibration`).
///
///     ILITEK*=640x480+640+0,rotate=90
///     ───┬─── ──────┬────── ────┬────
///     selector   region      options: rotate=N, flip=horizontal|vertical|both|none,
///                                     calibration=a b c d e f
///
/// `OutputMap` applies the first rule whose selector matches a device.
public struct DeviceMappingRule: Hashable, Sendable {
    /// Which devices the rule applies to: the text before the `=`.
    public var selector: DeviceSelector
    /// The part of the window the device's touches land in, in window points: the `WxH+X+Y` after the `=`.
    public var region: OutputRegion
    /// `rotate=`; nil keeps the command's `--rotate`.
    public var rotation: Rotation?
    /// `flip=`; nil keeps the command's `--flip`.
    public var flips: Flips?
    /// `calibration=`; nil keeps the command's `--calibration`.
    public var calibration: CalibrationMatrix?

    /// Makes a rule from its parts; each parameter is the property of the same name.
    public init(
        selector: DeviceSelector, region: OutputRegion, rotation: Rotation? = nil, flips: Flips? = nil,
        calibration: CalibrationMatrix? = nil
    ) {
        self.selector = selector
        self.region = region
        self.rotation = rotation
        self.flips = flips
        self.calibration = calibration
    }

    /// The shape of a rule, for messages and help.
    public static let shape = "SELECTOR=WxH+X+Y[,rotate=N][,flip=horizontal|vertical|both][,calibration=a b c d e f]"

    /// The words `flip=` takes.
    static let flipWords: KeyValuePairs<String, Flips> = [
        "horizontal": .horizontal, "vertical": .vertical, "both": [.horizontal, .vertical], "none": [],
    ]
}

extension DeviceMappingRule: CustomStringConvertible {
    /// The rule as `init(parsing:)` reads it back, numbers compact:
    /// `ILITEK*=640x480+640+0,rotate=90,flip=horizontal`.
    public var description: String {
        var text = "\(selector)=\(region)"
        if let rotation { text += ",rotate=\(rotation.degrees)" }
        if let flips, let word = Self.flipWords.first(where: { $0.value == flips })?.key { text += ",flip=\(word)" }
        if let calibration { text += ",calibration=\(calibration)" }
        return text
    }
}

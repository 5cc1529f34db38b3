/// One screen of a window that spans several, as a layout file's `outputs:`
/// names it: its region of the window, which touchscreens map onto it, and
/// their rotation, flips and calibration when given (nil keeps the command's
/// `--rotate`, `--flip` and `--calibration`).
///
/// A device maps here when one of `devices` matches it, or, with `devices`
/// empty or matching nothing, when its udev property `WL_OUTPUT` equals
/// `name`: weston's way to tie a touchscreen to a display, which TouchRoute
/// reads the same way.
public struct NamedOutput: Hashable, Sendable {
    /// The udev property weston reads a touchscreen's display from.
    public static let udevPropertyName = "WL_OUTPUT"

    /// Unique among a map's outputs; what `WL_OUTPUT` names, such as `HDMI-A-1`.
    public var name: String
    /// The part of the window this screen shows, in window points.
    public var region: OutputRegion
    /// The devices that map here, whatever their `WL_OUTPUT`; may be empty.
    public var devices: [DeviceSelector]
    /// The rotation for the devices that map here; nil keeps the command's `--rotate`.
    public var rotation: Rotation?
    /// The flips for the devices that map here; nil keeps the command's `--flip`.
    public var flips: Flips?
    /// The calibration for the devices that map here; nil keeps the command's `--calibration`.
    public var calibration: CalibrationMatrix?

    /// Makes an output from its parts; each parameter is the property of the same name.
    public init(
        name: String, region: OutputRegion, devices: [DeviceSelector] = [], rotation: Rotation? = nil,
        flips: Flips? = nil, calibration: CalibrationMatrix? = nil
    ) {
        self.name = name
        self.region = region
        self.devices = devices
        self.rotation = rotation
        self.flips = flips
        self.calibration = calibration
    }
}

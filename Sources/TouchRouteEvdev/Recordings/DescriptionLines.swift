/// Where the parts of a recorded device description stand in its file, so
/// that a problem found only later, when the device is mapped (a position
/// axis with no range, a broken calibration property), can name its line.
public struct DescriptionLines: Hashable, Sendable {
    /// The 1-based line of each axis's range (an evemu `A:` line, a
    /// `libinput record` `absinfo:` entry), by `ABS_*` code.
    public var axes: [EventCode: Int]
    /// The 1-based line of each udev property (`libinput record` only), by name.
    public var udevProperties: [String: Int]

    /// Makes line records from their parts; each parameter is the property of the same name, empty by default.
    public init(axes: [EventCode: Int] = [:], udevProperties: [String: Int] = [:]) {
        self.axes = axes
        self.udevProperties = udevProperties
    }
}

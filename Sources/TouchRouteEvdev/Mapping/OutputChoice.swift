/// How a device was tied to a layout's named output.
public enum OutputChoice: Hashable, Sendable {
    /// One of the output's `devices` selectors matched the device.
    case selector
    /// The device's udev property `WL_OUTPUT` names the output.
    case wlOutput
}

extension OutputChoice: CustomStringConvertible {
    /// The key that chose the output: `devices`, `WL_OUTPUT`.
    public var description: String {
        switch self {
        case .selector: "devices"
        case .wlOutput: NamedOutput.udevPropertyName
        }
    }
}

/// Where a `CoordinateMapping` got its calibration matrix. A given matrix wins
/// over the device's udev property, which wins over none.
public enum CalibrationSource: Hashable, Sendable {
    /// No calibration: the identity matrix.
    case identity
    /// Passed in the options (the CLI's `--calibration`).
    case given
    /// The udev property `LIBINPUT_CALIBRATION_MATRIX`, as libinput reads it.
    case udevProperty

    /// The udev property libinput and TouchRoute read a device's calibration from.
    public static let udevPropertyName = "LIBINPUT_CALIBRATION_MATRIX"
}

extension CalibrationSource: CustomStringConvertible {
    /// `identity`, `given`, `LIBINPUT_CALIBRATION_MATRIX`.
    public var description: String {
        switch self {
        case .identity: "identity"
        case .given: "given"
        case .udevProperty: Self.udevPropertyName
        }
    }
}

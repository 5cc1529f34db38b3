import TouchRoute

/// Why a device's touches cannot be mapped to points. Carries the device's name
/// and where it came from, so the message says which device is at fault and
/// what to do about it.
public struct CoordinateMappingError: Error, Hashable, Sendable {
    /// The ways a device or the options can rule out a mapping.
    public enum Problem: Hashable, Sendable {
        /// The device has neither `ABS_MT_POSITION_X/Y` nor `ABS_X/Y`.
        case noPositionAxes
        /// A position axis whose maximum is not above its minimum; `axis` is its
        /// kernel name, such as `ABS_MT_POSITION_X`, and `code` its `ABS_*` number.
        case emptyAxis(axis: String, code: EventCode, minimum: Int32, maximum: Int32)
        /// A given screen size that is not finite or not above 0.
        case unusableScreenSize(Size)
        /// A given origin with a NaN or infinite coordinate.
        case unusableOrigin(Point)
        /// Points per millimetre that are not finite or not above 0.
        case unusablePointsPerMillimetre(Double)
        /// A given calibration matrix with a NaN or infinite number.
        case nonFiniteCalibration(CalibrationMatrix)
        /// A calibration matrix that squeezes the touch area onto a line or a
        /// point (its determinant is 0), from the options or from udev.
        case singularCalibration(CalibrationMatrix, source: CalibrationSource)
        /// The device's `LIBINPUT_CALIBRATION_MATRIX` is not a matrix.
        case unreadableUdevCalibration(CalibrationMatrixParseError)
        /// A calibration matrix that moves the whole touch area off the screen,
        /// so every touch would land on the edge.
        case calibrationOffScreen(CalibrationMatrix, source: CalibrationSource)
        /// A screen size derived from the device (its physical size at the
        /// points per millimetre, or its axis ranges) outside 1…100000 pt a side.
        case unusableDerivedScreenSize(Size, ScreenSizeSource)
    }

    /// The device's own name.
    public var deviceName: String
    /// The device node or file it was described from; may be empty.
    public var deviceSource: String
    /// What is wrong, with the values at fault.
    public var problem: Problem

    /// Makes an error for `device`, taking its name and source.
    public init(device: DeviceDescription, problem: Problem) {
        deviceName = device.name
        deviceSource = device.source
        self.problem = problem
    }
}

extension CoordinateMappingError: CustomStringConvertible {
    /// `Cannot map touches from 'Name' (/dev/input/event5): ` then what is wrong
    /// and what to do, in whole sentences.
    public var description: String {
        let device = "\(QuotedInput(deviceName))" + (deviceSource.isEmpty ? "" : " (\(deviceSource))")
        return "Cannot map touches from \(device): " + explanation
    }

    private static let fixTheUdevProperty =
        "Fix the property where a udev rule or hwdb entry sets it, or override it with --calibration."

    private var explanation: String {
        switch problem {
        case .noPositionAxes:
            return "it reports no positions, neither ABS_MT_POSITION_X/Y nor ABS_X/Y. Choose a touchscreen instead."
        case .emptyAxis(let axis, let code, let minimum, let maximum):
            let hexCode = String(code.rawValue, radix: 16)
            return "its \(axis) axis runs from \(minimum) to \(maximum), which leaves no room for positions. "
                + "The kernel driver or the recording reports a broken range; correct it with a hwdb "
                + "EVDEV_ABS_\(hexCode.count < 2 ? "0" + hexCode : hexCode) entry or choose another device."
        case .unusableScreenSize(let size):
            return "the screen size \(size) pt is unusable. Give a width and a height above 0 and at most "
                + "\(CoordinateMapping.largestScreenSide.compactDescription) points, "
                + "or leave the size out to derive it from the device."
        case .unusableOrigin(let origin):
            return "the origin \(origin) pt is unusable. Give coordinates within ±1e9 window points, such as "
                + "(640, 0) for a screen that starts 640 pt from the window's left edge."
        case .unusablePointsPerMillimetre(let value):
            return "\(value.compactDescription) points per millimetre is unusable. Give a finite number above 0, "
                + "or leave it out for \(CoordinateMapping.Options.iPhonePointsPerMillimetre.compactDescription) "
                + "(163 ppi, the size of a point on the original iPhone)."
        case .nonFiniteCalibration(let matrix):
            return "the given calibration matrix \(matrix) holds a number that is not finite. "
                + "Give six finite numbers, such as 1 0 0 0 1 0 for no change."
        case .singularCalibration(let matrix, .udevProperty):
            return "its udev property \(CalibrationSource.udevPropertyName) is \(matrix), which squeezes every touch "
                + "onto one line or point. " + Self.fixTheUdevProperty
        case .singularCalibration(let matrix, _):
            return "the given calibration matrix \(matrix) squeezes every touch onto one line or point. "
                + "Check its numbers: x becomes a·x + b·y + c and y becomes d·x + e·y + f."
        case .unreadableUdevCalibration(let parseError):
            return "its udev property \(CalibrationSource.udevPropertyName) is unusable. \(parseError) "
                + Self.fixTheUdevProperty
        case .calibrationOffScreen(let matrix, .udevProperty):
            return "its udev property \(CalibrationSource.udevPropertyName) is \(matrix), which moves the whole "
                + "touch area off the screen, so every touch would land on its edge. " + Self.fixTheUdevProperty
        case .calibrationOffScreen(let matrix, _):
            return "the given calibration matrix \(matrix) moves the whole touch area off the screen, so every "
                + "touch would land on its edge. The numbers work on coordinates from 0 to 1: an offset c or f "
                + "beyond ±1, or a huge scale, leaves nothing on the screen."
        case .unusableDerivedScreenSize(let size, let source):
            return
                "the screen size derived from \(source) is \(size) pt, outside 1…\(Int(CoordinateMapping.largestScreenSide)) pt "
                + "a side. Give the screen size (--screen WIDTHxHEIGHT), or points per millimetre near 6.417."
        }
    }
}

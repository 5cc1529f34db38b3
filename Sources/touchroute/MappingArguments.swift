import ArgumentParser
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout

/// `--screen`, `--rotate`, `--flip`, `--calibration` and `--points-per-mm`:
/// how device units become window points, shared by `run` and `replay`.
struct MappingArguments: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The screen size in points, as WIDTHxHEIGHT. (default: the device's physical size at --points-per-mm, else its axis ranges)",
        valueName: "WxH"),
        transform: ScreenSizeArgument.parse)
    var screen: Size?

    @Option(help: ArgumentHelp("Turn the touches clockwise by 0, 90, 180 or 270 degrees, after calibration.", valueName: "N"))
    var rotate = 0

    @Option(help: ArgumentHelp("Mirror the touches after rotating: horizontal or vertical (repeat for both).", valueName: "AXIS"))
    var flip: [FlipArgument] = []

    @Option(help: ArgumentHelp(
        "A calibration matrix in libinput's convention, six numbers \"a b c d e f\" on normalised coordinates. (default: the device's LIBINPUT_CALIBRATION_MATRIX from udev, if any)",
        valueName: "MATRIX"))
    var calibration: String?

    @Option(name: .customLong("points-per-mm"), help: ArgumentHelp(
        "Points per millimetre when the screen size comes from the device's resolution. (default: 6.417, a UIKit point on a 163 ppi iPhone)",
        valueName: "N"))
    var pointsPerMillimetre: Double?

    enum FlipArgument: String, ExpressibleByArgument, CaseIterable {
        case horizontal, vertical
    }

    func validate() throws {
        guard Rotation(degrees: rotate) != nil else {
            throw ValidationError("--rotate takes 0, 90, 180 or 270 (clockwise degrees), not \(rotate).")
        }
        if let pointsPerMillimetre, !(pointsPerMillimetre.isFinite && pointsPerMillimetre > 0) {
            throw ValidationError("--points-per-mm must be a number above 0, such as 6.417.")
        }
        if let calibration {
            do {
                _ = try CalibrationMatrix(parsing: calibration)
            } catch {
                throw ValidationError("--calibration: \(error)")
            }
        }
    }

    /// The options these arguments describe; call after `validate()`.
    var options: CoordinateMapping.Options {
        var flips: Flips = []
        for axis in flip { flips.insert(axis == .horizontal ? .horizontal : .vertical) }
        return CoordinateMapping.Options(
            screenSize: screen,
            pointsPerMillimetre: pointsPerMillimetre ?? CoordinateMapping.Options.iPhonePointsPerMillimetre,
            rotation: Rotation(degrees: rotate) ?? .upright, flips: flips,
            calibration: calibration.flatMap { try? CalibrationMatrix(parsing: $0) })
    }

    /// The options, mapping onto the layout file's window size when it gives
    /// one (an explicit `--screen` that differs is an error).
    func options(agreeingWith document: LayoutDocument?) throws -> CoordinateMapping.Options {
        var options = self.options
        options.screenSize = try LayoutArgument.screen(screen, agreeingWith: document)
        return options
    }
}

import ArgumentParser
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout

/// `--screen`, `--rotate`, `--flip`, `--calibration`, `--points-per-mm` and
/// `--map`: how device units become window points, shared by `run` and `replay`.
struct MappingArguments: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The screen size in points, as WIDTHxHEIGHT. (default: the device's physical size at --points-per-mm, else its axis ranges)",
            valueName: "WxH"),
        transform: ScreenSizeArgument.parse)
    var screen: Size?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Turn the touches clockwise by 0, 90, 180 or 270 degrees, after calibration.", valueName: "N"))
    var rotate = 0

    @Option(
        help: ArgumentHelp(
            "Mirror the touches after rotating: horizontal or vertical (repeat for both).", valueName: "AXIS"))
    var flip: [FlipArgument] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "A calibration matrix in libinput's convention, six numbers \"a b c d e f\" on normalised coordinates. (default: the device's LIBINPUT_CALIBRATION_MATRIX from udev, if any)",
            valueName: "MATRIX"))
    var calibration: String?

    @Option(
        name: .customLong("points-per-mm"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "Points per millimetre when the screen size comes from the device's resolution. (default: 6.417, a UIKit point on a 163 ppi iPhone)",
            valueName: "N"))
    var pointsPerMillimetre: Double?

    @Option(
        name: .customLong("map"),
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Map the touchscreen SELECTOR picks onto a region of the window instead of all of it: WxH+X+Y in window points, such as 640x480+640+0 (repeat for more devices; the first match wins over the layout's outputs:). SELECTOR is a device node (/dev/input/event7, or a path starting with ./), a name glob (\"ILITEK*\"), a udev ID_PATH (pci-0000:00:14.0-usb-0:1:1.0) or vendor:product in hex (0eef:0001). Options after commas replace --rotate, --flip and --calibration for that device: rotate=N, flip=horizontal|vertical|both, calibration=a b c d e f.",
            valueName: "SELECTOR=WxH+X+Y[,rotate=N]"))
    var mapArguments: [String] = []

    enum FlipArgument: String, ExpressibleByArgument, CaseIterable {
        case horizontal, vertical
    }

    func validate() throws {
        guard Rotation(degrees: rotate) != nil else {
            throw ValidationError(
                "--rotate takes 0, 90, 180 or 270 (clockwise degrees), not \(rotate)."
                    + Rotation.hint(forRefused: rotate))
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
        for argument in mapArguments {
            do {
                _ = try DeviceMappingRule(parsing: argument)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    /// The `--map` rules, in the order given; call after `validate()`.
    var map: [DeviceMappingRule] {
        mapArguments.compactMap { try? DeviceMappingRule(parsing: $0) }
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

extension MappingArguments {
    /// The `--map` rules and the layout file's outputs on a window of
    /// `windowSize`. A region off the window or overlapping another fails the
    /// command: as a usage error (status 64) when a `--map` is involved, else
    /// as a problem with the layout file (status 1), named first.
    func outputMap(windowSize: Size, document: LayoutDocument?) throws -> OutputMap {
        do {
            return try OutputMap(windowSize: windowSize, rules: map, outputs: document?.outputs ?? [])
        } catch {
            guard !error.involvesRule, let document else { throw ValidationError(error.description) }
            throw CommandFailure(document.located(error))
        }
    }

    /// The plan that maps each device: the window size (see
    /// `DeviceMappingPlan.windowSize`), with the `--map` rules and the
    /// layout's outputs on it. `options` come from `options(agreeingWith:)`.
    func plan(
        document: LayoutDocument?, options: CoordinateMapping.Options, firstDevice: DeviceDescription?,
        warn: @escaping (String) -> Void
    ) throws -> DeviceMappingPlan {
        let windowSize: Size
        do {
            windowSize = try DeviceMappingPlan.windowSize(base: options, firstDevice: firstDevice)
        } catch {
            throw CommandFailure(error)
        }
        return DeviceMappingPlan(
            windowSize: windowSize, outputMap: try outputMap(windowSize: windowSize, document: document),
            base: options, warn: warn)
    }
}

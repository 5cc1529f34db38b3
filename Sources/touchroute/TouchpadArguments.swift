import ArgumentParser
import TouchRouteEvdev

/// `--touchpad-scroll` and `--touchpad-points-per-mm`: how a touchpad's
/// fingers become pointer motion and scrolling (`TouchpadDecoder.Options`),
/// shared by `run` and `replay`.
struct TouchpadArguments: ParsableArguments {
    enum Direction: String, ExpressibleByArgument, CaseIterable {
        case natural, traditional
    }

    @Option(
        name: .customLong("touchpad-scroll"),
        help: ArgumentHelp(
            "Which way a touchpad's two-finger scroll moves the content: natural (with the fingers, as on the touchscreen) or traditional (against them).",
            valueName: "natural|traditional"))
    var direction: Direction = .natural

    @Option(
        name: .customLong("touchpad-points-per-mm"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "Points of pointer motion and scroll per millimetre a touchpad's fingers travel. (default: the pad's width spans the window's width)",
            valueName: "N"))
    var pointsPerMillimetre: Double?

    func validate() throws {
        if let pointsPerMillimetre, !(pointsPerMillimetre.isFinite && pointsPerMillimetre > 0) {
            throw ValidationError("--touchpad-points-per-mm must be a number above 0, such as 8.")
        }
    }

    var options: TouchpadDecoder.Options {
        TouchpadDecoder.Options(naturalScrolling: direction == .natural, pointsPerMillimetre: pointsPerMillimetre)
    }
}

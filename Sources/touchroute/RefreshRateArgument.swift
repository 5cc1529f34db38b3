import ArgumentParser
import TouchRoute

/// `--refresh-rate 60|120`: the display rate at which momentum, bounces and
/// paging snaps step (`Window.refreshRate`). Offsets lie on the same curves at
/// either rate; 120 Hz just samples them twice as often.
struct RefreshRateArgument: ParsableArguments {
    @Option(name: .customLong("refresh-rate"), help: ArgumentHelp(
        "The display refresh rate in Hz at which scroll motion steps: 60 or 120.", valueName: "HZ"))
    var hertz = RefreshRate.hz60.rawValue

    func validate() throws {
        guard RefreshRate(rawValue: hertz) != nil else {
            throw ValidationError("--refresh-rate takes 60 or 120 (Hz), not \(hertz).")
        }
    }

    /// The rate; call after `validate()`.
    var rate: RefreshRate { RefreshRate(rawValue: hertz) ?? .hz60 }
}

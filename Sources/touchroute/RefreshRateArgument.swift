import ArgumentParser
import TouchRoute

/// `--refresh-rate HZ`: the display rate at which momentum, bounces and
/// paging snaps step (`Window.refreshRate`), any rate in
/// `RefreshRate.supportedRange` such as 59.94, 90 or 144. Offsets lie on the
/// same curves at every rate; a faster display just samples them more often.
struct RefreshRateArgument: ParsableArguments {
    /// "30 to 240", from the library's range, for the help and the refusal.
    static let accepted =
        RefreshRate.supportedRange.lowerBound.compactDescription
        + " to " + RefreshRate.supportedRange.upperBound.compactDescription

    /// Kept as typed, so that a refusal quotes the user's own text rather than
    /// a rounded or respelled number.
    @Option(
        name: .customLong("refresh-rate"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "The display refresh rate in Hz at which scroll motion steps: \(RefreshRateArgument.accepted), such as 60, 90, 120 or 144.",
            valueName: "HZ"))
    var hertz = "60"

    func validate() throws {
        guard parsed != nil else {
            throw ValidationError(
                "--refresh-rate takes a number of Hz from \(Self.accepted), such as 60, 90, 120 or 144, not \(hertz).")
        }
    }

    /// The rate; call after `validate()`.
    var rate: RefreshRate { parsed ?? .hz60 }

    private var parsed: RefreshRate? { Double(hertz).flatMap(RefreshRate.init(hertz:)) }
}

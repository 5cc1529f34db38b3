import ArgumentParser
import TouchRoute
import TouchRouteStrokes

/// `--rates HZ,HZ,…`: the touch panel report rates `evaluate` plays every
/// gesture at, each from 1 to 1000 Hz (the suites trace fingers at 1 kHz, so
/// no panel can report more often), such as 30,60,120,240 (the default).
struct ReportRatesArgument: ParsableArguments {
    /// "30,60,120,240".
    static let standard = ReportRate.evaluated.map { $0.hertz.compactDescription }.joined(separator: ",")
    /// "1 to 1000".
    static let accepted =
        ReportRate.supportedRange.lowerBound.compactDescription + " to "
        + ReportRate.supportedRange.upperBound.compactDescription

    /// Kept as typed, so that a refusal quotes the user's own text.
    @Option(
        name: .customLong("rates"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "The panel report rates in Hz to play every gesture at, separated by commas, each from "
                + "\(ReportRatesArgument.accepted).",
            valueName: "HZ,…"))
    var list = ReportRatesArgument.standard

    func validate() throws {
        _ = try parsed()
    }

    /// The rates, in the order given; call after `validate()`.
    var rates: [ReportRate] { (try? parsed()) ?? ReportRate.evaluated }

    private func parsed() throws -> [ReportRate] {
        var rates: [ReportRate] = []
        for entry in list.split(separator: ",", omittingEmptySubsequences: false) {
            let text = String(entry.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            guard !text.isEmpty else {
                throw ValidationError(
                    "--rates has an empty entry in \(list); give report rates from \(Self.accepted) Hz, separated "
                        + "by commas, such as \(Self.standard).")
            }
            guard let rate = Double(text).flatMap(ReportRate.init(hertz:)) else {
                throw ValidationError(
                    "--rates takes report rates from \(Self.accepted) Hz, separated by commas, such as "
                        + "\(Self.standard), not \(text).")
            }
            guard !rates.contains(rate) else {
                throw ValidationError("--rates lists \(text) Hz twice; give each rate once.")
            }
            rates.append(rate)
        }
        return rates
    }
}

import ArgumentParser

/// How a command ends, as its exit status. One list for the code, the man
/// pages' EXIT STATUS sections (`ManualSections`) and the table in the article
/// on touchscreens and recordings, so
/// the three cannot disagree (`ExitStatusTests`).
enum ExitStatus: Int32, CaseIterable {
    /// It did what was asked.
    case success = 0
    /// The input was fine but the world was not: no device, a file that
    /// cannot be read, a layout with errors (`CommandFailure`).
    case failure = 1
    /// A recording was cut off at its end: the complete frames were used,
    /// with a warning (`replay`, `convert`).
    case incomplete = 3
    /// The command line was wrong: an unknown option, a value out of range
    /// (sysexits' `EX_USAGE`, as argument-parser's `ValidationError` exits).
    case usage = 64

    var exitCode: ExitCode { ExitCode(rawValue) }

    /// One sentence for people, as the man pages and the article give it.
    var meaning: String {
        switch self {
        case .success: "Success."
        case .failure:
            "A failure, named on standard error with what to do: no device or no permission to read it, a file that cannot be read or is malformed, a layout with errors, a device unplugged while it was the only one."
        case .incomplete:
            "The recording was cut off at its end: the complete frames before the cut were used, and a warning says where."
        case .usage:
            "The command line was wrong (an unknown option, a value out of range); the usage follows the error."
        }
    }

    /// The commands that can end with it; nil means every command.
    var commands: [String]? {
        switch self {
        case .incomplete: ["replay", "convert"]
        default: nil
        }
    }
}

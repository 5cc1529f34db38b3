import ArgumentParser
import Glibc

extension TouchRouteCommand {
    /// Parses and runs a subcommand, as argument-parser's own `main()` does,
    /// except for a `ValidationError` that a subcommand throws from `run()`.
    ///
    /// Some arguments can only be checked once a file is read (`--page 7`
    /// against the layout's pager, `--map` against the recording's device).
    /// argument-parser would show the root command's usage under such an
    /// error, which says nothing about the subcommand the user typed, so this
    /// shows that subcommand's usage, as for an error found while parsing.
    static func main() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            try command.run()
        } catch let error as ValidationError {
            let subcommand = type(of: command)
            _ = writeAll(Array(usageMessage(for: subcommand, error: error).utf8), to: STDERR_FILENO)
            Glibc.exit(ExitStatus.usage.rawValue)
        } catch {
            exit(withError: error)
        }
    }

    /// The message for a `ValidationError` from `subcommand`'s `run()`, laid
    /// out as argument-parser lays out one found while parsing.
    static func usageMessage(for subcommand: ParsableCommand.Type, error: ValidationError) -> String {
        let names =
            subcommand == TouchRouteCommand.self
            ? configuration.commandName ?? "touchroute"
            : "\(configuration.commandName ?? "touchroute") \(subcommand.configuration.commandName ?? "")"
        return """
            Error: \(error.message)
            Usage: \(usageString(for: subcommand))
              See '\(names) --help' for more information.

            """
    }
}

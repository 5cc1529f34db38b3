import ArgumentParser
import Glibc

/// An error that ends a command with its message on stderr and exit status 1,
/// without argument-parser's usage text: the user's input was fine, the world
/// was not (no device, a bad recording).
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    /// `error`'s message, with the command's remedy for library errors (see
    /// `commandLineMessage(for:)`).
    init(_ error: some Error) {
        description = commandLineMessage(for: error)
    }

    init(_ message: String) {
        description = message
    }
}

/// Print to standard error, for messages that must not mix into JSON Lines on
/// standard output.
func printError(_ message: String) {
    _ = writeAll(Array("touchroute: \(message)\n".utf8), to: STDERR_FILENO)
}

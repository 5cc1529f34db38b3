import ArgumentParser
import TouchRoute
import TouchRouteLayout

/// `--layout FILE`: route against the user's own layout (YAML or JSON; see
/// Examples/README.md) instead of the default one. Shared by `run`, `replay`
/// and `demo`.
struct LayoutArgument: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A layout file (YAML or JSON) to route against instead of the default layout. See Examples/README.md.",
            valueName: "FILE"))
    var layout: String?

    /// The layout file, read and checked; nil without `--layout`. A bad file
    /// fails the command with the file, line and key path (exit status 1).
    func document() throws -> LayoutDocument? {
        guard let layout else { return nil }
        do {
            return try LayoutFile.load(path: layout)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The window size the file fixes, or `screen` (an explicit `--screen`).
    /// When both are given and differ, which one is meant is unclear: fail,
    /// saying how to settle it.
    static func screen(_ screen: Size?, agreeingWith document: LayoutDocument?) throws -> Size? {
        guard let size = document?.size else { return screen }
        if let screen, let document, screen != size {
            throw CommandFailure(
                "--screen \(screen) differs from the size \(size) that \(document.file) gives. "
                    + "Leave out --screen, or change or remove the file's size.")
        }
        return size
    }
}

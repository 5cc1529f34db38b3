import ArgumentParser
import TouchRoute

/// `--page N`: the page to start on, so that a swipe towards either side can
/// turn a page (page 0 has nothing to its left). It turns the default
/// layout's pager, or a layout file's first pager or nested container; the
/// range is checked against it (`RoutedLayout.show(page:)`).
struct PageArgument: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The page to start on: 0 to 2 for the default layout, or a page of the layout file's first pager or nested container.",
            valueName: "N"))
    var page = 0

    func validate() throws {
        guard page >= 0 else {
            throw ValidationError("--page takes a page number from 0, not \(page).")
        }
    }
}

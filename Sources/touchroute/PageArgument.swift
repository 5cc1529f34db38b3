import ArgumentParser
import TouchRoute

/// `--page N`: the default layout's page to start on, so that a swipe towards
/// either side can turn a page (page 0 has nothing to its left).
struct PageArgument: ParsableArguments {
    @Option(help: ArgumentHelp("The page of the default layout to start on, 0 to 2.", valueName: "N"))
    var page = 0

    func validate() throws {
        guard (0..<DefaultLayout.pageCount).contains(page) else {
            throw ValidationError("--page takes 0 to \(DefaultLayout.pageCount - 1), not \(page).")
        }
    }
}

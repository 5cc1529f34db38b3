import ArgumentParser
import TouchRouteLayout

/// `touchroute layout-schema`, hidden: prints the layout schema article
/// (`LayoutSchema.article`), made from the table the layout reader checks
/// keys against. `Sources/TouchRoute/TouchRoute.docc/LayoutSchema.md` is its
/// output, and `LayoutSchemaTests` fails when the two differ:
///
///     touchroute layout-schema > Sources/TouchRoute/TouchRoute.docc/LayoutSchema.md
struct LayoutSchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-schema",
        abstract: "Print the layout file schema article, made from the keys the layout reader accepts.",
        shouldDisplay: false
    )

    func run() {
        print(LayoutSchema.article, terminator: "")
    }
}

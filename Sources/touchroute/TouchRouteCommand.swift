import ArgumentParser

/// `touchroute`: route touches the way UIKit's scroll views do, headlessly.
@main
struct TouchRouteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchroute",
        abstract: "Route touches through a UIKit-style view tree and show every decision.",
        discussion: """
            With no layout given, touches are routed through the built-in default layout: \
            a horizontal RemorsefulScrollView pager of three pages, each a vertical list \
            of 50 rows of 64 pt.
            """,
        version: TouchRouteVersion.string,
        subcommands: [
            DemoCommand.self, ListCommand.self, RunCommand.self, ReplayCommand.self, RecordCommand.self,
            ConvertCommand.self, EmulateCommand.self, EvaluateCommand.self, CompleteManualCommand.self,
            LayoutSchemaCommand.self,
        ],
        defaultSubcommand: nil
    )
}

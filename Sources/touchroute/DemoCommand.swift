import ArgumentParser
import TouchRoute
import TouchRouteTesting

/// `touchroute demo`: scripted gestures through the default layout, on the
/// virtual clock, with no hardware.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run scripted gestures through the default layout and show what happened.",
        discussion: """
            Plays a tap, a vertical drag, a horizontal swipe, a diagonal drag, a two-finger \
            drag and a vertical drag that drifts back to its start row, each one second after \
            the previous one has come to rest. \
            For each it prints what each view received, the routing decisions and the \
            scroll offsets afterwards.
            """
    )

    @Option(help: ArgumentHelp("The screen size in points, as WIDTHxHEIGHT. (default: 800x480)", valueName: "WxH"),
            transform: ScreenSizeArgument.parse)
    var screen: Size = ScreenSizeArgument.standard

    @OptionGroup var display: RefreshRateArgument

    @Flag(help: "Print JSON Lines (touch, decision, scroll and gesture records) instead.")
    var json = false

    func run() throws {
        let layout = DefaultLayout(screen: screen)
        layout.window.refreshRate = display.rate
        var records: [TraceRecord] = []
        layout.window.trace = { records.append($0) }
        let script = DemoScript(screen: screen)
        var timeOrigin: Double?
        for (index, step) in script.steps.enumerated() {
            records.removeAll()
            let start = layout.window.play(step.gesture)
            let origin = timeOrigin ?? start
            timeOrigin = origin
            if json {
                var header = JSONLine(type: "gesture", time: start - origin)
                header.add("name", step.name)
                print(header.text)
                let lines = TraceJSONLines(timeOrigin: origin)
                for record in records { print(lines.line(for: record)) }
            } else {
                if index > 0 { print("") }
                let report = DemoReport(number: index + 1, name: step.name, records: records, timeOrigin: origin)
                report.lines(layout: layout).forEach { print($0) }
            }
        }
    }
}

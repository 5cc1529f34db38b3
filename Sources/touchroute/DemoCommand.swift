import ArgumentParser
import TouchRoute
import TouchRouteLayout
import TouchRouteStrokes
import TouchRouteTraceFormat

/// `touchroute demo`: scripted gestures through the default layout (or a
/// layout file), on the virtual clock, with no hardware.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run scripted gestures through the default layout or a layout file and show what happened.",
        discussion: """
            Plays a tap, a vertical drag, a horizontal swipe, a diagonal drag, a two-finger \
            drag and a vertical drag that drifts back to its start row, each one second after \
            the previous one has come to rest. On a photo viewer's layout (a pager whose page 1 \
            holds a zoomable scroll view, as Examples/photos.yaml) it plays a story of its own \
            from page 1: a pinch, double taps, a single tap, a long press, a swipe, a drag of a \
            zoomed photo to its edge and on, and a two-finger drag. \
            For each it prints what each view received, the routing decisions and the \
            scroll offsets afterwards. The gestures are placed relative to the window, so they \
            mean the same on any screen and in any --layout.
            """
    )

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The screen size in points, as WIDTHxHEIGHT. (default: the --layout file's size, else 800x480)",
            valueName: "WxH"),
        transform: ScreenSizeArgument.parse)
    var screen: Size?

    @OptionGroup var layoutFile: LayoutArgument

    @OptionGroup var display: RefreshRateArgument

    @OptionGroup var decisions: DecisionSamplingArgument

    @Flag(help: "Print JSON Lines (touch, decision, scroll and gesture records) instead.")
    var json = false

    func run() throws {
        let document = try layoutFile.document()
        let window = try LayoutArgument.screen(screen, agreeingWith: document) ?? ScreenSizeArgument.standard
        let layout = RoutedLayout(document, screen: window)
        layout.window.refreshRate = display.rate
        decisions.apply(to: layout.window)
        var records: [TraceRecord] = []
        layout.window.trace = { records.append($0) }
        // A photo viewer's layout gets its own story, from page 1.
        let story = document == nil ? nil : PhotoStory(layout: layout)
        let script =
            story.map { DemoScript(steps: $0.steps) }
            ?? DemoScript(window: window, tap: Self.tapPlacement(in: layout, isDefault: document == nil))
        var timeOrigin: Double?
        for (index, step) in script.steps.enumerated() {
            records.removeAll()
            let start = layout.window.play(step.script)
            let origin = timeOrigin ?? start
            timeOrigin = origin
            if json {
                var header = JSONLine(type: "script", time: start - origin)
                header.add("name", step.name)
                print(header.text)
                let format = TraceJSONFormat(timeOrigin: origin)
                var lines = TraceBytes(capacity: 16 * 1024)
                for record in records { format.append(record, to: &lines) }
                print(lines.text, terminator: "")
            } else {
                if index > 0 { print("") }
                let report = DemoReport(number: index + 1, name: step.name, records: records, timeOrigin: origin)
                report.lines(offsets: layout.offsetsDescription).forEach { print($0) }
            }
        }
    }

    /// On the default layout, the middle of the first list's row 1; on a
    /// layout file, whose rows are unknown, a place relative to the window.
    static func tapPlacement(in layout: RoutedLayout, isDefault: Bool) -> DemoScript.TapPlacement {
        guard isDefault, let row = layout.view(named: "list0.row1") else { return .windowRelative }
        return .row(y: row.convert(Point(x: 0, y: row.bounds.height / 2), to: nil).y)
    }
}

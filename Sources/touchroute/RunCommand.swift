import ArgumentParser
import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout
import TouchRouteLibevdev

/// `touchroute run`: route a live touchscreen through the default layout or a layout file.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Route a live touchscreen through the default layout or a layout file and print what happens.",
        discussion: """
            Prints each touch as it begins and ends (with every view that received it), each \
            routing decision, problems, and scroll offsets as they change. Ctrl-C cancels the \
            touches that are down and exits. The device's description and the mapping go to \
            standard error, so --json output is nothing but JSON Lines.
            """
    )

    @Option(help: ArgumentHelp("The event node to read. (default: the first touchscreen found)", valueName: "PATH"))
    var device: String?

    @Flag(help: "Take the exclusive grab, so no other program sees the touches while this one runs.")
    var grab = false

    @OptionGroup var mapping: MappingArguments

    @OptionGroup var layoutFile: LayoutArgument

    @OptionGroup var start: PageArgument

    @OptionGroup var display: RefreshRateArgument

    @Flag(help: "Print JSON Lines (touch, decision, scroll and problem records) instead.")
    var json = false

    func run() throws {
        let document = try layoutFile.document()
        let options = try mapping.options(agreeingWith: document)
        let touchscreen: LibevdevDevice
        let decoder: TouchDecoder
        let mapping: CoordinateMapping
        do {
            touchscreen = try openTouchscreen(path: device, grab: grab)
            decoder = try TouchDecoder(device: touchscreen.description, snapshot: touchscreen.snapshot())
            mapping = try CoordinateMapping(device: touchscreen.description, options: options)
        } catch {
            throw CommandFailure(error)
        }
        DeviceSummary(device: touchscreen.description).lines.forEach { printError($0) }
        printError("mapping \(mapping)\(grab ? "; grabbed" : "")")

        let layout = RoutedLayout(document, screen: mapping.screenSize)
        try layout.show(page: start.page)
        layout.window.refreshRate = display.rate
        let output = TraceOutput(json: json)
        layout.window.trace = { output.add($0) }
        let pipeline = TouchPipeline(
            reader: TouchReader(source: touchscreen, decoder: decoder), mapping: mapping,
            window: layout.window, timeOrigin: MonotonicClock.now())
        try LiveLoop(pipeline: pipeline, output: output, interrupt: InterruptSignal.install()).run()
    }
}

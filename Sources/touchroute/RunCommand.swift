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
            standard error, so --json output is nothing but JSON Lines. With --stats, the run \
            ends (Ctrl-C, SIGTERM, unplug or the end) with a summary on standard error: the \
            events and frames read; each frame's latency from the kernel's timestamp (its \
            SYN_REPORT's, CLOCK_MONOTONIC) to delivery into the router and to the end of routing \
            (decisions made), as p50, p99 and max in microseconds; and the process's CPU time \
            per event in nanoseconds. --bare-read is the baseline to compare against: it reads \
            and discards the same events with libevdev alone.
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

    @Flag(help: ArgumentHelp(
        "On exit, print the events and frames read, each frame's latency (p50, p99, max in µs) from the kernel's timestamp to delivery and to the end of routing, and CPU time per event (ns), to standard error."))
    var stats = false

    @Flag(name: .customLong("bare-read"), help: ArgumentHelp(
        "Measurement baseline: read and discard events with libevdev only (no decoding, mapping or routing); with --stats, report the same figures."))
    var bareRead = false

    func run() throws {
        let document = try layoutFile.document()
        let options = try mapping.options(agreeingWith: document)
        let statistics = stats ? RunStatistics(mode: bareRead ? .bareRead : .routed) : nil
        if bareRead { return try readBare(statistics: statistics) }
        let touchscreen: LibevdevDevice
        let mapping: CoordinateMapping
        do {
            touchscreen = try openTouchscreen(path: device, grab: grab)
            mapping = try CoordinateMapping(device: touchscreen.description, options: options)
        } catch {
            throw CommandFailure(error)
        }
        DeviceSummary(device: touchscreen.description).lines.forEach { printError($0) }
        printError("mapping \(mapping)\(grab ? "; grabbed" : "")")

        let layout = RoutedLayout(document, screen: mapping.screenSize)
        try layout.show(page: start.page)
        layout.window.refreshRate = display.rate
        let session: TouchSession
        do {
            session = try TouchSession(window: layout.window)
            try session.addDevice(touchscreen, mapping: mapping)
        } catch {
            throw CommandFailure(error)
        }
        session.report(to: TraceOutput(json: json), statistics: statistics)
        try measure(statistics, events: { session.eventCount }) {
            do {
                try session.run(stoppingWhenReadable: InterruptSignal.install())
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    /// `--bare-read`: open the device as `run` does, then only read.
    private func readBare(statistics: RunStatistics?) throws {
        let touchscreen: LibevdevDevice
        do {
            touchscreen = try openTouchscreen(path: device, grab: grab)
        } catch {
            throw CommandFailure(error)
        }
        DeviceSummary(device: touchscreen.description).lines.forEach { printError($0) }
        printError("bare read: events are read with libevdev and discarded; nothing is decoded, mapped or routed\(grab ? "; grabbed" : "")")
        let loop = BareReadLoop(source: touchscreen, interrupt: InterruptSignal.install(), statistics: statistics)
        try measure(statistics, events: { loop.eventCount }) { try loop.run() }
    }

    /// Run `loop`; with `--stats`, print the summary when it ends, however it
    /// ends, with the CPU time the process spent while it ran.
    private func measure(_ statistics: RunStatistics?, events: () -> Int, _ loop: () throws -> Void) throws {
        let cpuAtStart = ProcessCPUTime.nanoseconds()
        defer {
            if let statistics {
                let cpu = ProcessCPUTime.nanoseconds() - cpuAtStart
                statistics.summary(events: events(), cpuNanoseconds: cpu).forEach { printError($0) }
            }
        }
        try loop()
    }
}

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
        abstract: "Route live touchscreens through the default layout or a layout file and print what happens.",
        discussion: """
            Without --device, reads every touchscreen, every mouse with a wheel and every \
            touchpad on the seat and follows hotplug: a mouse's wheel and a touchpad's two \
            fingers scroll the view under the pointer, which starts at the window's centre; \
            a touchpad's one finger moves it, crossing the window as it crosses the pad, and \
            its scroll is natural (the content follows the fingers). A panel \
            plugged in joins, and one unplugged has its touches cancelled while the others go on; \
            each prints a device record (device-added, device-removed, device-refused in JSON). \
            With --device, reads the touchscreens the selectors match and ends when the last one \
            goes away. Each touchscreen maps onto the whole window, or the region a --map or the \
            layout file's outputs: give it (see "Several touchscreens and hotplug" in the \
            Touchscreens and Recordings article, Sources/TouchRoute/TouchRoute.docc/TouchscreensAndRecordings.md). Prints each \
            touch as it begins and ends (with every view that received it), each routing \
            decision, problems, and scroll offsets as they change. Ctrl-C cancels the touches \
            that are down and exits. Each device's description and mapping go to standard \
            error, so --json output is nothing but JSON Lines. With --stats, the run \
            ends (Ctrl-C, SIGTERM, unplug or the end) with a summary on standard error: the \
            events and frames read; each frame's latency from the kernel's timestamp (its \
            SYN_REPORT's, CLOCK_MONOTONIC) to delivery into the router and to the end of routing \
            (decisions made), as p50, p99 and max in microseconds; and the process's CPU time \
            per event in nanoseconds. --bare-read is the baseline to compare against: it reads \
            and discards the same events with libevdev alone.
            """
    )

    @Option(
        help: ArgumentHelp(
            "A touchscreen or a mouse with a wheel to read: a node (any path with a /, or a file that exists), a name glob, an ID_PATH or vendor:product. Repeat for several. (default: every touchscreen and mouse with a wheel on the seat, following hotplug)",
            valueName: "SELECTOR"))
    var device: [String] = []

    @Option(
        help: ArgumentHelp(
            "Only touchscreens on this seat (udev's ID_SEAT; none means seat0), as libinput does.", valueName: "SEAT"))
    var seat = UdevInputDevice.defaultSeat

    @Flag(help: "Take the exclusive grab, so no other program sees the touches while this one runs.")
    var grab = false

    @OptionGroup var mapping: MappingArguments

    @OptionGroup var touchpad: TouchpadArguments

    @OptionGroup var layoutFile: LayoutArgument

    @OptionGroup var start: PageArgument

    @OptionGroup var display: RefreshRateArgument

    @OptionGroup var decisions: DecisionSamplingArgument

    @Flag(help: "Print JSON Lines (touch, decision, scroll, gesture and problem records) instead.")
    var json = false

    @Flag(
        help: ArgumentHelp(
            "On exit, print the events and frames read, each frame's latency (p50, p99, max in µs) from the kernel's timestamp to delivery and to the end of routing, and CPU time per event (ns), to standard error."
        ))
    var stats = false

    @Flag(
        name: .customLong("bare-read"),
        help: ArgumentHelp(
            "Measurement baseline: read and discard events with libevdev only (no decoding, mapping or routing); with --stats, report the same figures."
        ))
    var bareRead = false

    func run() throws {
        let document = try layoutFile.document()
        let options = try mapping.options(agreeingWith: document)
        let statistics = stats ? RunStatistics(mode: bareRead ? .bareRead : .routed) : nil
        let choice = try TouchscreenChoice(selectors: device, seat: seat, grab: grab)
        if bareRead { return try readBare(choice, statistics: statistics) }
        let chosen = try choice.openSelected()
        // What is there now (the chosen, else one scan of the seat) sizes the
        // window and tells which --map matches nothing yet.
        let present = try chosen?.map(\.description) ?? choice.present()
        // Without --device, a first touchscreen that cannot be mapped is
        // refused when it joins rather than stopping the others. A mouse or
        // touchpad never sizes the window: its pointer moves over whatever it is.
        let touchscreens = present.filter { !$0.isPointerDevice }
        let first =
            chosen.map { $0.lazy.map(\.description).first { !$0.isPointerDevice } }
            ?? DeviceMappingPlan.firstMappable(among: touchscreens, options: options)
        let plan = try mapping.plan(
            document: document, options: options, firstDevice: first, warn: { printError("warning: \($0)") })
        plan.unmatchedRuleWarnings(present: present).forEach { printError("warning: \($0)") }

        let layout = RoutedLayout(document, screen: plan.windowSize)
        try layout.show(page: start.page)
        layout.window.refreshRate = display.rate
        decisions.apply(to: layout.window)
        let session: TouchSession
        do {
            session = try TouchSession(window: layout.window)
        } catch {
            throw CommandFailure(error)
        }
        session.touchpadOptions = touchpad.options
        let output = TraceOutput(json: json)
        session.report(to: output, statistics: statistics)
        var refusals: [String] = []
        session.onDeviceChange = { [json, grab] change in
            switch change {
            case .added(let device, _):
                DeviceSummary(device: device.description).lines.forEach { printError($0) }
                let area = layout.window.frame.size
                let start = Point(x: area.width / 2, y: area.height / 2)
                if let touchpad = TouchpadDecoder(
                    device: device.description, windowWidth: area.width, options: session.touchpadOptions)
                {
                    var lines = ReplayedPointer.touchpadLines(window: area, start: start, touchpad: touchpad)
                    if grab { lines[0] += "; grabbed" }
                    lines.forEach { printError($0) }
                } else if device.description.isWheelPointer {
                    printError(ReplayedPointer.startLine(window: area, start: start) + (grab ? "; grabbed" : ""))
                } else {
                    printError("mapping \(device.mapping)\(grab ? "; grabbed" : "")")
                }
                if let source = plan.sources[device.node], source != .window { printError("mapping via \(source)") }
            case .refused(_, let reason): refusals.append(reason)
            case .removed: break
            }
            let record = DeviceChangeRecord(
                change: change, time: session.windowTimeNow,
                source: Self.node(of: change).flatMap { plan.sources[$0] }.map(\.description))
            output.say(json ? record.json : record.text)
            output.endFrame()
        }
        do {
            if let chosen {
                for touchscreen in chosen {
                    try session.addDevice(touchscreen, mapping: try plan.mapping(for: touchscreen.description))
                }
            } else {
                var watch = TouchscreenWatch(seat: seat, grab: grab, mapping: plan.mapping(for:))
                watch.includesPointers = true
                watch.describesRefusal = commandLineMessage(for:)
                try session.followTouchscreens(watch)
            }
        } catch {
            throw CommandFailure(error)
        }
        if chosen == nil && session.devices.isEmpty {
            // Present but unusable (permissions, a bad calibration) is an error;
            // absent is a panel yet to be plugged in.
            if let reason = refusals.first { throw CommandFailure(reason) }
            printError(
                "no touchscreen on \(seat) yet (\(choice.discovery.method)); waiting for one to be plugged in. Ctrl-C stops."
            )
        }
        try measure(statistics, events: { session.eventCount }) {
            do {
                try session.run(stoppingWhenReadable: InterruptSignal.install())
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    private static func node(of change: DeviceChange) -> String? {
        if case .added(let device, _) = change { return device.node }
        return nil
    }

    /// `--bare-read`: open one device as `run` does (the first selected, or
    /// the first touchscreen), then only read.
    private func readBare(_ choice: TouchscreenChoice, statistics: RunStatistics?) throws {
        let touchscreen = try choice.openSelected()?.first ?? choice.openFirst()
        DeviceSummary(device: touchscreen.description).lines.forEach { printError($0) }
        printError(
            "bare read: events are read with libevdev and discarded; nothing is decoded, mapped or routed\(grab ? "; grabbed" : "")"
        )
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

import ArgumentParser
import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

/// `touchroute run`: route a live touchscreen through the default layout.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Route a live touchscreen through the default layout and print what happens.",
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

    @OptionGroup var start: PageArgument

    @Flag(help: "Print JSON Lines (touch, decision, scroll and problem records) instead.")
    var json = false

    func run() throws {
        let touchscreen: LibevdevDevice
        let decoder: TouchDecoder
        let mapping: CoordinateMapping
        do {
            touchscreen = try openTouchscreen(path: device, grab: grab)
            decoder = try TouchDecoder(device: touchscreen.description, snapshot: touchscreen.snapshot())
            mapping = try CoordinateMapping(device: touchscreen.description, options: self.mapping.options)
        } catch {
            throw CommandFailure(error)
        }
        DeviceSummary(device: touchscreen.description).lines.forEach { printError($0) }
        printError("mapping \(mapping)\(grab ? "; grabbed" : "")")

        let layout = DefaultLayout(screen: mapping.screenSize)
        layout.show(page: start.page)
        let output = TraceOutput(json: json)
        layout.window.trace = { output.add($0) }
        let pipeline = TouchPipeline(
            reader: TouchReader(source: touchscreen, decoder: decoder), mapping: mapping,
            window: layout.window, timeOrigin: MonotonicClock.now())
        try LiveLoop(pipeline: pipeline, output: output, interrupt: InterruptSignal.install()).run()
    }
}

/// Waits on the device and on Ctrl-C with `poll`, routes what arrives, and
/// wakes for the window's timers (a held finger's touch delay) when nothing does.
struct LiveLoop {
    let pipeline: TouchPipeline<LibevdevDevice>
    let output: TraceOutput
    let interrupt: Int32

    func run() throws {
        var descriptors = [
            pollfd(fd: pipeline.reader.source.pollDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: interrupt, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds())
            if ready < 0 && errno != EINTR {
                throw CommandFailure(DeviceError(device: pipeline.reader.source.name, reason: .system(
                    errno: errno, call: "poll", text: String(cString: strerror(errno)))))
            }
            if descriptors[1].revents != 0 {
                pipeline.window.cancelAllTouches(reason: "interrupted:")
                output.endFrame()
                return
            }
            // Read even on a timeout, so an event that raced the timer is routed
            // before the timer moves the window's clock past it.
            let outcome = pipeline.dispatch(afterEachFrame: { _ in output.endFrame() })
            output.endFrame()
            switch outcome {
            case .drained:
                break
            case .endOfStream:
                return
            case .deviceRemoved:
                throw CommandFailure(DeviceError(device: pipeline.reader.source.name, reason: .removed))
            case .failed(let error):
                throw CommandFailure(error)
            }
            if ready == 0, let deadline = pipeline.window.clock.nextDeadline {
                pipeline.window.advanceTime(to: deadline)
                output.endFrame()
            }
        }
    }

    /// Until the window's next timer is due, or forever when none is pending.
    private func timeoutMilliseconds() -> Int32 {
        guard let deadline = pipeline.window.clock.nextDeadline else { return -1 }
        let now = pipeline.windowTime(MonotonicClock.now())
        return Int32(min(max(0, ((deadline - now) * 1000).rounded(.up)), 60_000))
    }
}

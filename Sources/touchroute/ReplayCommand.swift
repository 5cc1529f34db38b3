import ArgumentParser
import TouchRoute
import TouchRouteEvdev
import TouchRouteLayout
import TouchRouteRecordings

/// `touchroute replay`: route a recording through the same pipeline as a live
/// device, on the virtual clock.
struct ReplayCommand: ParsableCommand {
    /// The exit status of a replay that routed all there was of a recording
    /// cut off at its end (see `RecordingTruncation`): not 0, since part of
    /// what was recorded is missing, and not 1, which means nothing was routed.
    static let incompleteStatus = ExitStatus.incomplete.exitCode

    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Route a recording (evemu or libinput record) through the default layout or a layout file.",
        discussion: """
            The recording is decoded and mapped exactly as a live device would be, and routed \
            on a virtual clock driven by its timestamps, so the output is the same on every \
            run. An events-only evemu file takes its description from --description, or from \
            device.desc beside it. With --json, standard output carries nothing but JSON Lines; \
            the device and mapping lines go to standard error. --plot also draws the finger \
            paths, the decisions with their thresholds and the scroll offsets over time as an \
            SVG image; it changes nothing on standard output. With --map, or a layout file's \
            outputs:, the recording's device maps onto its region of the window (a line says \
            which); warnings go to standard error. \
            A recording cut off at its end (a recorder that crashed or was killed, leaving \
            a broken last line or a frame with no SYN_REPORT) replays up to its last complete \
            frame: a problem record names the file and line of the cut, the touches still \
            down are cancelled as at any end, and the exit status is 3 (incomplete). \
            A FILE with its own description and --description together, or a DESC that \
            holds events, is refused: one of the two would be ignored. \
            A libinput record file of several devices (libinput record --all, touchroute \
            record --all) routes every touchscreen's touches, and the scrolling of its mice \
            and touchpads, into one window in time order, each device mapped by its own \
            udev WL_OUTPUT, --map or the layout's outputs:, with touch ids distinct across \
            devices; it names the devices it leaves out (a keyboard, say). \
            A mouse's recording scrolls the view under its pointer with its wheel \
            (REL_WHEEL_HI_RES, else 120 x REL_WHEEL); the pointer starts at the window's \
            centre and moves 1 pt per REL_X/REL_Y unit. A touchpad's libinput record made \
            with --with-libinput scrolls by libinput's finger scroll events instead of \
            routing its fingers as touches.
            """
    )

    @OptionGroup var recordingFile: RecordingFileArgument
    var file: String { recordingFile.file }
    var descriptionFile: String? { recordingFile.descriptionFile }

    @OptionGroup var mapping: MappingArguments

    @OptionGroup var touchpad: TouchpadArguments

    @OptionGroup var layoutFile: LayoutArgument

    @OptionGroup var start: PageArgument

    @OptionGroup var display: RefreshRateArgument

    @OptionGroup var decisions: DecisionSamplingArgument

    @Flag(help: "Print JSON Lines (touch, decision, scroll, gesture and problem records) instead.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Also draw the paths, decisions and scroll offsets as an SVG image at PATH.", valueName: "PATH"))
    var plot: String?

    @Flag(help: "Pace the replay at the recording's own speed instead of as fast as possible.")
    var realtime = false

    func run() throws {
        let document = try layoutFile.document()
        let options = try mapping.options(agreeingWith: document)
        let recordings: [Recording]
        do {
            recordings = try Recording.loadEveryDevice(from: file, descriptionFile: descriptionFile)
        } catch {
            throw CommandFailure(error)
        }
        let choice = RecordingDeviceChoice(recordings, player: .replay)
        guard let first = choice.routed.first.map({ recordings[$0] }) else {
            // Not one device of several gives touches or a wheel.
            throw CommandFailure(choice.refusal(of: recordings, in: file))
        }
        // The window is sized by the first device that touches the screen.
        let sizing = choice.routed.lazy.map { recordings[$0] }.first { !ReplayedPointer(recording: $0).isPointerOnly }
        let sizingDevice = sizing?.description
        do {
            // What `plan` derives the window from, checked here first so that
            // a broken axis or calibration in the recording is named by its
            // line (`plan` reports it as text).
            _ = try DeviceMappingPlan.windowSize(base: options, firstDevice: sizingDevice)
        } catch {
            throw ReplayedDevice.failure(error, in: sizing ?? first)
        }
        var warnings: [String] = []
        let plan = try self.mapping.plan(
            document: document, options: options, firstDevice: sizingDevice, warn: { warnings.append($0) })
        let window = plan.windowSize
        let layout = RoutedLayout(document, screen: window)
        try layout.show(page: start.page)
        layout.window.refreshRate = display.rate
        decisions.apply(to: layout.window)
        let devices = try ReplayedDevice.all(
            choice.routed, of: recordings, plan: plan, window: layout.window, touchpad: touchpad.options)
        let plotFile = try plot.map(PlotFile.init(path:))
        let output = TraceOutput(json: json)
        let say: (String) -> Void = json ? { printError($0) } : { output.say($0) }
        let routedEvents = choice.routed.reduce(0) { $0 + recordings[$1].events.count }
        say(
            "replaying \(file) (\(first.format), "
                + (recordings.count == 1
                    ? "" : "\(choice.routed.count) of its \(recordings.count) devices, ")
                + "\(routedEvents) events)")

        for device in devices {
            if recordings.count > 1 {
                say("device \(device.recording.deviceIndex + 1) of \(recordings.count):")
            }
            DeviceSummary(device: device.recording.description).lines.forEach(say)
            let pointerStart = Point(x: window.width / 2, y: window.height / 2)
            (device.pointer.isPointerOnly
                ? device.pointer.lines(window: window, start: pointerStart, touchpad: device.pipeline.touchpad)
                : device.placement.lines)
                .forEach(say)
        }
        for skipped in choice.skipped { say(choice.sentence(for: skipped, of: recordings)) }
        (warnings + plan.unmatchedRuleWarnings(recorded: devices.map(\.recording.description))).forEach {
            printError("warning: \($0)")
        }

        var plotData = TracePlotData(
            screen: window, startOffsets: layout.offsetsByName, startZooms: layout.zoomsByName)
        layout.window.trace =
            plotFile == nil
            ? { output.add($0) }
            : {
                output.add($0)
                plotData.add($0)
            }
        let pacer = Pacer()  // window time 0 is now, for --realtime
        // The frame that ends first among the devices, each in turn, as a
        // session routes several touchscreens; then every stream ends when
        // the last one does.
        let recorded = RecordedDevices(pipelines: devices.map(\.pipeline))
        let beforeEachFrame: (Int, DeviceFrame) -> Void = { devices[$0].routeLibinputPointer(before: $1) }
        let afterEachFrame: (Int, TouchFrame) -> Void = { _, _ in output.endFrame() }
        while let next = recorded.nextFrame {
            if realtime { pacer.wait(until: devices[next.device].pipeline.windowTime(next.time)) }
            recorded.route(next, beforeEachFrame: beforeEachFrame, afterEachFrame: afterEachFrame)
        }
        recorded.end(
            beforeEnding: { devices[$0].reportTruncation() }, beforeEachFrame: beforeEachFrame,
            afterEachFrame: afterEachFrame)
        for device in devices { device.pointer.libinput?.finish(into: device.pipeline) }
        output.endFrame()
        // Let momentum and paging snaps come to rest, frame by frame (paced too
        // with --realtime), so the offsets printed last are where things settle.
        layout.window.settle { deadline in
            output.endFrame()
            if realtime { pacer.wait(until: deadline) }
        }
        output.endFrame()
        if !json {
            output.say("offsets at the end: " + layout.offsetsDescription)
            output.endFrame()
        }
        if let plotFile {
            let title =
                "touchroute replay \(file)  (\(window.width.compactDescription)×"
                + "\(window.height.compactDescription) pt, page \(start.page))"
            try plotFile.write(TracePlot(data: plotData, title: title).svg)
        }
        let truncations = devices.compactMap(\.recording.truncation)
        if !truncations.isEmpty {
            truncations.forEach { printError("incomplete replay (exit status 3): \($0)") }
            throw Self.incompleteStatus
        }
    }
}

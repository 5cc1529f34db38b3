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
    static let incompleteStatus = ExitCode(3)

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

    /// `error` as the command's failure, led by `FILE:LINE: ` when an axis or
    /// calibration line of the recording is at fault.
    private static func failure(_ error: CoordinateMappingError, in recording: Recording) -> CommandFailure {
        CommandFailure(recording.location(of: error).map { "\($0): \(error)" } ?? "\(error)")
    }

    func run() throws {
        let document = try layoutFile.document()
        let options = try mapping.options(agreeingWith: document)
        let recording: Recording
        let decoder: TouchDecoder
        do {
            recording = try Recording.load(from: file, descriptionFile: descriptionFile)
            decoder = try TouchDecoder(device: recording.description)
        } catch {
            throw CommandFailure(error)
        }
        let pointer = ReplayedPointer(recording: recording)
        do {
            // What `plan` derives the window from, checked here first so that
            // a broken axis or calibration in the recording is named by its
            // line (`plan` reports it as text).
            _ = try DeviceMappingPlan.windowSize(base: options, firstDevice: pointer.sizingDevice)
        } catch {
            throw Self.failure(error, in: recording)
        }
        var warnings: [String] = []
        let plan = try self.mapping.plan(
            document: document, options: options, firstDevice: pointer.sizingDevice, warn: { warnings.append($0) })
        let placement: DevicePlacement
        do {
            placement =
                pointer.isPointerOnly
                ? DevicePlacement(
                    window: plan.windowSize,
                    mapping: try CoordinateMapping(contactlessDevice: recording.description, screen: plan.windowSize),
                    source: .window)
                : try plan.placement(of: recording.description)
        } catch {
            throw Self.failure(error, in: recording)
        }
        let mapping = placement.mapping
        let plotFile = try plot.map(PlotFile.init(path:))
        let output = TraceOutput(json: json)
        let say: (String) -> Void = json ? { printError($0) } : { output.say($0) }
        say("replaying \(file) (\(recording.format), \(recording.events.count) events)")
        DeviceSummary(device: recording.description).lines.forEach(say)
        let pointerStart = Point(x: placement.window.width / 2, y: placement.window.height / 2)
        (pointer.isPointerOnly ? pointer.lines(window: placement.window, start: pointerStart) : placement.lines)
            .forEach(say)
        (warnings + plan.unmatchedRuleWarnings(recorded: [recording.description])).forEach {
            printError("warning: \($0)")
        }

        let layout = RoutedLayout(document, screen: placement.window)
        try layout.show(page: start.page)
        layout.window.refreshRate = display.rate
        decisions.apply(to: layout.window)
        var plotData = TracePlotData(
            screen: placement.window, startOffsets: layout.offsetsByName, startZooms: layout.zoomsByName)
        layout.window.trace =
            plotFile == nil
            ? { output.add($0) }
            : {
                output.add($0)
                plotData.add($0)
            }
        let source = RecordedEventSource(name: file, events: pointer.events(of: recording))
        let origin = recording.events.first?.time ?? EventTime(seconds: 0, microseconds: 0)
        let pipeline = TouchPipeline(
            reader: TouchReader(source: source, decoder: decoder), mapping: mapping,
            window: layout.window, timeOrigin: origin)
        // libinput's pointer events, routed in time order before each frame.
        let beforeEachFrame: (DeviceFrame) -> Void = { frame in
            pointer.libinput?.route(through: frame.time, into: pipeline)
        }
        let pacer = Pacer()  // window time 0 is now, for --realtime
        if realtime {
            while source.position < source.events.count {
                pacer.wait(until: pipeline.windowTime(source.events[source.position].time))
                pipeline.dispatch(
                    limit: 1, beforeEachFrame: beforeEachFrame, afterEachFrame: { _ in output.endFrame() })
            }
        }
        pipeline.dispatch(
            limit: source.events.count - source.position, beforeEachFrame: beforeEachFrame,
            afterEachFrame: { _ in output.endFrame() })
        if let truncation = recording.truncation {
            // Said where the events stop, before the end of the stream cancels
            // the touches still down, so the cancellation reads as its result.
            pipeline.reader.problems?(
                DecodingProblem(time: source.currentTime(), kind: .recordingTruncated, message: truncation.description))
        }
        pipeline.dispatch(beforeEachFrame: beforeEachFrame, afterEachFrame: { _ in output.endFrame() })
        pointer.libinput?.finish(into: pipeline)
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
                "touchroute replay \(file)  (\(placement.window.width.compactDescription)×"
                + "\(placement.window.height.compactDescription) pt, page \(start.page))"
            try plotFile.write(TracePlot(data: plotData, title: title).svg)
        }
        if let truncation = recording.truncation {
            printError("incomplete replay (exit status 3): \(truncation)")
            throw Self.incompleteStatus
        }
    }
}

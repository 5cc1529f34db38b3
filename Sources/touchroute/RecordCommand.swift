import ArgumentParser
import Glibc
import TouchRouteEvdev
import TouchRouteLibevdev

/// `touchroute record`: save a live touchscreen's events as an evemu or
/// `libinput record` file.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a touchscreen's events to an evemu or libinput record file until Ctrl-C.",
        discussion: """
            Writes the device description and then every event, with times counted from the \
            first event. With --format evemu (the default) it is the format evemu-record writes: \
            evemu-device and evemu-play can recreate the device and play it back. With --format \
            libinput it is the YAML that `libinput record` writes (file format version 1), which \
            libinput replay and libinput analyze read and the libinput developers ask for in bug \
            reports. `touchroute replay` reads either back to the same description and events. \
            Events are written frame by frame, so stopping with Ctrl-C loses nothing. If the \
            reader falls behind, the SYN_DROPPED and the resync that follows are recorded as \
            they happened. \
            With --all, or --device selecting several touchscreens, every one is recorded into \
            one libinput record file (--format libinput; an evemu file holds one device), as \
            libinput record --all writes one: times count from the first event of any of them, \
            and each device's events follow its description. Since they can only be written \
            once the recording stops (Ctrl-C, or every device gone), they are kept in an \
            unlinked temporary file in $TMPDIR meanwhile. A device unplugged meanwhile keeps \
            what it recorded.
            """
    )

    @Option(
        help: ArgumentHelp(
            "A touchscreen to record: a node (any path with a /, or a file that exists), a name glob, an ID_PATH or vendor:product. Repeat for several, into one --format libinput file. (default: the first touchscreen found)",
            valueName: "SELECTOR"))
    var device: [String] = []

    @Flag(
        help:
            "Record every touchscreen on the seat into one file, as libinput record --all does (needs --format libinput)."
    )
    var all = false

    @Option(
        help: ArgumentHelp(
            "Only touchscreens on this seat (udev's ID_SEAT; none means seat0), as libinput does.", valueName: "SEAT"))
    var seat = UdevInputDevice.defaultSeat

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "The file to write. (default: standard output)", valueName: "FILE"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "The file format: evemu (evemu-record's text) or libinput (libinput record's YAML, version 1).",
            valueName: "FORMAT"))
    var format: RecordingFileFormat = .evemu

    @Flag(help: "Take the exclusive grab while recording, so the touches reach no other program.")
    var grab = false

    func validate() throws {
        if all && !device.isEmpty {
            throw ValidationError("--all records every touchscreen on the seat: give it or --device, not both.")
        }
        if format == .evemu && (all || device.count > 1) {
            throw ValidationError(
                Self.evemuHoldsOneDevice(
                    all ? "--all asks for every touchscreen" : "\(device.count) --device options ask for several"))
        }
    }

    /// Why several devices are not recorded as evemu, and what to do instead.
    static func evemuHoldsOneDevice(_ asked: String) -> String {
        "an evemu file holds one device, and \(asked). Record them into one file with --format libinput, "
            + "or each into its own evemu file with one --device and -o."
    }

    func run() throws {
        var choice = try TouchscreenChoice(selectors: device, seat: seat, grab: grab)
        choice.anyNamedDevice = true
        let touchscreens = try all ? choice.openPresent() : choice.openSelected() ?? [choice.openFirst()]
        // Everything that can fail before recording fails before the output
        // file is made, so a refusal leaves an earlier recording there whole.
        guard touchscreens.count == 1, let touchscreen = touchscreens.first else {
            guard format == .libinput else {
                throw CommandFailure(Self.evemuHoldsOneDevice("--device selected \(touchscreens.count) touchscreens"))
            }
            let spools = try touchscreens.map { try EventSpool(device: $0.path) }
            let file = try openOutput()
            defer { if file != STDOUT_FILENO { close(file) } }
            return try recordSeveral(touchscreens, into: spools, to: file)
        }
        let file = try openOutput()
        defer { if file != STDOUT_FILENO { close(file) } }
        switch format {
        case .evemu:
            try record(touchscreen, with: EvemuRecorder(description: touchscreen.description), to: file)
        case .libinput:
            try record(
                touchscreen, with: LibinputRecorder(description: touchscreen.description, node: touchscreen.path),
                to: file)
        }
    }

    /// Write the header, then every event until Ctrl-C or the device goes away.
    private func record<Writer>(
        _ touchscreen: LibevdevDevice, with recorder: EventStreamRecorder<Writer>, to file: Int32
    ) throws {
        var recorder = recorder
        try flush(&recorder, to: file)
        printError(
            "recording \(touchscreen.path) (\(touchscreen.description.name)) to \(output ?? "standard output"); Ctrl-C stops"
        )

        let interrupt = InterruptSignal.install()
        var descriptors = [
            pollfd(fd: touchscreen.pollDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: interrupt, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            _ = poll(&descriptors, nfds_t(descriptors.count), -1)
            // Drain first, even after Ctrl-C: what the device sent before is kept.
            let stop = drain(touchscreen, recorded: { recorder.eventCount }, record: { recorder.record($0) })
            try flush(&recorder, to: file)
            if let stop { throw stop }
            if descriptors[1].revents != 0 { break }
        }
        try flush(&recorder, to: file)
        printError("recorded \(recorder.eventCount) events to \(output ?? "standard output").")
    }

    /// Record everything the device has now, resync included, through
    /// `record`; returns why this device's recording must stop, if it must,
    /// saying how many events (`recorded()`) it kept.
    func drain(_ touchscreen: LibevdevDevice, recorded: () -> Int, record: (InputEvent) -> Void) -> (any Error)? {
        let end = touchscreen.drain(
            onDropped: { dropped in
                printError("\(touchscreen.path) dropped events (SYN_DROPPED); recording the resync.")
                record(dropped)
            },
            each: record)
        switch end {
        case .drained, .endOfStream:
            return nil
        case .deviceRemoved:
            return CommandFailure(
                DeviceError(device: touchscreen.path, reason: .removed).description
                    + " \(recorded()) events were recorded.")
        case .failed(let error):
            return CommandFailure(error)
        }
    }

    func openOutput() throws -> Int32 {
        guard let output else { return STDOUT_FILENO }
        let file = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else {
            throw CommandFailure(
                "cannot create \(output): \(String(cString: strerror(errno))). Choose a writable path with -o.")
        }
        return file
    }

    private func flush<Writer>(_ recorder: inout EventStreamRecorder<Writer>, to file: Int32) throws {
        try recorder.takePending { bytes in
            if let error = writeAll(bytes, to: file) {
                throw CommandFailure(
                    "cannot write to \(output ?? "standard output"): \(String(cString: strerror(error))).")
            }
        }
    }
}

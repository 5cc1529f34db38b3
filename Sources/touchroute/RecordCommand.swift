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
            they happened.
            """
    )

    @Option(help: ArgumentHelp("The event node to record. (default: the first touchscreen found)", valueName: "PATH"))
    var device: String?

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

    func run() throws {
        let touchscreen: LibevdevDevice
        do {
            touchscreen = try openTouchscreen(path: device, grab: grab)
        } catch {
            throw CommandFailure(error)
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
            let stop = drain(touchscreen, into: &recorder)
            try flush(&recorder, to: file)
            if let stop { throw stop }
            if descriptors[1].revents != 0 { break }
        }
        try flush(&recorder, to: file)
        printError("recorded \(recorder.eventCount) events to \(output ?? "standard output").")
    }

    /// Record everything the device has now, resync included; returns why the
    /// recording must stop, if it must.
    private func drain<Writer>(_ touchscreen: LibevdevDevice, into recorder: inout EventStreamRecorder<Writer>) -> (
        any Error
    )? {
        let end = touchscreen.drain(
            onDropped: { dropped in
                printError("\(touchscreen.path) dropped events (SYN_DROPPED); recording the resync.")
                recorder.record(dropped)
            },
            each: { recorder.record($0) })
        switch end {
        case .drained, .endOfStream:
            return nil
        case .deviceRemoved:
            return CommandFailure(
                DeviceError(device: touchscreen.path, reason: .removed).description
                    + " \(recorder.eventCount) events were recorded.")
        case .failed(let error):
            return CommandFailure(error)
        }
    }

    private func openOutput() throws -> Int32 {
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

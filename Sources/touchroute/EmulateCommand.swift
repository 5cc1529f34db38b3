import ArgumentParser
import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev
import TouchRoutePlayback
import TouchRouteRecordings

/// `touchroute emulate`: make a recorded touchscreen real through uinput and
/// play its events, for testing readers against a kernel.
struct EmulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emulate",
        abstract: "Create a virtual touchscreen from a recording (through /dev/uinput) and play its events.",
        discussion: """
            Prints the new device's node (such as /dev/input/event5) alone on the first line of \
            standard output, so a script can start a reader on it; waits --start-delay seconds \
            (or, with --wait, for a line on standard input); plays the events at --speed; keeps \
            the device for --linger seconds (or, with --hold, until Ctrl-C or SIGTERM) so readers \
            drain it; then removes it, and readers see the device go away. A touch still down at \
            the end stays down until the device is removed, as when a real one is unplugged. \
            Events are sent as recorded, SYN_REPORTs included, at deadlines counted from the \
            start on the monotonic clock, so a slow machine does not stretch the recording. \
            The kernel filters absolute values by each axis's fuzz, and recorded values were \
            filtered once already: to read exactly the recorded values (to compare with \
            replay), pass --no-fuzz. \
            A libinput record file of several devices (libinput record --all) makes a device \
            for each touchscreen and mouse with a wheel in it (keyboards and the like are \
            named and left out), prints their nodes a line each in file order, and plays \
            their frames in the order they were recorded across them; --device N makes \
            only device N (1 is the first, as replay numbers them). \
            Needs /dev/uinput (sudo modprobe uinput) and permission to write it.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "An evemu file (description, or description and events), or a libinput record file (.yml).",
            valueName: "DESC"))
    var descriptionFile: String

    @Argument(
        help: ArgumentHelp(
            "An events-only evemu file to play on the device DESC describes.", valueName: "EVENTS"))
    var eventsFile: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How fast to play: 1 at the recording's pace, 2 twice as fast, 0 as fast as possible.", valueName: "X"))
    var speed = 1.0

    @Option(
        name: .customLong("start-delay"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds to wait after creating the device, so readers can open it.", valueName: "SECONDS"))
    var startDelay = 0.5

    @Flag(help: "Instead of --start-delay, wait for a line (or the end of input) on standard input.")
    var wait = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds to keep the device after the last event, so readers drain it.", valueName: "SECONDS"))
    var linger = 0.5

    @Flag(help: "Instead of --linger, keep the device until Ctrl-C or SIGTERM.")
    var hold = false

    @Option(
        help: ArgumentHelp(
            "Which device of a libinput record file with several to make, from 1 in file order. (default: every touchscreen and mouse with a wheel in it)",
            valueName: "N"))
    var device: Int?

    @Flag(
        name: .customLong("no-fuzz"),
        help: ArgumentHelp(
            "Give every axis fuzz 0, so the kernel does not filter the recorded values a second time and readers see them exactly as recorded (as replay does)."
        ))
    var noFuzz = false

    func validate() throws {
        guard PlaybackPace(speed: speed) != nil else {
            throw ValidationError(
                "--speed takes 0 (as fast as possible) or a number above 0, such as 1 or 2, not \(speed).")
        }
        guard startDelay.isFinite, startDelay >= 0 else {
            throw ValidationError("--start-delay takes seconds from 0, such as 0.5, not \(startDelay).")
        }
        guard linger.isFinite, linger >= 0 else {
            throw ValidationError("--linger takes seconds from 0, such as 0.5, not \(linger).")
        }
        if device != nil && eventsFile != nil {
            throw ValidationError(
                "--device picks a device of a libinput record file; DESC and EVENTS describe one evemu device.")
        }
    }

    func run() throws {
        let recordings = try loadRecordings()
        var screens: [VirtualTouchscreen] = []
        defer { screens.forEach { $0.destroy() } }
        do {
            for recording in recordings {
                screens.append(try VirtualTouchscreen(recording: recording, keepingFuzz: !noFuzz))
            }
        } catch {
            throw CommandFailure(error)
        }
        // A cut recording plays its complete frames; say what is missing.
        for recording in recordings {
            if let truncation = recording.truncation { printError("warning: \(truncation)") }
        }
        let waits = InterruptibleWait(interrupt: InterruptSignal.install())
        let nodes = screens.map { "\($0.devnode)\n" }.joined()
        if let error = writeAll(Array(nodes.utf8), to: STDOUT_FILENO) {
            throw CommandFailure("cannot write to standard output: \(String(cString: strerror(error))).")
        }
        for screen in screens {
            let recording = screen.recording
            printError(
                "emulating \"\(recording.description.name)\" at \(screen.devnode): \(recording.events.count) events from \(recording.path)"
                    + (recording.deviceCount > 1 ? " (\(recording.placeInFile))" : "")
                    + ", speed \(speed.compactDescription)"
            )
        }

        let interrupted = wait ? waits.untilLine(on: STDIN_FILENO) : waits.sleep(seconds: startDelay)
        let nodeList = screens.map(\.devnode).joined(separator: ", ")
        if interrupted {
            printError("interrupted before playing; removing \(nodeList)")
            return
        }
        let total = recordings.reduce(0) { $0 + $1.events.count }
        let sent: Int
        do {
            sent = try VirtualTouchscreen.play(screens, pace: PlaybackPace(speed: speed) ?? .asFastAsPossible) {
                waits.isInterrupted
            }
        } catch {
            throw CommandFailure(error)
        }
        printError("played \(sent) of \(total) events")
        if sent == total {
            if hold { waits.untilInterrupted() } else { _ = waits.sleep(seconds: linger) }
        }
        printError("removing \(nodeList)")
    }

    /// The recordings to make devices of: the one of an evemu file (or of
    /// DESC and EVENTS), `--device N` of a libinput record file, or every
    /// touchscreen and mouse with a wheel of one with several, the rest
    /// named on standard error.
    private func loadRecordings() throws -> [Recording] {
        let recordings: [Recording]
        do {
            if let eventsFile { return [try Recording.load(from: eventsFile, descriptionFile: descriptionFile)] }
            recordings = try Recording.loadEveryDevice(from: descriptionFile)
        } catch {
            throw CommandFailure(error)
        }
        if let device {
            let picked = try RecordedDeviceNumber.pick(device, of: recordings, in: descriptionFile)
            // The device it would leave out choosing for itself, it refuses by number too.
            if let refusal = RecordingDeviceChoice.refusal(ofDevice: device - 1, in: recordings, player: .emulate) {
                throw CommandFailure(refusal)
            }
            return [picked]
        }
        let choice = RecordingDeviceChoice(recordings, player: .emulate)
        guard !choice.routed.isEmpty else { throw CommandFailure(choice.refusal(of: recordings, in: descriptionFile)) }
        for skipped in choice.skipped { printError(choice.sentence(for: skipped, of: recordings)) }
        return choice.routed.map { recordings[$0] }
    }
}

/// The man pages' sections that argument-parser's `generate-manual` cannot
/// write: EXIT STATUS (it writes only "0 on success, >0 on error"), FILES
/// and ENVIRONMENT. `touchroute complete-manual DIR` splices them into the
/// pages it made (`scripts/make-deb.sh`), in mdoc's order: ENVIRONMENT,
/// FILES, EXIT STATUS, then SEE ALSO.
struct ManualSections {
    /// A path or variable, and what the command does with it.
    struct Entry {
        let name: String
        let meaning: String
    }

    /// The subcommand's name, or nil for `touchroute` itself.
    let command: String?

    static let inputDevices = Entry(
        name: "/dev/input/event*",
        meaning:
            "The input devices. Reading one needs root, the input group, or the udev rule below, which grants touchscreens to the user at the seat."
    )
    static let udevDatabase = Entry(
        name: "/run/udev/data",
        meaning:
            "udev's database, read through libudev: which devices are touchscreens, mice and touchpads (ID_INPUT_*), their seat (ID_SEAT), output (WL_OUTPUT) and calibration (LIBINPUT_CALIBRATION_MATRIX). Without udevd, the devices' capabilities stand in."
    )
    static let touchscreenRule = Entry(
        name: "/usr/lib/udev/rules.d/70-touchroute-touchscreen.rules",
        meaning: "Tags touchscreens uaccess, so the user at the seat may read them.")
    static let uinput = Entry(
        name: "/dev/uinput",
        meaning: "Where emulate makes its virtual devices; it needs root, or the rule below.")
    static let uinputRule = Entry(
        name: "/usr/lib/udev/rules.d/70-touchroute-uinput.rules",
        meaning: "Tags /dev/uinput uaccess, so the user at the seat may make devices.")
    static let temporaryFolder = Entry(
        name: "TMPDIR",
        meaning:
            "Where record --all keeps each device's events until it stops (an unlinked file, so nothing is left behind); /tmp when unset or empty."
    )

    /// The files the command reads or writes, beside the ones named on its command line.
    var files: [Entry] {
        switch command {
        case nil:
            [Self.inputDevices, Self.udevDatabase, Self.touchscreenRule, Self.uinput, Self.uinputRule]
        case "list", "run", "record": [Self.inputDevices, Self.udevDatabase, Self.touchscreenRule]
        case "emulate": [Self.uinput, Self.uinputRule]
        default: []
        }
    }

    /// The environment variables the command reads.
    var environment: [Entry] {
        switch command {
        case nil, "record": [Self.temporaryFolder]
        default: []
        }
    }

    /// The exit statuses the command can end with.
    var exitStatuses: [ExitStatus] {
        ExitStatus.allCases.filter { status in
            guard let command, let commands = status.commands else { return true }
            return commands.contains(command)
        }
    }

    /// The sections, in mdoc: ENVIRONMENT and FILES where the command has
    /// any, then EXIT STATUS.
    var mdoc: [String] {
        var lines: [String] = []
        func list(_ title: String, _ entries: [Entry], macro: String) {
            guard !entries.isEmpty else { return }
            lines += [".Sh \(title)", ".Bl -tag -width Ds"]
            for entry in entries { lines += [".It \(macro) \(entry.name)", Self.escaped(entry.meaning)] }
            lines.append(".El")
        }
        list("ENVIRONMENT", environment, macro: "Ev")
        list("FILES", files, macro: "Pa")
        lines += [".Sh \"EXIT STATUS\"", ".Bl -tag -width Ds"]
        for status in exitStatuses { lines += [".It \(status.rawValue)", Self.escaped(status.meaning)] }
        lines.append(".El")
        return lines
    }

    /// `page` (generate-manual's mdoc) with its EXIT STATUS section replaced
    /// by these sections; nil when the page has no EXIT STATUS section to
    /// replace (not a page generate-manual made).
    func completing(_ page: String) -> String? {
        var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: ".Sh \"EXIT STATUS\"") else { return nil }
        // To the next section, or the end (a final newline stays).
        let last = lines.last == "" ? lines.endIndex - 1 : lines.endIndex
        let end = lines[(start + 1)..<last].firstIndex { $0.hasPrefix(".Sh ") } ?? last
        lines.replaceSubrange(start..<end, with: mdoc)
        // The hidden command that completes the pages has no page of its own to see.
        lines.removeAll { $0.hasPrefix(".Xr touchroute.\(CompleteManualCommand.configuration.commandName ?? "") ") }
        let text = lines.joined(separator: "\n")
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// A line of text that mdoc takes as text: a leading dot or quote would
    /// be read as a macro, so it gets the zero-width `\&`.
    static func escaped(_ text: String) -> String {
        // `\e` is roff's printable backslash.
        let text = text.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\e")
        return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }
}

import TouchRouteEvdev

extension Recording {
    /// The description file evemu's tools keep beside events-only recordings.
    public static let evemuDescriptionFileName = "device.desc"

    /// Reads the recording at `path`, in whichever format it is.
    ///
    /// ```
    /// path ─▶ first lines ─┬─ libinput record YAML, streamed ─▶ first touchscreen (else one that scrolls)
    ///                      └─ evemu: bytes ─▶ UTF-8 lines ─┬─ has N: … ─▶ its own description
    ///                                                      └─ E: only ─▶ descriptionFile
    ///                                                                    or device.desc beside it
    ///        ─▶ events up to the last SYN_REPORT, and the truncation if any
    /// ```
    ///
    /// A file cut off at its end (see `RecordingTruncation`) loads with the
    /// events of its complete frames and a `truncation` saying what was left
    /// out.
    ///
    /// - Parameters:
    ///   - path: an evemu file (description and events, description only, or
    ///     events only) or a `libinput record` file.
    ///   - descriptionFile: the evemu description to pair with an events-only
    ///     evemu file. Without it, `device.desc` in the same folder is used.
    /// - Throws: `RecordingError` naming the file and line at fault, including
    ///   `.missingDescription` (which says to pass `--description FILE`) for an
    ///   events-only file with nothing to pair it with;
    ///   `.ownDescriptionAndDescriptionFile` when `path` has its own
    ///   description and `descriptionFile` is given too;
    ///   `.eventsInDescriptionFile` when the description to pair holds events;
    ///   and `.noFrameEnd` for events without a single `SYN_REPORT`.
    public static func load(from path: String, descriptionFile: String? = nil) throws(RecordingError) -> Recording {
        let file = try parse(path)
        return try recording(at: file.touchDeviceIndex, in: file, descriptionFile: descriptionFile)
    }

    /// Reads every device of the recording at `path`, in file order: the one
    /// of an evemu file, or each device of a `libinput record` file (such as
    /// `libinput record --all` writes), each with its own events and
    /// truncation. Errors as `load(from:descriptionFile:)`.
    public static func loadEveryDevice(from path: String, descriptionFile: String? = nil) throws(RecordingError)
        -> [Recording]
    {
        let file = try parse(path)
        var recordings: [Recording] = []
        for index in file.devices.indices {
            recordings.append(try recording(at: index, in: file, descriptionFile: descriptionFile))
        }
        return recordings
    }

    /// A recording file, parsed: its format, its devices (one for evemu) and
    /// the unreadable last line left out, if any.
    private struct ParsedFile {
        var path: String
        var format: RecordingFormat
        var devices: [RecordedContent]
        /// The device `load` takes: `LibinputRecordDocument.touchDeviceIndex`.
        var touchDeviceIndex = 0
        var unreadableLastLine: RecordingError?
    }

    private static func parse(_ path: String) throws(RecordingError) -> ParsedFile {
        // Opened once: every pass below reads this descriptor.
        let file = try RecordingFileStream(path: path)
        let format = try RecordingFormat(detectingIn: file)
        switch format {
        case .libinputRecord:
            let (document, unreadableLastLine) = try RecordedContent.libinputRecordCutTolerantly(reading: file)
            return ParsedFile(
                path: path, format: format, devices: document.devices.map(RecordedContent.init),
                touchDeviceIndex: document.touchDeviceIndex, unreadableLastLine: unreadableLastLine)
        case .evemu:
            let file = try RecordingLine.readableLines(of: file.bytes(), path: path)
            let (parsed, unreadableLastLine) = try RecordedContent.parsingEvemuCutTolerantly(
                file.lines, unreadableLastLine: file.unreadableLastLine, path: path)
            return ParsedFile(path: path, format: format, devices: [parsed], unreadableLastLine: unreadableLastLine)
        }
    }

    /// The recording of the device at `index`: its description (paired from
    /// a description file for an events-only evemu file), and its events up
    /// to its last `SYN_REPORT`, with the truncation if any. A file's
    /// unreadable last line cut only the device written last. A device with
    /// no complete frame is an error if it is the touch device, the one
    /// `load` takes; another device of a file of several then has no events,
    /// and says why.
    private static func recording(
        at index: Int, in file: ParsedFile, descriptionFile: String?
    ) throws(RecordingError) -> Recording {
        let parsed = file.devices[index]
        let isLast = index == file.devices.count - 1
        let keepsEmpty = index != file.touchDeviceIndex
        let path = file.path
        var description: DeviceDescription
        var descriptionLines = parsed.descriptionLines
        if let own = parsed.description {
            // Two descriptions for one device: whichever were used, the user
            // meant the other one, so refuse rather than ignore either.
            if let descriptionFile {
                throw RecordingError(
                    path: path, line: nil, reason: .ownDescriptionAndDescriptionFile(descriptionFile: descriptionFile))
            }
            description = own
        } else {
            (description, descriptionLines) = try pairedDescription(forEventsAt: path, descriptionFile: descriptionFile)
        }

        var events = parsed.events
        var truncation: RecordingTruncation?
        if let unfinished = parsed.unfinishedFrame {
            guard unfinished.firstEventIndex > 0 || keepsEmpty else {
                throw RecordingError(path: path, line: unfinished.line, reason: .noFrameEnd(eventCount: events.count))
            }
            let leftOut = events.count - unfinished.firstEventIndex
            events.removeLast(leftOut)
            truncation = RecordingTruncation(
                path: path, line: unfinished.line, reason: .unfinishedFrame, leftOutEventCount: leftOut)
        }
        if isLast, let unreadableLastLine = file.unreadableLastLine, let line = unreadableLastLine.line {
            truncation = RecordingTruncation(
                path: path, line: line, reason: .unreadableLastLine(unreadableLastLine.reason),
                leftOutEventCount: truncation?.leftOutEventCount ?? 0)
        }
        if file.devices.count > 1 {
            // One file, several devices: each is told apart as a live one is,
            // by its node (so `--map /dev/input/event6=…` selects it), or
            // else by its place in the file.
            let node = parsed.node
            let isUnique = !node.isEmpty && file.devices.lazy.filter { $0.node == node }.count == 1
            description.source = isUnique ? node : "\(path) (device \(index + 1))"
        }
        return Recording(
            path: path, format: file.format, description: description, events: events, truncation: truncation,
            descriptionLines: descriptionLines, pointerEvents: parsed.pointerEvents, node: parsed.node,
            deviceIndex: index, deviceCount: file.devices.count)
    }

    /// The description for an events-only evemu file: from `descriptionFile`,
    /// or else from `device.desc` beside the events.
    ///
    /// A description file that holds events too is refused: its events would
    /// be ignored, and a user who passed a whole recording as the description
    /// may well have swapped the two files.
    private static func pairedDescription(
        forEventsAt path: String, descriptionFile: String?
    ) throws(RecordingError) -> (DeviceDescription, DescriptionLines) {
        let descriptionPath = descriptionFile ?? sibling(named: evemuDescriptionFileName, of: path)
        let bytes: [UInt8]
        do {
            bytes = try RecordingFile.bytes(atPath: descriptionPath)
        } catch  where descriptionFile == nil && error.reason == .noSuchFile {
            throw RecordingError(path: path, line: nil, reason: .missingDescription(lookedFor: descriptionPath))
        }
        let document = try EvemuDocument(parsing: bytes, path: descriptionPath)
        guard let description = document.description else {
            throw RecordingError(path: descriptionPath, line: nil, reason: .noDescriptionInFile)
        }
        if let firstEventLine = document.firstEventLine {
            throw RecordingError(path: descriptionPath, line: firstEventLine, reason: .eventsInDescriptionFile)
        }
        return (description, document.descriptionLines)
    }

    /// `name` in the folder that holds `path`: `a/b/x.events` → `a/b/device.desc`,
    /// `x.events` → `device.desc`.
    static func sibling(named name: String, of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }
}

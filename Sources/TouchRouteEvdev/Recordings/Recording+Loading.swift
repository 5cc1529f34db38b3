extension Recording {
    /// The description file evemu's tools keep beside events-only recordings.
    public static let evemuDescriptionFileName = "device.desc"

    /// Reads the recording at `path`, in whichever format it is.
    ///
    /// ```
    /// path ─▶ bytes ─▶ UTF-8 lines ─┬─ libinput record YAML ─▶ first touchscreen
    ///                               └─ evemu ─┬─ has N: … ─▶ its own description
    ///                                         └─ E: only ─▶ descriptionFile
    ///                                                       or device.desc beside it
    /// ```
    ///
    /// - Parameters:
    ///   - path: an evemu file (description and events, description only, or
    ///     events only) or a `libinput record` file.
    ///   - descriptionFile: the evemu description to pair with an events-only
    ///     evemu file. Without it, `device.desc` in the same folder is used.
    ///     Ignored when `path` carries its own description.
    /// - Throws: `RecordingError` naming the file and line at fault, including
    ///   `.missingDescription` (which says to pass `--description FILE`) for an
    ///   events-only file with nothing to pair it with.
    public static func load(from path: String, descriptionFile: String? = nil) throws(RecordingError) -> Recording {
        let lines = try RecordingLine.lines(of: RecordingFile.bytes(atPath: path), path: path)
        switch RecordingFormat(detectingIn: lines) {
        case .libinputRecord:
            let device = try LibinputRecordDocument(lines: lines, path: path).touchDevice
            return Recording(path: path, format: .libinputRecord, description: device.description, events: device.events)
        case .evemu:
            let document = try EvemuDocument(lines: lines, path: path)
            let description = if let own = document.description {
                own
            } else {
                try pairedDescription(forEventsAt: path, descriptionFile: descriptionFile)
            }
            return Recording(path: path, format: .evemu, description: description, events: document.events)
        }
    }

    /// The description for an events-only evemu file: from `descriptionFile`,
    /// or else from `device.desc` beside the events.
    private static func pairedDescription(
        forEventsAt path: String, descriptionFile: String?
    ) throws(RecordingError) -> DeviceDescription {
        let descriptionPath = descriptionFile ?? sibling(named: evemuDescriptionFileName, of: path)
        let bytes: [UInt8]
        do {
            bytes = try RecordingFile.bytes(atPath: descriptionPath)
        } catch where descriptionFile == nil && error.reason == .noSuchFile {
            throw RecordingError(path: path, line: nil, reason: .missingDescription(lookedFor: descriptionPath))
        }
        guard let description = try EvemuDocument(parsing: bytes, path: descriptionPath).description else {
            throw RecordingError(path: descriptionPath, line: nil, reason: .noDescriptionInFile)
        }
        return description
    }

    /// `name` in the folder that holds `path`: `a/b/x.events` → `a/b/device.desc`,
    /// `x.events` → `device.desc`.
    static func sibling(named name: String, of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }
}

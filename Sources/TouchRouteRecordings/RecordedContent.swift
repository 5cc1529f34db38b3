import TouchRouteEvdev

/// What a recording file holds, in either format: the device's description
/// (nil for an events-only evemu file), its events, and the frame left
/// unfinished at their end.
struct RecordedContent {
    var description: DeviceDescription?
    var events: [InputEvent]
    var unfinishedFrame: UnfinishedFrame?
    var descriptionLines: DescriptionLines
    /// libinput's pointer events (a `libinput record` file only).
    var pointerEvents: [LibinputPointerEvent] = []
    /// The recorded node: a `libinput record` file's `node:`, or an evemu
    /// file's `# node:` comment (which `convert` writes).
    var node = ""

    /// Parses `lines` as evemu.
    init(evemu lines: [RecordingLine], path: String) throws(RecordingError) {
        let document = try EvemuDocument(lines: lines, path: path)
        self.init(
            description: document.description, events: document.events, unfinishedFrame: document.unfinishedFrame,
            descriptionLines: document.descriptionLines)
        pointerEvents = document.pointerEvents
        node = document.node
    }

    /// What a `libinput record` file holds of `device`.
    init(_ device: LibinputRecordDocument.Device) {
        self.init(
            description: device.description, events: device.events, unfinishedFrame: device.unfinishedFrame,
            descriptionLines: device.descriptionLines)
        pointerEvents = device.pointerEvents
        node = device.node
    }

    private init(
        description: DeviceDescription?, events: [InputEvent], unfinishedFrame: UnfinishedFrame?,
        descriptionLines: DescriptionLines
    ) {
        self.description = description
        self.events = events
        self.unfinishedFrame = unfinishedFrame
        self.descriptionLines = descriptionLines
    }

    /// Parses `lines` as evemu, reading a broken last line as the place
    /// where the file was cut off: the content is then that of the lines
    /// before it, and the error about the last line is returned beside it.
    ///
    /// The last line that is not blank counts as cut only when events come
    /// before it; in a description, or anywhere but the last line, its error
    /// is thrown. (`libinputRecordCutTolerantly(reading:limit:)` reads the other
    /// format the same way.)
    ///
    /// A last line that parses is kept, even without a line break after it:
    /// a cut cannot change an event's type or code (fields follow them), only
    /// the value of the last event, which no `SYN_REPORT` follows, so it is
    /// left out with its unfinished frame anyway (a `SYN_REPORT`'s value
    /// means nothing). At worst the lines are parsed twice.
    ///
    /// - Parameter unreadableLastLine: the error for a last line that is not
    ///   text, already left out of `lines`.
    static func parsingEvemuCutTolerantly(
        _ lines: [RecordingLine], unreadableLastLine: RecordingError?, path: String
    ) throws(RecordingError) -> (content: RecordedContent, unreadableLastLine: RecordingError?) {
        if let unreadableLastLine {
            let content: RecordedContent
            do {
                content = try RecordedContent(evemu: lines, path: path)
            } catch  where error.reason == .empty {
                throw unreadableLastLine  // nothing but the unreadable line: a binary file
            }
            guard !content.events.isEmpty else { throw unreadableLastLine }
            return (content, unreadableLastLine)
        }
        do {
            return (try RecordedContent(evemu: lines, path: path), nil)
        } catch {
            // Blank lines after the cut (a line break, or the indentation of
            // the next line, written before the recorder stopped) change nothing.
            guard let cut = lines.firstIndex(where: { $0.number == error.line }),
                lines[cut...].dropFirst().allSatisfy({ Substring($0.text).trimmingBlanks.isEmpty })
                    || error.reason.runsToTheEndOfTheFile,
                let content = try? RecordedContent(evemu: Array(lines[..<cut]), path: path),
                !content.events.isEmpty
            else { throw error }
            return (content, error)
        }
    }
}

extension RecordingError.Reason {
    /// Whether the problem spans every line from its own to the end of the
    /// file, as a bracket never closed does.
    var runsToTheEndOfTheFile: Bool {
        if case .unclosedBracket = self { true } else { false }
    }
}

/// What one evemu text file holds: a device description, events, or both.
///
/// evemu keeps them in three shapes, and all three read here:
/// - a description only (`evemu-describe > device.desc`),
/// - events only (`evemu-record` output with the header cut, as beside a
///   shared `device.desc`),
/// - a description followed by its events (plain `evemu-record` output).
///
/// A `#` starts a comment that runs to the end of the line, on any line but an
/// `N:` line: evemu reads a name to the end of its line, and names may hold a
/// `#` ("Touch #2"). evemu never writes a comment after a name.
public struct EvemuDocument: Hashable, Sendable {
    /// The device, or nil when the file holds only events. Its `source` is the
    /// path the document was parsed from.
    public var description: DeviceDescription?
    /// Every `E:` line, in file order, times as written (absolute or near zero).
    public var events: [InputEvent]
    /// The line of the first `E:` line, or nil when there are no events.
    public var firstEventLine: Int?
    /// The events after the last `SYN_REPORT`, or nil when the events end
    /// with one (or there are none).
    public var unfinishedFrame: UnfinishedFrame?
    /// The line of each `A:` line, by axis code, and of each `# udev:` property.
    public var descriptionLines: DescriptionLines
    /// libinput's pointer events from `# libinput: …` comments, which
    /// `touchroute convert` writes; empty in evemu's own files.
    public var pointerEvents: [LibinputPointerEvent]
    /// The node it was recorded from, from a `# node: …` comment
    /// (`EvemuParser.nodeCommentPrefix`); empty when the file names none.
    public var node = ""

    /// Makes a document from its parts; each parameter is the property of the same name. `node`
    /// starts empty.
    public init(
        description: DeviceDescription?, events: [InputEvent], firstEventLine: Int? = nil,
        unfinishedFrame: UnfinishedFrame? = nil, descriptionLines: DescriptionLines = DescriptionLines(),
        pointerEvents: [LibinputPointerEvent] = []
    ) {
        self.pointerEvents = pointerEvents
        self.description = description
        self.events = events
        self.firstEventLine = firstEventLine
        self.unfinishedFrame = unfinishedFrame
        self.descriptionLines = descriptionLines
    }

    /// Parses evemu text; `path` names the file in errors and in `source`.
    public init(parsing text: String, path: String) throws(RecordingError) {
        try self.init(parsing: Array(text.utf8), path: path)
    }

    /// Parses the bytes of an evemu file; `path` names the file in errors and
    /// in `source`.
    public init(parsing bytes: [UInt8], path: String) throws(RecordingError) {
        try self.init(lines: RecordingLine.lines(of: bytes, path: path), path: path)
    }

    package init(lines: [RecordingLine], path: String) throws(RecordingError) {
        var parser = EvemuParser(path: path)
        for line in lines {
            try parser.read(line)
        }
        self = try parser.finish()
    }
}

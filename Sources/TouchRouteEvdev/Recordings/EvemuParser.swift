import TouchRoute

/// Reads evemu lines one at a time into a description and events.
///
/// Description lines may come in any order (evemu writes N, I, P, B, A, L, S),
/// but all of them before the first `E:` line. `P:` lines concatenate, and so
/// do the `B:` lines of one event type, in file order. `A:` lines take five or
/// six numbers: file formats before 1.2 have no resolution.
struct EvemuParser {
    /// `KEY_MAX`: no event type has codes above it, so no capability bit may be.
    static let largestCode = 0x2ff

    let path: String
    private var name: (text: String, line: Int)?
    private var identity: (value: DeviceIdentity, line: Int)?
    private var firstDescriptionLine: Int?
    /// Bytes of the property mask read so far: where the next `P:` line starts.
    private var propertyBytesRead = 0
    private var properties: Set<InputProperty> = []
    /// Bytes of each type's code mask read so far.
    private var capabilityBytesRead: [EventType: Int] = [:]
    private var codes: [EventType: Set<EventCode>] = [:]
    private var axes: [EventCode: (axis: AbsoluteAxis, line: Int)] = [:]
    /// udev properties from `# udev: KEY=VALUE` comments, with their lines.
    private var udevProperties: [String: (value: String, line: Int)] = [:]
    private var events = RecordedEventList()
    /// libinput's pointer events from `# libinput: …` comments (see
    /// `LibinputPointerEvent.evemuComment(timedFrom:)`), in file order.
    private var pointerEvents: [LibinputPointerEvent] = []

    /// The comment that carries a udev property, a TouchRoute extension that
    /// evemu's tools read as the comment it is: evemu has no place for the
    /// properties (a calibration matrix, `WL_OUTPUT`, `ID_PATH`) that change
    /// where touches land, so `EvemuWriter` writes them so, and a recording
    /// converted from `libinput record` routes the same.
    static let udevCommentPrefix = "# udev: "

    /// The comment that carries the node the device was recorded from, for
    /// the same reason: `libinput record`'s `node:` has no place in evemu, so
    /// a file converted to evemu and back keeps it (`convert`).
    static let nodeCommentPrefix = "# node: "

    /// The node from a `# node:` comment before the events.
    private var node = ""

    init(path: String) {
        self.path = path
    }

    mutating func read(_ line: RecordingLine) throws(RecordingError) {
        let content = Substring(line.text).drop(while: Substring.isBlank)
        if content.isEmpty { return }
        if content.first == "#" {
            if content.hasPrefix(LibinputPointerEvent.evemuCommentPrefix) {
                try readPointerEvent(content, line: line.number)
            } else if events.firstEventLine == nil {
                if content.hasPrefix(Self.nodeCommentPrefix) {
                    node = String(content.dropFirst(Self.nodeCommentPrefix.count).trimmingBlanks)
                } else {
                    readUdevProperty(content, line: line.number)
                }
            }
            return
        }
        guard let type = EvemuLineType(lineStart: content) else {
            let start = content.prefix(while: { !Substring.isBlank($0) }).prefix(20)
            throw RecordingError(path: path, line: line.number, reason: .unknownLineType(String(start)))
        }
        let fields = FieldReader(path: path, line: line.number, layout: type.layout)
        let body = content.dropFirst(2)

        if type != .event {
            if let firstEventLine = events.firstEventLine {
                throw fields.error(.descriptionAfterEvents(lineType: type.prefix, firstEventLine: firstEventLine))
            }
            firstDescriptionLine = firstDescriptionLine ?? line.number
        }
        let values = (body.firstIndex(of: "#").map { body[..<$0] } ?? body).blankSeparatedFields
        switch type {
        case .name: try readName(body, fields: fields)  // the whole body: a name may hold '#'
        case .identity: try readIdentity(values, fields: fields)
        case .properties: try readProperties(values, fields: fields)
        case .capabilities: try readCapabilities(values, fields: fields)
        case .axis: try readAxis(values, fields: fields)
        case .led, .switchState: try readState(values, type: type, fields: fields)
        case .event: try readEvent(values, fields: fields)
        }
    }

    func finish() throws(RecordingError) -> EvemuDocument {
        guard let firstDescriptionLine else {
            if events.events.isEmpty { throw RecordingError(path: path, line: 1, reason: .empty) }
            return document(description: nil)
        }
        guard let name else {
            throw RecordingError(path: path, line: firstDescriptionLine, reason: .incompleteDescription(missing: "N:"))
        }
        guard let identity else {
            throw RecordingError(path: path, line: firstDescriptionLine, reason: .incompleteDescription(missing: "I:"))
        }
        let description = DeviceDescription(
            name: name.text, identity: identity.value, properties: properties,
            codes: codes.filter { !$0.value.isEmpty }, axes: axes.mapValues(\.axis),
            udevProperties: udevProperties.mapValues(\.value), source: path
        )
        return document(description: description)
    }

    private func document(description: DeviceDescription?) -> EvemuDocument {
        var document = EvemuDocument(
            description: description, events: events.events, firstEventLine: events.firstEventLine,
            unfinishedFrame: events.unfinishedFrame,
            descriptionLines: DescriptionLines(
                axes: axes.mapValues(\.line), udevProperties: udevProperties.mapValues(\.line)),
            pointerEvents: pointerEvents)
        document.node = node
        return document
    }

    /// Keep the pointer event of a `# libinput: …` comment. One that does not
    /// read is refused, naming the line: TouchRoute wrote it, and dropping it
    /// would change how the recording scrolls.
    private mutating func readPointerEvent(_ comment: Substring, line: Int) throws(RecordingError) {
        let body = comment.dropFirst(LibinputPointerEvent.evemuCommentPrefix.count)
        guard let event = LibinputPointerEvent(evemuCommentBody: body, line: line) else {
            throw RecordingError(path: path, line: line, reason: .malformedPointerComment(String(comment)))
        }
        pointerEvents.append(event)
    }

    /// Keep `KEY=VALUE` from a `# udev: KEY=VALUE` comment; any other
    /// comment, or one without a key, is only a comment.
    private mutating func readUdevProperty(_ comment: Substring, line: Int) {
        guard comment.hasPrefix(Self.udevCommentPrefix) else { return }
        let property = comment.dropFirst(Self.udevCommentPrefix.count)
        guard let equals = property.firstIndex(of: "="), equals != property.startIndex else { return }
        udevProperties[String(property[..<equals])] = (String(property[property.index(after: equals)...]), line)
    }

    // MARK: - Description lines

    private mutating func readName(_ body: Substring, fields: FieldReader) throws(RecordingError) {
        if let name { throw fields.error(.repeatedLine(lineType: "N:", firstLine: name.line)) }
        let text = body.trimmingBlanks
        guard !text.isEmpty else {
            throw fields.error(
                .wrongFieldCount(lineType: "N:", found: 0, expected: "1 (the device name)", layout: fields.layout))
        }
        name = (String(text), fields.line)
    }

    private mutating func readIdentity(_ values: [Substring], fields: FieldReader) throws(RecordingError) {
        if let identity { throw fields.error(.repeatedLine(lineType: "I:", firstLine: identity.line)) }
        try Self.expect(values, count: 4...4, described: "4", type: .identity, fields: fields)
        let bus: UInt16 = try fields.integer(values[0], radix: 16, field: "bus")
        let vendor: UInt16 = try fields.integer(values[1], radix: 16, field: "vendor")
        let product: UInt16 = try fields.integer(values[2], radix: 16, field: "product")
        let version: UInt16 = try fields.integer(values[3], radix: 16, field: "version")
        identity = (DeviceIdentity(bus: bus, vendor: vendor, product: product, version: version), fields.line)
    }

    private mutating func readProperties(_ values: [Substring], fields: FieldReader) throws(RecordingError) {
        try Self.expect(values, count: 1...Int.max, described: "at least 1", type: .properties, fields: fields)
        let bytes = try Self.maskBytes(values, fields: fields)
        for property in CapabilityBitmask.setBits(in: bytes, firstByte: propertyBytesRead) {
            guard property <= Int(InputProperty.maximum.rawValue) else {
                throw fields.outOfRange(
                    field: "property bit", text: String(property), range: 0...Int(InputProperty.maximum.rawValue),
                    radix: 10, limitName: "INPUT_PROP_MAX")
            }
            properties.insert(InputProperty(rawValue: UInt16(property)))
        }
        propertyBytesRead += bytes.count
    }

    private mutating func readCapabilities(_ values: [Substring], fields: FieldReader) throws(RecordingError) {
        try Self.expect(values, count: 2...Int.max, described: "at least 2", type: .capabilities, fields: fields)
        let type = EventType(
            rawValue: try fields.integer(
                values[0], radix: 16, field: "event type", in: 0...EventType.max.rawValue, limitName: "EV_MAX"))
        let bytes = try Self.maskBytes(values.dropFirst(), fields: fields)
        let firstByte = capabilityBytesRead[type, default: 0]
        var typeCodes = codes[type, default: []]
        for code in CapabilityBitmask.setBits(in: bytes, firstByte: firstByte) {
            guard code <= Self.largestCode else {
                throw fields.outOfRange(
                    field: "code bit", text: "0x" + String(code, radix: 16), range: 0...Self.largestCode,
                    radix: 16, limitName: "KEY_MAX")
            }
            typeCodes.insert(EventCode(rawValue: UInt16(code)))
        }
        codes[type] = typeCodes
        capabilityBytesRead[type] = firstByte + bytes.count
    }

    private mutating func readAxis(_ values: [Substring], fields: FieldReader) throws(RecordingError) {
        try Self.expect(values, count: 5...6, described: "5 or 6", type: .axis, fields: fields)
        let code = EventCode(
            rawValue: try fields.integer(
                values[0], radix: 16, field: "axis code", in: 0...EventCode.absMax.rawValue, limitName: "ABS_MAX"))
        let names = ["minimum", "maximum", "fuzz", "flat", "resolution"]
        var numbers: [Int32] = []
        for (value, name) in zip(values.dropFirst(), names) {
            numbers.append(try fields.integer(value, radix: 10, field: name))
        }
        let axis = AbsoluteAxis(
            minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3],
            resolution: numbers.count > 4 ? numbers[4] : 0)
        guard axis.minimum <= axis.maximum else {
            throw fields.error(.invertedAxis(code: code, minimum: axis.minimum, maximum: axis.maximum))
        }
        if let first = axes[code] { throw fields.error(.repeatedAxis(code: code, firstLine: first.line)) }
        axes[code] = (axis, fields.line)
    }

    /// `L:` and `S:` lines: checked so that a broken one is reported, but the
    /// states of LEDs and switches mean nothing to touch routing.
    private func readState(_ values: [Substring], type: EvemuLineType, fields: FieldReader) throws(RecordingError) {
        try Self.expect(values, count: 2...2, described: "2", type: type, fields: fields)
        let _: UInt16 = try fields.integer(values[0], radix: 16, field: type == .led ? "LED code" : "switch code")
        let _: Int32 = try fields.integer(values[1], radix: 10, field: "state")
    }

    // MARK: - Events

    private mutating func readEvent(_ values: [Substring], fields: FieldReader) throws(RecordingError) {
        try Self.expect(values, count: 4...4, described: "4", type: .event, fields: fields)
        let time = try Self.time(values[0], fields: fields)
        let type = EventType(rawValue: try fields.integer(values[1], radix: 16, field: "event type"))
        let code = EventCode(rawValue: try fields.integer(values[2], radix: 16, field: "event code"))
        let value: Int32 = try fields.integer(values[3], radix: 10, field: "event value")
        events.append(InputEvent(time: time, type: type, code: code, value: value), line: fields.line)
    }

    /// `SECONDS.MICROSECONDS`, with exactly six digits after the point as evemu
    /// writes them (`%lu.%06u`): `1.5` would be ambiguous, since evemu itself
    /// would read it as 1 s and 5 µs.
    static func time(_ text: Substring, fields: FieldReader) throws(RecordingError) -> EventTime {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        guard parts.count == 2, isDigits(parts[0]), isDigits(parts[1]), parts[1].count == 6,
            let microseconds = Int(parts[1])
        else { throw fields.error(.malformedTime(String(text))) }
        let seconds: Int = try fields.integer(parts[0], radix: 10, field: "seconds", in: 0...EventTime.largestSeconds)
        return EventTime(seconds: seconds, microseconds: microseconds)
    }

    // MARK: - Fields

    private static func expect(
        _ values: some Collection<Substring>, count: ClosedRange<Int>, described: String,
        type: EvemuLineType, fields: FieldReader
    ) throws(RecordingError) {
        guard count.contains(values.count) else {
            throw fields.error(
                .wrongFieldCount(
                    lineType: type.prefix, found: values.count, expected: described, layout: fields.layout))
        }
    }

    private static func maskBytes(_ values: some Collection<Substring>, fields: FieldReader) throws(RecordingError)
        -> [UInt8]
    {
        var bytes: [UInt8] = []
        for value in values {
            bytes.append(try fields.integer(value, radix: 16, field: "bitmask byte"))
        }
        return bytes
    }
}

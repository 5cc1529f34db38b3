import TouchRoute
import TouchRouteEvdev

/// Turns the YAML nodes of one `libinput record` device into a
/// `LibinputRecordDocument.Device`, reporting what it cannot read at the line
/// it is on.
struct LibinputRecordReader {
    let path: String

    private enum Layout {
        static let id = "'id: [BUS, VENDOR, PRODUCT, VERSION]' in decimal"
        static let codes = "'TYPE: [CODE, CODE, …]' in decimal under 'codes:'"
        static let absinfo = "'CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]' in decimal under 'absinfo:'"
        static let properties = "'properties: [PROPERTY, …]' in decimal"
        static let event = "'- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]' in decimal"
    }

    /// The device `node` describes. Its events are `streamed` when the
    /// stream reader took them frame by frame (`node` then has no `events:`),
    /// else read from `node`; either way they are read after the description,
    /// so that a broken description is reported before a broken event.
    func device(_ node: LibinputRecordNode, streamed: LibinputRecordEvents?) throws(RecordingError)
        -> LibinputRecordDocument.Device
    {
        guard node.entries != nil else {
            throw error(
                at: node,
                .unexpectedYAML(expected: "a device with 'node:', 'evdev:' and 'events:'", found: node.summary))
        }
        let evdev = try required("evdev", in: node, parent: "the device")
        var lines = DescriptionLines()
        var description = try description(evdev, lines: &lines)
        if let properties = node["udev"]?["properties"] {
            description.udevProperties = try udevProperties(properties, lines: &lines)
        }
        let events: LibinputRecordEvents
        if let streamed { events = try streamed.result.get() } else { events = try self.events(node["events"]) }
        return LibinputRecordDocument.Device(
            node: node["node"]?.text ?? "", description: description, events: events.evdev.events,
            unfinishedFrame: events.evdev.unfinishedFrame, descriptionLines: lines, pointerEvents: events.pointer)
    }

    // MARK: - Description

    private func description(_ evdev: LibinputRecordNode, lines: inout DescriptionLines) throws(RecordingError)
        -> DeviceDescription
    {
        let nameNode = try required("name", in: evdev, parent: "'evdev:'")
        let idNode = try required("id", in: evdev, parent: "'evdev:'")
        let id: [UInt16] = try numbers(
            idNode, count: 4, names: ["bus", "vendor", "product", "version"], layout: Layout.id)
        var description = DeviceDescription(
            name: nameNode.text ?? "",
            identity: DeviceIdentity(bus: id[0], vendor: id[1], product: id[2], version: id[3]),
            source: path)

        for entry in try entries(try required("codes", in: evdev, parent: "'evdev:'")) {
            let fields = FieldReader(path: path, line: entry.value.line, layout: Layout.codes)
            let type = EventType(
                rawValue: try fields.integer(
                    Substring(entry.key), radix: 10, field: "event type", in: 0...EventType.max.rawValue,
                    limitName: "EV_MAX"))
            let codes: [UInt16] = try numbers(entry.value, count: nil, names: ["code"], layout: Layout.codes)
            if !codes.isEmpty { description.codes[type, default: []].formUnion(codes.map(EventCode.init(rawValue:))) }
        }

        for entry in try entries(evdev["absinfo"]) {
            let fields = FieldReader(path: path, line: entry.value.line, layout: Layout.absinfo)
            let code = EventCode(
                rawValue: try fields.integer(
                    Substring(entry.key), radix: 10, field: "axis code", in: 0...EventCode.absMax.rawValue,
                    limitName: "ABS_MAX"))
            let values: [Int32] = try numbers(
                entry.value, count: 5, names: ["minimum", "maximum", "fuzz", "flat", "resolution"],
                layout: Layout.absinfo)
            guard values[0] <= values[1] else {
                throw fields.error(.invertedAxis(code: code, minimum: values[0], maximum: values[1]))
            }
            lines.axes[code] = entry.value.line
            description.axes[code] = AbsoluteAxis(
                minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3], resolution: values[4])
        }

        if let properties = evdev["properties"] {
            let numbers: [UInt16] = try numbers(properties, count: nil, names: ["property"], layout: Layout.properties)
            let fields = FieldReader(path: path, line: properties.line, layout: Layout.properties)
            for property in numbers {
                guard property <= InputProperty.maximum.rawValue else {
                    throw fields.outOfRange(
                        field: "property", text: String(property), range: 0...InputProperty.maximum.rawValue,
                        radix: 10, limitName: "INPUT_PROP_MAX")
                }
            }
            description.properties = Set(numbers.map(InputProperty.init(rawValue:)))
        }
        return description
    }

    /// `- KEY=VALUE` items; an item without `=` keeps an empty value.
    private func udevProperties(_ node: LibinputRecordNode, lines: inout DescriptionLines) throws(RecordingError)
        -> [String: String]
    {
        var properties: [String: String] = [:]
        for item in try items(node, expected: "a list of KEY=VALUE udev properties") {
            guard let text = item.text else {
                throw error(at: item, .unexpectedYAML(expected: "a KEY=VALUE udev property", found: item.summary))
            }
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            properties[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            lines.udevProperties[String(parts[0])] = item.line
        }
        return properties
    }

    // MARK: - Events

    /// The events of every `- evdev:` frame, in order, and libinput's pointer
    /// events from the `libinput:` lists beside them. A device recorded with
    /// `--no-events` has `events: []` or no `events:` at all.
    private func events(_ node: LibinputRecordNode?) throws(RecordingError) -> LibinputRecordEvents {
        var events = LibinputRecordEvents()
        guard let node else { return events }
        for frame in try items(node, expected: "a list of event frames such as '- evdev:'") {
            try events.append(frame: frame, reader: self)
        }
        return events
    }

    /// Appends the events of one item of `events:` to `events`.
    func append(frame: LibinputRecordNode, to events: inout LibinputRecordEvents) throws(RecordingError) {
        guard frame.entries != nil else {
            throw error(at: frame, .unexpectedYAML(expected: "an event frame such as '- evdev:'", found: frame.summary))
        }
        if let libinput = frame["libinput"] { events.pointer += try pointerEvents(libinput) }
        guard let evdev = frame["evdev"] else { return }  // libinput: or hid: frames
        for item in try items(evdev, expected: "a list of [SECONDS, MICROSECONDS, TYPE, CODE, VALUE] events") {
            events.evdev.append(try event(item), line: item.line)
        }
    }

    private func event(_ node: LibinputRecordNode) throws(RecordingError) -> InputEvent {
        let fields = FieldReader(path: path, line: node.line, layout: Layout.event)
        let items = try scalarTexts(node, count: 5, expected: "5 numbers [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]")
        let seconds: Int = try fields.integer(items[0], radix: 10, field: "seconds", in: 0...EventTime.largestSeconds)
        let microseconds: Int = try fields.integer(items[1], radix: 10, field: "microseconds", in: 0...999_999)
        let type = EventType(rawValue: try fields.integer(items[2], radix: 10, field: "event type"))
        let code = EventCode(rawValue: try fields.integer(items[3], radix: 10, field: "event code"))
        let value: Int32 = try fields.integer(items[4], radix: 10, field: "event value")
        return InputEvent(
            time: EventTime(seconds: seconds, microseconds: microseconds), type: type, code: code, value: value)
    }

    // MARK: - Nodes

    func error(at node: LibinputRecordNode, _ reason: RecordingError.Reason) -> RecordingError {
        RecordingError(path: path, line: node.line, reason: reason)
    }

    func required(_ key: String, in node: LibinputRecordNode, parent: String) throws(RecordingError)
        -> LibinputRecordNode
    {
        guard let value = node[key] else { throw error(at: node, .missingKey(key, parent: parent)) }
        return value
    }

    /// The items of a sequence, or none for no value at all (YAML's null, as
    /// in a file cut right after `- evdev:`).
    func items(_ node: LibinputRecordNode, expected: String) throws(RecordingError) -> [LibinputRecordNode] {
        if let items = node.items { return items }
        guard node.isEmptyScalar else {
            throw error(at: node, .unexpectedYAML(expected: expected, found: node.summary))
        }
        return []
    }

    /// The entries of a mapping; none for a missing node, an empty value or `{}`.
    private func entries(_ node: LibinputRecordNode?) throws(RecordingError) -> [(
        key: String, value: LibinputRecordNode
    )] {
        guard let node else { return [] }
        if let entries = node.entries { return entries }
        guard node.isEmptyScalar else {
            throw error(at: node, .unexpectedYAML(expected: "a mapping of 'KEY: VALUE' lines", found: node.summary))
        }
        return []
    }

    /// The texts of a list of `count` scalars (any number when nil).
    private func scalarTexts(_ node: LibinputRecordNode, count: Int?, expected: String) throws(RecordingError)
        -> [Substring]
    {
        var texts: [Substring] = []
        for item in node.items ?? [] {
            guard let text = item.text else { break }
            texts.append(Substring(text))
        }
        guard let items = node.items, texts.count == items.count, count.map({ $0 == texts.count }) ?? true else {
            throw error(at: node, .unexpectedYAML(expected: expected, found: node.summary))
        }
        return texts
    }

    /// A flow list of integers; `names` names each position (or, with one name
    /// and no count, every item) in messages.
    private func numbers<Value: FixedWidthInteger>(
        _ node: LibinputRecordNode, count: Int?, names: [String], layout: String
    ) throws(RecordingError) -> [Value] {
        let expected = count.map { "\($0) numbers in brackets" } ?? "a list of numbers in brackets"
        let items = try scalarTexts(node, count: count, expected: expected)
        let fields = FieldReader(path: path, line: node.line, layout: layout)
        var values: [Value] = []
        for (position, item) in items.enumerated() {
            values.append(try fields.integer(item, radix: 10, field: names[min(position, names.count - 1)]))
        }
        return values
    }
}

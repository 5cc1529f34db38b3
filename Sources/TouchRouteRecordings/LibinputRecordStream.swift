import TouchRouteEvdev
import TouchRouteYAML

/// Reads a `libinput record` file by libyaml's events, keeping one frame at
/// a time:
///
/// ```
/// top-level mapping ─▶ version:, … composed (small)
///                   └▶ devices: ─▶ each device mapping ─▶ node:, evdev:, udev:, … composed
///                                                     └▶ events: ─▶ one frame composed,
///                                                                   converted, dropped
/// ```
///
/// Memory is bounded by one frame, the device descriptions and the events
/// kept, not by the file.
///
/// The errors are those of composing the whole file first and then reading
/// it: a YAML error anywhere (syntax, alias, repeated key) is thrown as soon
/// as it is found, while an error in what the YAML says is kept and the
/// stream read to its end, then thrown in the order a reader of the whole
/// document checks: the file's keys, then each device's description, then
/// its events.
struct LibinputRecordStream {
    enum Failure: Error {
        case yaml(YAMLError)
        case content(RecordingError)
    }

    private let parser: YAMLParser
    private let reader: LibinputRecordReader

    init(parser: YAMLParser, path: String) {
        self.parser = parser
        reader = LibinputRecordReader(path: path)
    }

    /// Every device of the file, in order.
    func devices() throws(Failure) -> [LibinputRecordDocument.Device] {
        let result: Result<[LibinputRecordDocument.Device], RecordingError>
        do {
            result = try walk()
        } catch {
            throw .yaml(error)
        }
        switch result {
        case .success(let devices): return devices
        case .failure(let error): throw .content(error)
        }
    }

    /// What the top level holds, gathered while the devices stream past.
    private struct TopLevel {
        var version: LibinputRecordNode?
        /// `ndevices:`, which must count the list.
        var deviceCount: LibinputRecordNode?
        /// `devices:` when it is not a list, composed.
        var devicesValue: LibinputRecordNode?
        /// `devices:` as a list: how many, and the line of its key.
        var deviceList: (count: Int, line: Int)?
        var devices: [LibinputRecordDocument.Device] = []
        /// The first device that could not be read.
        var deviceFailure: RecordingError?
    }

    private func walk() throws(YAMLError) -> Result<[LibinputRecordDocument.Device], RecordingError> {
        _ = try parser.next()  // the stream's start
        guard case .documentStart = try parser.next().kind else {
            return .failure(RecordingError(path: reader.path, line: 1, reason: .empty))
        }
        let first = try parser.next()
        var top = TopLevel()
        var rootFailure: RecordingError?
        let root: LibinputRecordNode
        if case .mappingStart(let flow) = first.kind {
            var keys: [YAMLNode] = []
            while true {
                let event = try parser.next()
                if case .mappingEnd = event.kind { break }
                let key = try compose(event)
                keys.append(key)
                try readTopLevelValue(of: key, into: &top)
            }
            try YAMLComposer.refuseDuplicates(among: keys)
            root = LibinputRecordNode(.mapping(YAMLMapping(entries: [], mark: first.start, isFlow: flow)))
        } else {
            root = LibinputRecordNode(try compose(first))
            rootFailure = reader.error(
                at: root, .unexpectedYAML(expected: "a top-level 'key: value' line", found: root.summary))
        }
        _ = try parser.next()  // the document's end
        let after = try parser.next()
        guard case .streamEnd = after.kind else { throw .anotherDocument(after.start) }
        if let rootFailure { return .failure(rootFailure) }
        return Result { () throws(RecordingError) in try check(top, root: root) }
    }

    /// The file's keys checked as a whole-document reader checks them, then
    /// the first device that failed.
    private func check(_ top: TopLevel, root: LibinputRecordNode) throws(RecordingError)
        -> [LibinputRecordDocument.Device]
    {
        guard let version = top.version else {
            throw reader.error(at: root, .missingKey("version", parent: "the file"))
        }
        guard version.text == "1" else {
            throw reader.error(at: version, .unsupportedVersion(version.text ?? version.summary))
        }
        if let value = top.devicesValue {
            // Not a list: the reader says what it is, or that it is empty.
            _ = try reader.items(value, expected: "a list of devices")
            throw reader.error(at: value, .noDevices)
        }
        guard let list = top.deviceList else {
            throw reader.error(at: root, .missingKey("devices", parent: "the file"))
        }
        guard list.count > 0 else { throw RecordingError(path: reader.path, line: list.line, reason: .noDevices) }
        if let failure = top.deviceFailure { throw failure }
        // The header's count against what follows it: the one header field
        // that the rest of the file can contradict.
        if let stated = top.deviceCount, stated.text != String(list.count) {
            throw reader.error(
                at: stated,
                .deviceCountDisagrees(stated: stated.text ?? stated.summary, listed: list.count, listLine: list.line))
        }
        return top.devices
    }

    private func readTopLevelValue(of key: YAMLNode, into top: inout TopLevel) throws(YAMLError) {
        let event = try parser.next()
        let name = key.scalar?.text
        if name == "devices", case .sequenceStart = event.kind, top.deviceList == nil, top.devicesValue == nil {
            var count = 0
            while true {
                let item = try parser.next()
                if case .sequenceEnd = item.kind { break }
                count += 1
                try readDevice(startingWith: item, into: &top)
            }
            top.deviceList = (count, key.mark.line)
            return
        }
        if name == "version", top.version == nil {
            top.version = LibinputRecordNode(try compose(event), line: key.mark.line)
        } else if name == "ndevices", top.deviceCount == nil {
            top.deviceCount = LibinputRecordNode(try compose(event), line: key.mark.line)
        } else if name == "devices", top.deviceList == nil, top.devicesValue == nil {
            top.devicesValue = LibinputRecordNode(try compose(event), line: key.mark.line)
        } else {
            try YAMLComposer.skipNode(startingWith: event, in: parser)  // libinput:, system:, …
        }
    }

    /// One item of `devices:`: its description composed, its events streamed
    /// (and only composed, to check the YAML, after a device has failed).
    private func readDevice(startingWith first: YAMLEvent, into top: inout TopLevel) throws(YAMLError) {
        let keeping = top.deviceFailure == nil
        guard case .mappingStart(let flow) = first.kind else {
            let node = LibinputRecordNode(try compose(first))
            if keeping {
                top.deviceFailure =
                    Result { () throws(RecordingError) in try reader.device(node, streamed: nil) }
                    .failure
            }
            return
        }
        var entries: [YAMLMapping.Entry] = []
        var keys: [YAMLNode] = []
        var names: Set<String> = []
        var streamed: LibinputRecordEvents?
        while true {
            let event = try parser.next()
            if case .mappingEnd = event.kind { break }
            let key = try compose(event)
            // A key written twice is refused once the mapping ends, as
            // composing it would; its second value is only checked to be YAML.
            let isRepeated = key.scalar.map { !names.insert($0.text).inserted } ?? false
            keys.append(key)
            let value = try parser.next()
            if isRepeated {
                try YAMLComposer.skipNode(startingWith: value, in: parser)
            } else if key.scalar?.text == "events", case .sequenceStart = value.kind {
                var events = LibinputRecordEvents()
                while true {
                    let frame = try parser.next()
                    if case .sequenceEnd = frame.kind { break }
                    if keeping && events.failure == nil {
                        events.appendKeepingFailure(frame: LibinputRecordNode(try compose(frame)), reader: reader)
                    } else {
                        try YAMLComposer.skipNode(startingWith: frame, in: parser)
                    }
                }
                streamed = events
            } else if keeping, let name = key.scalar?.text, Self.deviceKeysRead.contains(name) {
                entries.append(YAMLMapping.Entry(key: key, value: try compose(value)))
            } else {
                try YAMLComposer.skipNode(startingWith: value, in: parser)  // hid:, quirks:, libinput:, …
            }
        }
        try YAMLComposer.refuseDuplicates(among: keys)
        guard keeping else { return }
        let node = LibinputRecordNode(.mapping(YAMLMapping(entries: entries, mark: first.start, isFlow: flow)))
        do {
            top.devices.append(try reader.device(node, streamed: streamed))
        } catch {
            top.deviceFailure = error
            top.devices = []
        }
    }

    /// The keys of a device that `LibinputRecordReader.device` reads; the
    /// values of the others are only checked to be YAML.
    private static let deviceKeysRead: Set<String> = ["node", "evdev", "udev", "events"]

    private func compose(_ first: YAMLEvent) throws(YAMLError) -> YAMLNode {
        try YAMLComposer.node(startingWith: first, in: parser)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}

import TouchRouteEvdev
import TouchRouteYAML
import Yams

/// What a `libinput record` file (format version 1) holds: one or more
/// devices, each with its description and its kernel events.
///
/// ```yaml
/// version: 1
/// ndevices: 1
/// devices:
/// - node: /dev/input/event5
///   evdev:
///     name: "Atmel maXTouch Touchscreen"
///     id: [24, 0, 0, 0]                 # bus, vendor, product, version
///     codes:
///       3: [0, 1, 47, 53, 54, 57]       # EV_ABS
///     absinfo:
///       53: [0, 799, 0, 0, 0]           # min, max, fuzz, flat, resolution
///     properties: [1]
///   udev:
///     properties:
///     - LIBINPUT_CALIBRATION_MATRIX=1 0 0 0 1 0
///   events:
///   - evdev:
///     - [  0,      1,   3,  57,       6] # sec, usec, type, code, value
/// ```
///
/// Yams reads the YAML; this type reads what it holds. Numbers are decimal throughout. `evdev:` event frames are kept,
/// and from `libinput:` frames libinput's pointer motion and scroll events
/// (see `LibinputPointerEvent`); its other events, `hid:` frames, `quirks`,
/// `hid` descriptors and any key this reader does not know are skipped, as
/// the format asks of parsers.
public struct LibinputRecordDocument: Hashable, Sendable {
    /// One recorded device.
    public struct Device: Hashable, Sendable {
        /// The node it was recorded from, such as `/dev/input/event5`.
        public var node: String
        /// Its `source` is the file path.
        public var description: DeviceDescription
        /// Its `evdev:` events, in file order.
        public var events: [InputEvent]
        /// The events after the last `SYN_REPORT`, or nil when the events end
        /// with one (or there are none).
        public var unfinishedFrame: UnfinishedFrame?
        /// The line of each `absinfo:` entry and udev property.
        public var descriptionLines: DescriptionLines
        /// libinput's pointer events (`--with-libinput`), in file order.
        public var pointerEvents: [LibinputPointerEvent]

        public init(
            node: String, description: DeviceDescription, events: [InputEvent], unfinishedFrame: UnfinishedFrame? = nil,
            descriptionLines: DescriptionLines = DescriptionLines(), pointerEvents: [LibinputPointerEvent] = []
        ) {
            self.pointerEvents = pointerEvents
            self.node = node
            self.description = description
            self.events = events
            self.unfinishedFrame = unfinishedFrame
            self.descriptionLines = descriptionLines
        }
    }

    /// Every device in the file, in file order; never empty (parsing refuses
    /// a file without devices, and the list cannot be changed afterwards).
    public private(set) var devices: [Device]

    /// The first touchscreen, else the first device that scrolls (a wheel, or
    /// libinput scroll events), else the first device: the device a touch
    /// router wants from a file that recorded several, such as a keyboard and
    /// a screen, or a keyboard and a mouse. Callers can check `DeviceKind` for the rest.
    public var touchDevice: Device {
        devices.first { DeviceKind($0.description) == .touchscreen }
            ?? devices.first {
                PointerDecoder.hasWheel($0.description) || LibinputPointerReplay.hasRoutedScroll($0.pointerEvents)
            } ?? devices[0]
    }

    /// Parses `libinput record` YAML; `path` names the file in errors and in
    /// each description's `source`.
    public init(parsing text: String, path: String) throws(RecordingError) {
        try self.init(parsing: Array(text.utf8), path: path)
    }

    /// Parses the bytes of a `libinput record` file; `path` names the file in
    /// errors and in each description's `source`.
    public init(parsing bytes: [UInt8], path: String) throws(RecordingError) {
        try self.init(lines: RecordingLine.lines(of: bytes, path: path), path: path)
    }

    init(lines: [RecordingLine], path: String) throws(RecordingError) {
        let document = try Self.compose(lines, path: path)
        let reader = LibinputRecordReader(path: path)
        let version = try reader.required("version", in: document, parent: "the file")
        guard version.text == "1" else {
            throw reader.error(at: version, .unsupportedVersion(version.text ?? version.summary))
        }
        let list = try reader.required("devices", in: document, parent: "the file")
        let items = try reader.items(list, expected: "a list of devices")
        guard !items.isEmpty else { throw reader.error(at: list, .noDevices) }
        var devices: [Device] = []
        for item in items {
            devices.append(try reader.device(item))
        }
        self.devices = devices
    }

    /// The file's top-level node, composed by Yams from `lines`, whose
    /// numbers Yams' marks then match.
    ///
    /// Aliases are refused first (`YAMLAliasCheck`): `libinput record` never
    /// writes one, and a few lines of them can stand for billions of nodes.
    private static func compose(_ lines: [RecordingLine], path: String) throws(RecordingError) -> LibinputRecordNode {
        let text = lines.map(\.text).joined(separator: "\n")
        let syntax = LibinputRecordSyntaxError(lines: lines, text: text, path: path)
        let root: Node?
        do {
            if let alias = try YAMLAliasCheck.firstAlias(in: text) {
                throw RecordingError(path: path, line: alias.line, reason: .yamlAlias)
            }
            root = try Yams.compose(yaml: text)
        } catch let error as RecordingError {
            throw error
        } catch let error as YamlError {
            throw syntax.recordingError(error)
        } catch {
            throw RecordingError(path: path, line: nil, reason: .yamlSyntax(String(describing: error)))
        }
        guard let root else { throw RecordingError(path: path, line: 1, reason: .empty) }
        guard root.mapping != nil else {
            throw RecordingError(
                path: path, line: root.mark?.line ?? 1,
                reason: .unexpectedYAML(
                    expected: "a top-level 'key: value' line", found: LibinputRecordNode(root).summary))
        }
        return LibinputRecordNode(root)
    }
}

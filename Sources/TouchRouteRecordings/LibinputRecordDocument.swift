import TouchRouteEvdev
import TouchRouteYAML

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
/// libyaml reads the YAML as a stream (`LibinputRecordStream`); this type
/// reads what it holds. Numbers are decimal throughout. `evdev:` event frames are kept,
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

        /// Makes a device from its parts, as the reader does; each parameter is the property of the
        /// same name, and the defaults are a device whose events end with a complete frame, with no
        /// lines known and no pointer events.
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

    /// The largest `libinput record` file read, in bytes: 1 GiB, eight times
    /// evemu's `RecordingFile.sizeLimit`.
    ///
    /// The file is streamed, so what stays in memory is its events (24 bytes
    /// each, for about 85 bytes of file) and one frame: a 20 MiB file replayed
    /// by a release build peaked at 30 MiB resident (1.5 times the file, down
    /// from 415 MiB when the whole document was composed first). At this
    /// limit a file keeps about 0.3 GiB of events, less than the 2.7 GB the
    /// old limit of 128 MiB allowed. A limit is kept at all because the densest file, lines such
    /// as `- [0, 0, 0, 0, 0]`, keeps 1.3 times its size in events, and a
    /// mistaken path should not take all of memory.
    public static let sizeLimit = 1024 * 1024 * 1024

    /// Every device in the file, in file order; never empty (parsing refuses
    /// a file without devices, and the list cannot be changed afterwards).
    public private(set) var devices: [Device]

    /// The first touchscreen, else the first device that scrolls (a wheel, a
    /// touchpad, or libinput scroll events), else the first device: the
    /// device a touch router wants from a file that recorded several, such as
    /// a keyboard and a screen, or a keyboard and a mouse. Callers can check
    /// `DeviceKind` for the rest.
    public var touchDevice: Device { devices[touchDeviceIndex] }

    /// Where `touchDevice` is in `devices`.
    public var touchDeviceIndex: Int {
        devices.firstIndex { $0.description.isTouchscreenForTouchRoute }
            ?? devices.firstIndex {
                PointerDecoder.hasWheel($0.description) || $0.description.isTouchpadPointer
                    || LibinputPointerReplay.hasRoutedScroll($0.pointerEvents)
            } ?? 0
    }

    /// Parses `libinput record` YAML; `path` names the file in errors and in
    /// each description's `source`.
    public init(parsing text: String, path: String) throws(RecordingError) {
        try self.init(parsing: Array(text.utf8), path: path)
    }

    /// Parses the bytes of a `libinput record` file; `path` names the file in
    /// errors and in each description's `source`.
    public init(parsing bytes: [UInt8], path: String) throws(RecordingError) {
        let reading = Self.read(.memory(bytes), path: path, toleratesUnreadableLastLine: false)
        devices = try reading.result.get()
    }

    init(devices: [Device]) {
        self.devices = devices
    }

    /// What one pass over a file gave: its devices or the error to report,
    /// and where its text ended.
    struct Reading {
        var result: Result<[Device], RecordingError>
        /// The last line, not text and left out (when that is tolerated).
        var unreadableLastLine: RecordingError?
        /// The number of the last line read; nil for a file without lines.
        var lastLineNumber: Int?
    }

    /// Streams `bytes` through libyaml, the lines before `lineLimit` only
    /// when it is given. What is wrong, in the file or reading it, is the
    /// reading's result.
    static func read(
        _ bytes: RecordingBytes, path: String, lineLimit: Int? = nil, toleratesUnreadableLastLine: Bool
    ) -> Reading {
        let feed = LibinputRecordFeed(
            bytes, path: path, lineLimit: lineLimit, toleratesUnreadableLastLine: toleratesUnreadableLastLine)
        let parser = YAMLParser(reading: { feed.read(into: $0) })
        var reading = Reading(result: .failure(RecordingError(path: path, line: 1, reason: .empty)))
        do {
            reading.result = .success(try LibinputRecordStream(parser: parser, path: path).devices())
        } catch {
            // A line further on that is not text is what a reader of the
            // whole file reports first.
            feed.drain()
            if let failure = feed.failure {
                reading.result = .failure(failure)
            } else {
                switch error {
                case .content(let error): reading.result = .failure(error)
                case .yaml(let error):
                    let syntax = LibinputRecordSyntaxError(
                        bytes: bytes, path: path, lineLimit: lineLimit, lastLine: feed.lastLine)
                    reading.result = .failure(syntax.recordingError(error))
                }
            }
        }
        reading.unreadableLastLine = feed.unreadableLastLine
        reading.lastLineNumber = feed.lastLine?.number
        return reading
    }
}

/// Writes the YAML that `libinput record` writes (file format version 1, as
/// `man libinput-record` documents it), for one device: libinput's tools
/// (`libinput replay`, `libinput analyze`) read it, and so does `touchroute
/// replay`, to the same description and events.
///
/// ```yaml
/// version: 1
/// ndevices: 1
/// devices:
/// - node: "/dev/input/event5"
///   evdev:
///     name: "Atmel maXTouch Touchscreen"
///     id: [24, 1003, 33876, 256]         # bus, vendor, product, version
///     codes:
///       3: [0, 1, 47, 53, 54, 57]        # EV_ABS
///     absinfo:
///       53: [0, 799, 0, 0, 0]            # min, max, fuzz, flat, resolution
///     properties: [1]
///   udev:
///     properties:
///     - ID_INPUT_TOUCHSCREEN=1
///   events:
///   - evdev:
///     - [  0,      0,   3,  57,      12] # sec, usec, type, code, value
///     - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ----------
/// ```
///
/// Made for streaming, as `EvemuWriter` is: the header (everything down to
/// `events:`) is rendered once, at init; each event then appends one line,
/// and the first event of a frame a `- evdev:` line before it, as libinput
/// starts a frame after each `SYN_REPORT`. Times are written as given
/// (`EventStreamRecorder` makes them relative to the first event, as
/// libinput does). Names and udev properties are quoted and escaped so that
/// a YAML reader gets back the same text (`YAMLScalarText`). `codes:`,
/// `absinfo:` and `udev:` are written even when empty (`{}`, `[]`), since
/// `libinput replay` looks them up.
public struct LibinputRecordWriter: EventLineWriter {
    /// The value of `version:`: the only format libinput has.
    public static let formatVersion = 1

    /// The device whose description `deviceHeader` holds.
    public let description: DeviceDescription
    /// The device node written as `node:`, such as `/dev/input/event5`.
    public let node: String
    /// Every line down to `  events:`, each ending in a newline: the file's
    /// header for one device, then `deviceHeader`.
    public let header: String
    /// The device's own lines, from `- node:` down to `  events:`: what each
    /// device of a file with several starts with (see `fileHeader(deviceCount:)`).
    public let deviceHeader: String

    /// A writer for `description`, recorded from `node` (written as `node:`, empty by default), that
    /// renders both headers once.
    public init(description: DeviceDescription, node: String = "") {
        self.description = description
        self.node = node
        self.deviceHeader = Self.renderDeviceHeader(description, node: node)
        self.header = Self.fileHeader(deviceCount: 1) + deviceHeader
    }

    /// The lines before the first device of a file that holds `deviceCount`
    /// devices, as `libinput record --all` writes one: each device's
    /// `deviceHeader` and events follow, one device after the other.
    public static func fileHeader(deviceCount: Int) -> String {
        "# libinput record, written by touchroute\nversion: \(formatVersion)\nndevices: \(deviceCount)\ndevices:\n"
    }

    /// Appends `    - [SEC, USEC, TYPE, CODE, VALUE]\n` for `event`, in
    /// decimal and aligned as libinput aligns them (`%3lu, %6u, %3d, %3d,
    /// %7d`), after `  - evdev:\n` when `startsFrame`. A `SYN_REPORT` line
    /// gets libinput's separator comment.
    ///
    /// - Complexity: O(1); allocates only if `output` must grow.
    public func appendLine(for event: InputEvent, startsFrame: Bool, to output: inout [UInt8]) {
        if startsFrame { output.append(contentsOf: Self.frameStart) }
        output.append(contentsOf: Self.eventStart)
        output.appendDecimal(event.time.seconds, width: 3)
        output.append(contentsOf: Self.separator)
        output.appendDecimal(event.time.microseconds, width: 6)
        output.append(contentsOf: Self.separator)
        output.appendDecimal(event.type.rawValue, width: 3)
        output.append(contentsOf: Self.separator)
        output.appendDecimal(event.code.rawValue, width: 3)
        output.append(contentsOf: Self.separator)
        output.appendDecimal(event.value, width: 7)
        output.append(UInt8(ascii: "]"))
        if event.isReport { output.append(contentsOf: Self.reportComment) }
        output.append(UInt8(ascii: "\n"))
    }

    private static let frameStart: StaticString = "  - evdev:\n"
    private static let eventStart: StaticString = "    - ["
    private static let separator: StaticString = ", "
    private static let reportComment: StaticString = " # ------------ SYN_REPORT (0) ----------"
}

extension LibinputRecordWriter {
    private static func renderDeviceHeader(_ device: DeviceDescription, node: String) -> String {
        var bytes: [UInt8] = []
        bytes.append(contentsOf: "- node: ".utf8)
        YAMLScalarText.appendDoubleQuoted(node, to: &bytes)
        bytes.append(contentsOf: "\n  evdev:\n    name: ".utf8)
        YAMLScalarText.appendDoubleQuoted(device.name, to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        let identity = device.identity
        appendList([identity.bus, identity.vendor, identity.product, identity.version], key: "    id", to: &bytes)

        // libinput's tools want a mapping here, so none is `{}`.
        bytes.append(contentsOf: (device.codes.values.allSatisfy(\.isEmpty) ? "    codes: {}\n" : "    codes:\n").utf8)
        for type in device.codes.keys.sorted() {
            guard let codes = device.codes[type], !codes.isEmpty else { continue }
            appendList(codes.sorted().map(\.rawValue), key: "      \(type.rawValue)", to: &bytes)
        }
        // libinput replay looks `absinfo:` and `udev:` up even when they are empty.
        bytes.append(contentsOf: (device.axes.isEmpty ? "    absinfo: {}\n" : "    absinfo:\n").utf8)
        for code in device.axes.keys.sorted() {
            guard let axis = device.axes[code] else { continue }
            appendList(
                [axis.minimum, axis.maximum, axis.fuzz, axis.flat, axis.resolution], key: "      \(code.rawValue)",
                to: &bytes)
        }
        appendList(device.properties.map(\.rawValue).sorted(), key: "    properties", to: &bytes)

        bytes.append(
            contentsOf: (device.udevProperties.isEmpty ? "  udev:\n    properties: []\n" : "  udev:\n    properties:\n")
                .utf8)
        for key in device.udevProperties.keys.sorted() {
            bytes.append(contentsOf: "    - ".utf8)
            YAMLScalarText.appendScalar("\(key)=\(device.udevProperties[key] ?? "")", to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes.append(contentsOf: "  events:\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `KEY: [A, B, C]\n`, in decimal.
    private static func appendList<Number: BinaryInteger>(_ numbers: [Number], key: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: key.utf8)
        bytes.append(contentsOf: ": [".utf8)
        for (index, number) in numbers.enumerated() {
            if index > 0 { bytes.append(contentsOf: ", ".utf8) }
            bytes.appendDecimal(number)
        }
        bytes.append(contentsOf: "]\n".utf8)
    }
}

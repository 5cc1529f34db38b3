/// Writes evemu text that `evemu-device` and `evemu-play` accept, and that
/// `EvemuDocument` reads back to the same description and events.
///
/// Made for streaming: the header (comments and the N/I/P/B/A description) is
/// rendered once, at init, and each event then costs one short line appended to
/// a byte buffer:
///
/// ```
/// let writer = EvemuWriter(description: device)
/// write(writer.header)                     // once
/// for event in stream {                    // then as events arrive
///     writer.appendLine(for: event, to: &buffer)
/// }
/// ```
///
/// Times are written as given: a recording may keep absolute times or start
/// near zero. evemu reads `seconds.microseconds` with microseconds in
/// `0 ..< 1_000_000` and non-negative seconds; other times are written with a
/// sign and will not read back. Likewise the name must not be empty or blank,
/// since evemu refuses a nameless `N:` line; line breaks in it become spaces.
///
/// udev properties (a calibration matrix, `WL_OUTPUT`) are written as
/// `# udev: KEY=VALUE` comments, which evemu ignores and `EvemuParser` reads
/// back.
///
/// `EV_ABS` capability bits are those of `codes[EV_ABS]` and of `axes`
/// together, and `L:`/`S:` lines are not written (a description has no LED or
/// switch states).
public struct EvemuWriter: Sendable {
    /// The file format version written in the first line, `# EVEMU 1.3`. 1.2
    /// added the resolution to `A:` lines; 1.3 is what evemu 2.x writes.
    public static let formatVersion = "1.3"

    /// The device whose description the header holds.
    public let description: DeviceDescription
    /// Comment lines, then `N:`, `I:`, `P:`, `B:` and `A:` lines, each ending
    /// in a newline. Write it once, before the first event.
    public let header: String

    /// A writer for `description`. A non-empty `node` without line breaks (the device node
    /// recorded) is written as a `# node: …` comment, which `EvemuDocument` reads back.
    public init(description: DeviceDescription, node: String = "") {
        self.description = description
        self.header = Self.renderHeader(description, node: node)
    }

    /// Appends `E: SECONDS.MICROSECONDS TYPE CODE VALUE\n` for `event`: type and
    /// code as four hex digits, value in decimal (evemu's
    /// `E: %lu.%06u %04x %04x %d`).
    ///
    /// - Complexity: O(1); allocates only if `output` must grow, so a buffer
    ///   reused between calls makes this allocation-free.
    public func appendLine(for event: InputEvent, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "E"))
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        output.appendTime(event.time)
        output.append(UInt8(ascii: " "))
        output.appendHex(event.type.rawValue, digits: 4)
        output.append(UInt8(ascii: " "))
        output.appendHex(event.code.rawValue, digits: 4)
        output.append(UInt8(ascii: " "))
        output.appendDecimal(event.value)
        output.append(UInt8(ascii: "\n"))
    }

    /// The `E:` line for `event`, with its newline.
    public func line(for event: InputEvent) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48)
        appendLine(for: event, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension EvemuWriter {
    /// Every event type evemu writes `B:` lines for, with its largest code
    /// (`*_MAX` from `input-event-codes.h`). evemu writes each type's mask in
    /// full, 8 bytes a line, so `KEY_MAX` 0x2ff takes 12 lines. Types that
    /// libevdev has no maximum for (`EV_PWR`, `EV_FF_STATUS`) get lines only when
    /// a description lists codes for them.
    private static let typeMaxima: [(type: EventType, maximum: Int)] = [
        (0x00, 0x0f),  // EV_SYN, SYN_MAX
        (0x01, 0x2ff),  // EV_KEY, KEY_MAX
        (0x02, 0x0f),  // EV_REL, REL_MAX
        (0x03, 0x3f),  // EV_ABS, ABS_MAX
        (0x04, 0x07),  // EV_MSC, MSC_MAX
        (0x05, 0x11),  // EV_SW, SW_MAX
        (0x11, 0x0f),  // EV_LED, LED_MAX
        (0x12, 0x07),  // EV_SND, SND_MAX
        (0x14, 0x01),  // EV_REP, REP_MAX
        (0x15, 0x7f),  // EV_FF, FF_MAX
    ]

    /// Bytes on one `P:` or `B:` line, as evemu writes them.
    private static let bytesPerLine = 8

    private static func renderHeader(_ device: DeviceDescription, node: String) -> String {
        // A name is one line: a line break in it would end the N: line early.
        let name = String(device.name.map { $0.isNewline ? " " : $0 })
        var bytes: [UInt8] = []
        bytes.append(contentsOf: "# EVEMU \(formatVersion)\n".utf8)
        bytes.append(contentsOf: "# Input device name: \"\(name)\"\n".utf8)
        bytes.append(contentsOf: "# Input device ID: \(device.identity)\n".utf8)
        if !node.isEmpty, !node.contains(where: \.isNewline) {
            // Read back by `EvemuParser.nodeCommentPrefix`.
            bytes.append(contentsOf: "\(EvemuParser.nodeCommentPrefix)\(node)\n".utf8)
        }
        for key in device.udevProperties.keys.sorted() {
            // One line each, as the parser reads them back (see `EvemuParser.udevCommentPrefix`).
            let value = String((device.udevProperties[key] ?? "").map { $0.isNewline ? " " : $0 })
            bytes.append(contentsOf: "\(EvemuParser.udevCommentPrefix)\(key)=\(value)\n".utf8)
        }
        bytes.append(contentsOf: "N: \(name)\n".utf8)

        bytes.append(contentsOf: "I:".utf8)
        for number in [device.identity.bus, device.identity.vendor, device.identity.product, device.identity.version] {
            bytes.append(UInt8(ascii: " "))
            bytes.appendHex(number, digits: 4)
        }
        bytes.append(UInt8(ascii: "\n"))

        appendMaskLines(prefix: "P:", codes: Set(device.properties.map(\.rawValue)), minimumCodes: 1, to: &bytes)

        var types = typeMaxima
        for type in device.codes.keys.sorted() where !types.contains(where: { $0.type == type }) {
            types.append((type, 0))
        }
        for (type, maximum) in types.sorted(by: { $0.type < $1.type }) {
            var codes = device.codes[type, default: []]
            if type == EventType.abs { codes.formUnion(device.axes.keys) }
            guard maximum > 0 || !codes.isEmpty else { continue }
            var prefix: [UInt8] = Array("B: ".utf8)
            prefix.appendHex(type.rawValue, digits: 2)
            appendMaskLines(
                prefix: String(decoding: prefix, as: UTF8.self), codes: Set(codes.map(\.rawValue)),
                minimumCodes: maximum + 1, to: &bytes)
        }

        for code in device.axes.keys.sorted() {
            guard let axis = device.axes[code] else { continue }
            bytes.append(contentsOf: "A: ".utf8)
            bytes.appendHex(code.rawValue, digits: 2)
            for number in [axis.minimum, axis.maximum, axis.fuzz, axis.flat, axis.resolution] {
                bytes.append(UInt8(ascii: " "))
                bytes.appendDecimal(number)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `prefix BYTE × 8` lines covering at least `minimumCodes` codes and every
    /// code in `codes`.
    private static func appendMaskLines(prefix: String, codes: Set<UInt16>, minimumCodes: Int, to bytes: inout [UInt8])
    {
        let codeCount = max(minimumCodes, (codes.max().map { Int($0) } ?? -1) + 1)
        let lineCount = (codeCount + 8 * bytesPerLine - 1) / (8 * bytesPerLine)
        let mask = CapabilityBitmask.bytes(setting: codes, byteCount: lineCount * bytesPerLine)
        for line in 0..<lineCount {
            bytes.append(contentsOf: prefix.utf8)
            for byte in mask[(line * bytesPerLine)..<((line + 1) * bytesPerLine)] {
                bytes.append(UInt8(ascii: " "))
                bytes.appendHex(UInt16(byte), digits: 2)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }
}

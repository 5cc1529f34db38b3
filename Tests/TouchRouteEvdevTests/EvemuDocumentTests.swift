import Testing
import TouchRoute

@testable import TouchRouteEvdev

@Suite struct EvemuDocumentTests {
    static let panel = DeviceDescription(
        name: "TouchRoute Test Panel",
        identity: DeviceIdentity(bus: 0x18, vendor: 0x1234, product: 0x5678, version: 0x100),
        properties: [InputProperty.direct],
        codes: [
            EventType.syn: [0, 1, 3],
            EventType.key: [EventCode.btnTouch],
            EventType.abs: [0x00, 0x01, 0x2f, 0x35, 0x36, 0x39],
        ],
        axes: [
            0x00: AbsoluteAxis(minimum: 0, maximum: 1023, resolution: 10),
            0x01: AbsoluteAxis(minimum: 0, maximum: 599, resolution: 10),
            0x2f: AbsoluteAxis(minimum: 0, maximum: 4),
            0x35: AbsoluteAxis(minimum: 0, maximum: 1023, fuzz: 2, resolution: 10),
            0x36: AbsoluteAxis(minimum: 0, maximum: 599, fuzz: 2, resolution: 10),
            0x39: AbsoluteAxis(minimum: 0, maximum: 65535),
        ],
        source: RecordingFixtures.path("panel/device.desc"))

    static func parse(_ text: String, path: String = "bad.events") throws(RecordingError) -> EvemuDocument {
        try EvemuDocument(parsing: text, path: path)
    }

    static func parseFixture(_ name: String) throws -> EvemuDocument {
        let path = RecordingFixtures.path(name)
        return try EvemuDocument(parsing: RecordingFile.bytes(atPath: path), path: path)
    }

    // MARK: - The three forms

    @Test func descriptionOnlyFileHasTheDeviceAndNoEvents() throws {
        let document = try Self.parseFixture("panel/device.desc")
        #expect(document.description == Self.panel)
        #expect(document.events.isEmpty)
        #expect(document.description?.multitouchProtocol == .slotted(slots: 5))
        #expect(document.description.map(DeviceKind.init) == .touchscreen)
    }

    @Test func eventsOnlyFileHasEventsWithAbsoluteTimesAndNoDescription() throws {
        let document = try Self.parseFixture("panel/tap.events")
        #expect(document.description == nil)
        #expect(document.events.count == 14)
        #expect(
            document.events.first
                == InputEvent(
                    time: EventTime(seconds: 1_700_000_000, microseconds: 250_000), type: 3, code: 0x2f, value: 0))
        // `0042` and `-001` are evemu 1.3's `%04d` values.
        #expect(document.events[1].value == 42)
        #expect(
            document.events[11]
                == InputEvent(
                    time: EventTime(seconds: 1_700_000_000, microseconds: 301_000), type: 3, code: 0x39, value: -1))
        #expect(document.events.last?.isReport == true)
    }

    @Test func combinedFileHasBothAndKeepsNearZeroTimes() throws {
        let document = try Self.parseFixture("swipe.evemu")
        let description = try #require(document.description)
        #expect(description.name == "TouchRoute Swipe Screen #2")  // a '#' in a name is not a comment
        #expect(description.identity == DeviceIdentity(bus: 3, vendor: 0xeef, product: 0x7224, version: 0x111))
        #expect(description.multitouchProtocol == .slotted(slots: 2))
        #expect(description.axes[0x35] == AbsoluteAxis(minimum: 0, maximum: 4095))
        #expect(document.events.count == 12)
        #expect(document.events.map(\.time.seconds).allSatisfy { $0 == 0 })
        #expect(document.events.map(\.time.microseconds).first == 1)
        #expect(document.events.map(\.time.microseconds).last == 48_001)
        #expect(
            document.events[5]
                == InputEvent(time: EventTime(seconds: 0, microseconds: 16_001), type: 3, code: 0x35, value: 900))
    }

    @Test func oldFormatAxesWithoutResolutionReadAsZeroResolution() throws {
        let document = try Self.parseFixture("old-format.evemu")
        let description = try #require(document.description)
        #expect(description.axes[0x00] == AbsoluteAxis(minimum: 0, maximum: 255))
        #expect(description.axes[0x01] == AbsoluteAxis(minimum: -20, maximum: 235, fuzz: 1))
        #expect(description.properties.isEmpty)
        #expect(description.multitouchProtocol == .singleTouch)
        #expect(document.events.map(\.value) == [1, 10, -20, 0])
    }

    // MARK: - Lines, comments and blanks

    @Test func commentsBlankLinesAndLineEndingsAreIgnored() throws {
        let text = """
            # EVEMU 1.3\r
            \r
              # an indented comment
            N: Panel # not a comment: names run to the end of the line
            I: 0018 0001 0002 0003 # bus vendor product version
            P: 02 00 00 00 00 00 00 00#no blank before the hash
            \t
            B: 03 03 00 00 00 00 00 00 00   # ABS_X, ABS_Y
            A: 00 0 99 0 0 0 # x
            A: 01 0 99 0 0 0
            # events follow
            E: 5.000010 0003 0000 7 # EV_ABS / ABS_X 7
            E: 5.000010 0000 0000 0
            """
        let document = try Self.parse(text)
        #expect(document.description?.name == "Panel # not a comment: names run to the end of the line")
        #expect(document.description?.identity == DeviceIdentity(bus: 0x18, vendor: 1, product: 2, version: 3))
        #expect(document.description?.properties == [InputProperty.direct])
        #expect(document.description?.codes == [EventType.abs: [0, 1]])
        #expect(document.events.count == 2)
        #expect(document.events[0].value == 7)
    }

    @Test func severalPropertyAndCapabilityLinesConcatenateInOrder() throws {
        let text = """
            N: Wide
            I: 0 0 0 0
            P: 00 00
            P: 01
            B: 01 00 00 00 00 00 00 00 00
            B: 02 01
            B: 01 00 00 00 00 00 00 00 00
            B: 01 00 04
            B: 02 00 80
            """
        let description = try #require(try Self.parse(text).description)
        // `P: 00 00` is bytes 0-1, so `P: 01` is byte 2: property 16. `B: 02 01`
        // is byte 0 of EV_REL, so `B: 02 00 80` is bytes 1-2: code 23.
        #expect(description.properties == [16])
        let codes: [EventType: Set<EventCode>] = [
            EventType.key: [EventCode(rawValue: 0x80 + 10)], EventType.rel: [0, EventCode(rawValue: 8 * 2 + 7)],
        ]
        #expect(description.codes == codes)
    }

    @Test func typesWithNoCodesAreLeftOut() throws {
        let description = try #require(try Self.parseFixture("panel/device.desc").description)
        #expect(description.codes.keys.sorted() == [EventType.syn, EventType.key, EventType.abs])
    }

    @Test func ledAndSwitchLinesAreReadButNotKept() throws {
        let document = try Self.parse("N: Lid\nI: 0019 0000 0005 0000\nB: 05 01\nL: 00 1\nS: 00 1\n")
        #expect(document.description?.codes == [0x05: [0]])
    }

    @Test func hexMayCarryA0xPrefixAndUpperCase() throws {
        let document = try Self.parse("E: 1.000000 0x3 0X2F 3\nE: 1.000000 0003 002F +4\n")
        #expect(document.events.map(\.code) == [0x2f, 0x2f])
        #expect(document.events.map(\.value) == [3, 4])
    }

    @Test func extremeValuesReadExactly() throws {
        let document = try Self.parse(
            """
            E: 1099511627776.999999 ffff ffff 2147483647
            E: 0.000000 0000 0000 -2147483648
            """)
        #expect(
            document.events[0]
                == InputEvent(
                    time: EventTime(seconds: EventTime.largestSeconds, microseconds: 999_999), type: 0xffff,
                    code: 0xffff, value: .max))
        #expect(document.events[1].value == .min)
    }

    // MARK: - Malformed input

    static let malformed: [(text: String, message: String)] = [
        (
            "",
            "bad.events:1: no description and no events, only blank lines and comments. Record a device with evemu-record or libinput record."
        ),
        (
            "# EVEMU 1.3\n\n# nothing else\n",
            "bad.events:1: no description and no events, only blank lines and comments. Record a device with evemu-record or libinput record."
        ),
        (
            "N: x\nI: 0 0 0 0\nX: 12\n",
            "bad.events:3: unknown line 'X:'. evemu lines start with N:, I:, P:, B:, A:, L:, S: or E:, and comments with #."
        ),
        (
            "hello world\n",
            "bad.events:1: unknown line 'hello'. evemu lines start with N:, I:, P:, B:, A:, L:, S: or E:, and comments with #."
        ),
        (
            "N: x\nI: 0018 zz 0 0\n",
            "bad.events:2: the vendor 'zz' is not a hex number. Write it as 'I: BUS VENDOR PRODUCT VERSION' in hex, such as 'I: 0018 0000 0000 0000'."
        ),
        (
            "N: x\nI: 0018 10000 0 0\n",
            "bad.events:2: the vendor '10000' is outside 0x0...0xffff. Write it as 'I: BUS VENDOR PRODUCT VERSION' in hex, such as 'I: 0018 0000 0000 0000', within that range."
        ),
        (
            "N: x\nI: 0018 0 0\n",
            "bad.events:2: the I: line has 3 fields, expected 4. Write it as 'I: BUS VENDOR PRODUCT VERSION' in hex, such as 'I: 0018 0000 0000 0000'."
        ),
        (
            "N:   \nI: 0 0 0 0\n",
            "bad.events:1: the N: line has 0 fields, expected 1 (the device name). Write it as 'N: DEVICE NAME'."
        ),
        (
            "N: x\nI: 0 0 0 0\nP:\n",
            "bad.events:3: the P: line has 0 fields, expected at least 1. Write it as 'P: BYTE BYTE …', the property bitmask in hex bytes."
        ),
        (
            "N: x\nI: 0 0 0 0\nP: 02 0g\n",
            "bad.events:3: the bitmask byte '0g' is not a hex number. Write it as 'P: BYTE BYTE …', the property bitmask in hex bytes."
        ),
        (
            "N: x\nI: 0 0 0 0\nP: 100\n",
            "bad.events:3: the bitmask byte '100' is outside 0x0...0xff. Write it as 'P: BYTE BYTE …', the property bitmask in hex bytes, within that range."
        ),
        (
            "N: x\nI: 0 0 0 0\nP: 00 00 00 00 01\n",
            "bad.events:3: the property bit '32' is outside 0...31 (INPUT_PROP_MAX). Write it as 'P: BYTE BYTE …', the property bitmask in hex bytes, within that range."
        ),
        (
            "N: x\nI: 0 0 0 0\nB: 03\n",
            "bad.events:3: the B: line has 1 field, expected at least 2. Write it as 'B: TYPE BYTE BYTE …', the event type and then its code bitmask, all in hex."
        ),
        (
            "N: x\nI: 0 0 0 0\nB: 20 01\n",
            "bad.events:3: the event type '20' is outside 0x0...0x1f (EV_MAX). Write it as 'B: TYPE BYTE BYTE …', the event type and then its code bitmask, all in hex, within that range."
        ),
        (
            "N: x\nI: 0 0 0 0\n" + String(repeating: "B: 02 00 00 00 00 00 00 00 00\n", count: 12) + "B: 02 01\n",
            "bad.events:15: the code bit '0x300' is outside 0x0...0x2ff (KEY_MAX). Write it as 'B: TYPE BYTE BYTE …', the event type and then its code bitmask, all in hex, within that range."
        ),
        (
            "N: x\nI: 0 0 0 0\nA: 00 0 100 0\n",
            "bad.events:3: the A: line has 4 fields, expected 5 or 6. Write it as 'A: CODE MIN MAX FUZZ FLAT RESOLUTION', the code in hex and the rest in decimal (RESOLUTION may be left out)."
        ),
        (
            "N: x\nI: 0 0 0 0\nA: 00 0 100 0 0 0 7\n",
            "bad.events:3: the A: line has 7 fields, expected 5 or 6. Write it as 'A: CODE MIN MAX FUZZ FLAT RESOLUTION', the code in hex and the rest in decimal (RESOLUTION may be left out)."
        ),
        (
            "N: x\nI: 0 0 0 0\nA: 40 0 100 0 0 0\n",
            "bad.events:3: the axis code '40' is outside 0x0...0x3f (ABS_MAX). Write it as 'A: CODE MIN MAX FUZZ FLAT RESOLUTION', the code in hex and the rest in decimal (RESOLUTION may be left out), within that range."
        ),
        (
            "N: x\nI: 0 0 0 0\nA: 00 0 2147483648 0 0 0\n",
            "bad.events:3: the maximum '2147483648' is outside -2147483648...2147483647. Write it as 'A: CODE MIN MAX FUZZ FLAT RESOLUTION', the code in hex and the rest in decimal (RESOLUTION may be left out), within that range."
        ),
        (
            "N: x\nI: 0 0 0 0\nA: 00 0 1e3 0 0 0\n",
            "bad.events:3: the maximum '1e3' is not a decimal number. Write it as 'A: CODE MIN MAX FUZZ FLAT RESOLUTION', the code in hex and the rest in decimal (RESOLUTION may be left out)."
        ),
        (
            "N: x\nI: 0 0 0 0\nA: 35 800 0 0 0 0\n",
            "bad.events:3: axis 0x35 has minimum 800 above its maximum 0. Swap them or fix the A: line; uinput refuses such an axis."
        ),
        (
            "N: x\nI: 0 0 0 0\nL: 00\n",
            "bad.events:3: the L: line has 1 field, expected 2. Write it as 'L: LED STATE', the LED code in hex and its state in decimal."
        ),
        (
            "N: x\nI: 0 0 0 0\nS: 0 on\n",
            "bad.events:3: the state 'on' is not a decimal number. Write it as 'S: SWITCH STATE', the switch code in hex and its state in decimal."
        ),
        (
            "E: 0.000001 0003 0035\n",
            "bad.events:1: the E: line has 3 fields, expected 4. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal."
        ),
        (
            "E: 0.000001 0003 0035 12 13\n",
            "bad.events:1: the E: line has 5 fields, expected 4. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal."
        ),
        (
            "E: 0.5 0003 0035 12\n",
            "bad.events:1: the time '0.5' is not SECONDS.MICROSECONDS with six digits of microseconds. Write it as evemu does, such as 1330495931.101111 or 0.081454."
        ),
        (
            "E: -1.000000 0003 0035 12\n",
            "bad.events:1: the time '-1.000000' is not SECONDS.MICROSECONDS with six digits of microseconds. Write it as evemu does, such as 1330495931.101111 or 0.081454."
        ),
        (
            "E: 12 0003 0035 12\n",
            "bad.events:1: the time '12' is not SECONDS.MICROSECONDS with six digits of microseconds. Write it as evemu does, such as 1330495931.101111 or 0.081454."
        ),
        (
            "E: 99999999999999999999.000000 0003 0035 12\n",
            "bad.events:1: the seconds '99999999999999999999' is outside 0...1099511627776. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal, within that range."
        ),
        (
            "E: 9223372036854775807.999999 0003 0035 12\n",
            "bad.events:1: the seconds '9223372036854775807' is outside 0...1099511627776. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal, within that range."
        ),
        (
            "E: 0.000001 000g 0035 12\n",
            "bad.events:1: the event type '000g' is not a hex number. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal."
        ),
        (
            "E: 0.000001 0003 10035 12\n",
            "bad.events:1: the event code '10035' is outside 0x0...0xffff. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal, within that range."
        ),
        (
            "E: 0.000001 0003 0035 -2147483649\n",
            "bad.events:1: the event value '-2147483649' is outside -2147483648...2147483647. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal, within that range."
        ),
        (
            "E: 0.000001 0003 0035 0x10\n",
            "bad.events:1: the event value '0x10' is not a decimal number. Write it as 'E: SECONDS.MICROSECONDS TYPE CODE VALUE', type and code in hex and value in decimal."
        ),
        (
            "N: x\nN: y\nI: 0 0 0 0\n",
            "bad.events:2: a second N: line (the first is on line 1). A recording describes one device; remove one of them."
        ),
        (
            "N: x\nI: 0 0 0 0\n\nI: 0 0 0 1\n",
            "bad.events:4: a second I: line (the first is on line 2). A recording describes one device; remove one of them."
        ),
        (
            "N: x\nI: 0 0 0 0\nA: 35 0 799 0 0 0\nA: 36 0 479 0 0 0\nA: 35 0 4095 0 0 0\n",
            "bad.events:5: a second A: line for axis 0x35 (the first is on line 3). An axis has one range; remove the line that is wrong."
        ),
        (
            "N: x\nI: 0 0 0 0\nE: 0.000001 0000 0000 0\nA: 00 0 1 0 0 0\n",
            "bad.events:4: A: line after the events, which start on line 3. Move the description (N:, I:, P:, B:, A: lines) above the first E: line."
        ),
        (
            "# header\nI: 0 0 0 0\nB: 00 0b\n",
            "bad.events:2: the description has no N: line. Start it with 'N: DEVICE NAME' and then 'I: BUS VENDOR PRODUCT VERSION', as evemu-describe writes."
        ),
        (
            "N: x\nA: 00 0 1 0 0 0\nE: 0.000001 0000 0000 0\n",
            "bad.events:1: the description has no I: line. Start it with 'N: DEVICE NAME' and then 'I: BUS VENDOR PRODUCT VERSION', as evemu-describe writes."
        ),
    ]

    @Test(arguments: malformed)
    func malformedInputThrowsAnErrorNamingFileAndLine(text: String, message: String) {
        expectRecordingError(message) { _ = try Self.parse(text) }
        // Never a crash, and the same message whatever the line endings.
        let crlf = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(throws: RecordingError.self) { try Self.parse(crlf) }
    }

    @Test func nonUTF8AndNULBytesAreNotTextAndTheBytesAreQuotedEscaped() {
        let invalid: [UInt8] = Array("N: x\nI: 0 0 0 0\nE: 0.000001 0000 0000 0\n".utf8) + [0xff, 0xfe, 0x0a]
        #expect(
            throws: RecordingError(path: "bad.events", line: 4, reason: .notText(column: 1, excerpt: "'\\xFF\\xFE'"))
        ) {
            try EvemuDocument(parsing: invalid, path: "bad.events")
        }
        #expect(
            throws: RecordingError(path: "bad.events", line: 2, reason: .notText(column: 7, excerpt: "'\\u{0} 0 0'"))
        ) {
            try EvemuDocument(parsing: Array("N: x\nI: 0 0\0 0 0\n".utf8), path: "bad.events")
        }
        expectRecordingError(
            "bad.events:1: not UTF-8 text: byte 5 of the line starts '\\xC3(\\u{1B}[31m'. Pass an evemu recording or a libinput record YAML file, not a binary file."
        ) {
            _ = try EvemuDocument(
                parsing: Array("N: a".utf8) + [0xc3, 0x28, 0x1b] + Array("[31m\nI: 0 0 0 0\n".utf8), path: "bad.events")
        }
    }
}

import Testing
import TouchRoute

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// `LibinputRecordWriter` and `LibinputRecorder`: the format as
/// `man libinput-record` documents it, and read back to the same recording.
@Suite struct LibinputRecordWriterTests {
    static func event(_ seconds: Int, _ microseconds: Int, _ type: EventType, _ code: EventCode, _ value: Int32)
        -> InputEvent
    {
        InputEvent(time: EventTime(seconds: seconds, microseconds: microseconds), type: type, code: code, value: value)
    }

    static let device = DeviceDescription(
        name: "Panel \"A\" \\ é: x # y",
        identity: DeviceIdentity(bus: 24, vendor: 1267, product: 10780, version: 256),
        properties: [InputProperty.direct],
        codes: [
            EventType.syn: [0, 1, 3], EventType.key: [EventCode.btnTouch], EventType.abs: [0, 1, 47, 53, 54, 57],
        ],
        axes: [
            0: AbsoluteAxis(minimum: 0, maximum: 799, resolution: 10),
            1: AbsoluteAxis(minimum: 0, maximum: 479, resolution: 10),
            47: AbsoluteAxis(minimum: 0, maximum: 9),
            53: AbsoluteAxis(minimum: 0, maximum: 799, fuzz: 4, resolution: 10),
            54: AbsoluteAxis(minimum: 0, maximum: 479, fuzz: 4, resolution: 10),
            57: AbsoluteAxis(minimum: 0, maximum: 65535),
        ],
        udevProperties: ["ID_INPUT": "1", "LIBINPUT_CALIBRATION_MATRIX": "0 1 0 -1 0 1", "WL_OUTPUT": "DSI-1: left"],
        source: "panel.yml")

    static let events = [
        event(0, 0, 3, 57, 12), event(0, 0, 3, 53, 400), event(0, 0, 1, 330, 1), event(0, 0, 0, 0, 0),
        event(1, 12345, 3, 57, -1), event(1, 12345, 0, 0, 0),
    ]

    /// The layout of `man libinput-record`'s FILE FORMAT, key for key.
    static let golden = """
        # libinput record, written by touchroute
        version: 1
        ndevices: 1
        devices:
        - node: "/dev/input/event5"
          evdev:
            name: "Panel \\"A\\" \\\\ é: x # y"
            id: [24, 1267, 10780, 256]
            codes:
              0: [0, 1, 3]
              1: [330]
              3: [0, 1, 47, 53, 54, 57]
            absinfo:
              0: [0, 799, 0, 0, 10]
              1: [0, 479, 0, 0, 10]
              47: [0, 9, 0, 0, 0]
              53: [0, 799, 4, 0, 10]
              54: [0, 479, 4, 0, 10]
              57: [0, 65535, 0, 0, 0]
            properties: [1]
          udev:
            properties:
            - ID_INPUT=1
            - LIBINPUT_CALIBRATION_MATRIX=0 1 0 -1 0 1
            - "WL_OUTPUT=DSI-1: left"
          events:
          - evdev:
            - [  0,      0,   3,  57,      12]
            - [  0,      0,   3,  53,     400]
            - [  0,      0,   1, 330,       1]
            - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ----------
          - evdev:
            - [  1,  12345,   3,  57,      -1]
            - [  1,  12345,   0,   0,       0] # ------------ SYN_REPORT (0) ----------

        """

    @Test func writesTheDocumentedLayout() {
        let text = LibinputRecordWriter(description: Self.device, node: "/dev/input/event5").text(events: Self.events)
        #expect(text == Self.golden)
    }

    @Test func readsBackToTheSameDescriptionAndEvents() throws {
        let document = try LibinputRecordDocument(parsing: Self.golden, path: "panel.yml")
        #expect(document.devices.count == 1)
        #expect(document.touchDevice.node == "/dev/input/event5")
        #expect(document.touchDevice.description == Self.device)
        #expect(document.touchDevice.events == Self.events)
        #expect(document.touchDevice.unfinishedFrame == nil)
    }

    /// Quotes, backslashes, colons, comment signs, non-ASCII, every control
    /// character and YAML's own line breaks come back as they were.
    @Test(arguments: [
        "plain", "", " lead and trail ", "quote \" and 'single'", "back\\slash \\n", "key: value # not a comment",
        "- dash", "[bracket] {brace} *star &amp !tag %pct @at `tick", "ÆØÅ 触摸屏 🖐", "true", "0x10", "~",
        String((0..<32).map { Character(Unicode.Scalar($0)) }) + "\u{7F}\u{85}\u{A0}\u{2028}\u{2029}\u{FEFF}\u{FFFE}",
    ])
    func namesAndPropertiesComeBackExactly(name: String) throws {
        var device = Self.device
        device.name = name
        device.udevProperties = ["ODD": name, "EMPTY": ""]
        let text = LibinputRecordWriter(description: device, node: name).text(events: Self.events)
        let read = try LibinputRecordDocument(parsing: text, path: "panel.yml").touchDevice
        #expect(read.description.name == name)
        #expect(read.description.udevProperties == device.udevProperties)
        #expect(read.node == name)
    }

    /// `libinput replay` looks up `absinfo:` and `udev: properties:` (and
    /// iterates `codes:`) even for a device that has none of them.
    @Test func anEmptyDescriptionStillHasEverySectionLibinputReplayLooksUp() throws {
        let device = DeviceDescription(
            name: "Bare", identity: DeviceIdentity(bus: 3, vendor: 1, product: 2, version: 0), source: "bare.yml")
        let text = LibinputRecordWriter(description: device).text(events: [])
        #expect(
            text.contains(
                "\n    codes: {}\n    absinfo: {}\n    properties: []\n  udev:\n    properties: []\n  events:\n"))
        let read = try LibinputRecordDocument(parsing: text, path: "bare.yml").touchDevice
        #expect(read.description == device)
        #expect(read.events.isEmpty)
    }

    @Test func theRecorderTimesEventsFromTheFirstAndStartsAFrameAfterEachReport() throws {
        var recorder = LibinputRecorder(description: Self.device, node: "/dev/input/event5")
        var written: [UInt8] = []
        for event in Self.events {
            var live = event
            live.time = EventTime(seconds: event.time.seconds + 5021, microseconds: event.time.microseconds)
            recorder.record(live)
            if event.isReport { recorder.takePending { written += $0 } }
        }
        #expect(recorder.pending.isEmpty)
        #expect(recorder.eventCount == Self.events.count)
        #expect(String(decoding: written, as: UTF8.self) == Self.golden)
    }

    /// Every fixture, evemu and libinput record alike, written as libinput
    /// record and loaded again: the same recording but for where it came from.
    @Test(arguments: LibinputRecordRoundTrip.fixtures)
    func everyFixtureRoundTrips(name: String) throws {
        let original = try Recording.load(from: RecordingFixtures.path(name))
        let copy = try LibinputRecordRoundTrip.reload(original)
        LibinputRecordRoundTrip.expectSame(copy, as: original)
    }
}

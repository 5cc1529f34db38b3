import Testing
import TouchRoute

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

@Suite struct LibinputRecordDocumentTests {
    static func parseFixture(_ name: String) throws -> LibinputRecordDocument {
        let path = RecordingFixtures.path(name)
        return try LibinputRecordDocument(parsing: RecordingFile.bytes(atPath: path), path: path)
    }

    static func parse(_ text: String) throws(RecordingError) -> LibinputRecordDocument {
        try LibinputRecordDocument(parsing: text, path: "bad.yml")
    }

    @Test func readsTheDescriptionOfATouchscreen() throws {
        let document = try Self.parseFixture("libinput/touchscreen.yml")
        #expect(document.devices.count == 1)
        let device = document.touchDevice
        #expect(device.node == "/dev/input/event7")
        let expected = DeviceDescription(
            name: "TouchRoute YAML Screen",
            identity: DeviceIdentity(bus: 24, vendor: 1267, product: 10780, version: 256),
            properties: [InputProperty.direct],
            codes: [
                EventType.syn: Set((0...15).map(EventCode.init(rawValue:))),
                EventType.key: [EventCode.btnTouch],
                EventType.abs: [0, 1, 47, 53, 54, 57],
            ],
            axes: [
                0: AbsoluteAxis(minimum: 0, maximum: 2559, resolution: 10),
                1: AbsoluteAxis(minimum: 0, maximum: 1439, resolution: 10),
                47: AbsoluteAxis(minimum: 0, maximum: 9),
                53: AbsoluteAxis(minimum: 0, maximum: 2559, fuzz: 4, resolution: 10),
                54: AbsoluteAxis(minimum: 0, maximum: 1439, fuzz: 4, resolution: 10),
                57: AbsoluteAxis(minimum: 0, maximum: 65535),
            ],
            udevProperties: [
                "ID_INPUT": "1",
                "ID_INPUT_TOUCHSCREEN": "1",
                "LIBINPUT_CALIBRATION_MATRIX": "0 1 0 -1 0 1",
                "DRIVER": "elants_i2c",
            ],
            source: RecordingFixtures.path("libinput/touchscreen.yml"))
        #expect(device.description == expected)
        #expect(DeviceKind(device.description) == .touchscreen)
        #expect(device.description.physicalSize == PhysicalSize(width: 256, height: 144))
    }

    @Test func keepsEvdevFramesAndSkipsLibinputAndHidFrames() throws {
        let events = try Self.parseFixture("libinput/touchscreen.yml").touchDevice.events
        let time = { (seconds: Int, microseconds: Int) in EventTime(seconds: seconds, microseconds: microseconds) }
        #expect(
            events == [
                InputEvent(time: time(0, 0), type: 3, code: 47, value: 0),
                InputEvent(time: time(0, 0), type: 3, code: 57, value: 12),
                InputEvent(time: time(0, 0), type: 3, code: 53, value: 1280),
                InputEvent(time: time(0, 0), type: 3, code: 54, value: 720),
                InputEvent(time: time(0, 0), type: 1, code: 330, value: 1),
                InputEvent(time: time(0, 0), type: 0, code: 0, value: 0),
                InputEvent(time: time(0, 12345), type: 3, code: 53, value: 1290),
                InputEvent(time: time(0, 12345), type: 0, code: 0, value: 0),
                InputEvent(time: time(1, 5), type: 3, code: 57, value: -1),
                InputEvent(time: time(1, 5), type: 1, code: 330, value: 0),
                InputEvent(time: time(1, 5), type: 0, code: 0, value: 0),
            ])
    }

    @Test func picksTheFirstTouchscreenAmongSeveralDevices() throws {
        let document = try Self.parseFixture("libinput/keyboard-and-touchscreen.yml")
        #expect(document.devices.map(\.description.name) == ["TouchRoute Keyboard", "TouchRoute Second Screen"])
        #expect(document.devices[0].events.count == 3)
        let screen = document.touchDevice
        #expect(screen.node == "/dev/input/event9")
        #expect(screen.description.name == "TouchRoute Second Screen")  // unquoted names read too
        #expect(screen.description.multitouchProtocol == .singleTouch)
        #expect(
            screen.events.first
                == InputEvent(time: EventTime(seconds: 2, microseconds: 1), type: 1, code: 330, value: 1))
    }

    @Test func withoutATouchscreenTheFirstDeviceIsTaken() throws {
        let document = try Self.parse(
            """
            version: 1
            devices:
            - node: /dev/input/event1
              evdev:
                name: Keys
                id: [1, 2, 3, 4]
                codes:
                  1: [30]
              events: []
            - node: /dev/input/event2
              evdev:
                name: More Keys
                id: [1, 2, 3, 5]
                codes: {}
            """)
        #expect(document.touchDevice.description.name == "Keys")
        #expect(document.touchDevice.events.isEmpty)
        #expect(document.devices[1].description.codes.isEmpty)
        #expect(document.devices[1].events.isEmpty)
    }

    @Test func devicesRoundTripThroughEvemuTheirUdevPropertiesInComments() throws {
        let device = try Self.parseFixture("libinput/touchscreen.yml").touchDevice
        #expect(!device.description.udevProperties.isEmpty)
        let text = EvemuWriter(description: device.description).text(events: device.events)
        // evemu has no place for udev properties: they are comments, which its tools skip.
        #expect(text.contains("\n# udev: LIBINPUT_CALIBRATION_MATRIX="))
        let copy = try EvemuDocument(parsing: text, path: device.description.source)
        #expect(copy.description == device.description)
        #expect(copy.events == device.events)
    }

    /// `ndevices:` must count the list: a file of three devices that says
    /// five, or one, is refused with both numbers, not replayed silently.
    @Test(arguments: ["5", "1", "three"])
    func aDeviceCountThatDisagreesWithTheListIsRefused(stated: String) throws {
        let path = RecordingFixtures.path("libinput/two-panels.yml")
        let text = String(decoding: try RecordingFile.bytes(atPath: path), as: UTF8.self)
        #expect(text.contains("\nndevices: 3\n"))
        let edited = text.replacing("\nndevices: 3\n", with: "\nndevices: \(stated)\n")
        #expect(throws: RecordingError.self) { try Self.parse(edited) }
        do {
            _ = try Self.parse(edited)
        } catch {
            #expect(
                error.description.hasPrefix(
                    "bad.yml:11: ndevices is \(stated), but 'devices:' (line 18) lists 3. A file cut short or edited by hand"
                ),
                "\(error)")
        }
        #expect(try Self.parse(text).devices.count == 3)
    }

    static let header = "version: 1\ndevices:\n- node: /dev/input/event1\n  evdev:\n    name: Screen\n"

    static let malformed: [(text: String, message: String)] = [
        (
            "ndevices: 1\ndevices: []\n",
            "bad.yml:1: the file has no 'version:' entry. libinput record always writes one; check that the file is complete."
        ),
        (
            "version: 2\ndevices: []\n",
            "bad.yml:1: libinput record file version '2' is not supported, only version 1. Record it with a libinput whose files say 'version: 1'."
        ),
        (
            "version: 1\nndevices: 0\n",
            "bad.yml:1: the file has no 'devices:' entry. libinput record always writes one; check that the file is complete."
        ),
        (
            "version: 1\ndevices: []\n",
            "bad.yml:2: the recording lists no devices. Record one with libinput record /dev/input/eventN."
        ),
        (
            "version: 1\ndevices: none\n",
            "bad.yml:2: expected a list of devices, found 'none'. Check that this is a complete, unedited libinput record file."
        ),
        (
            "version: 1\ndevices:\n- just text\n",
            "bad.yml:3: expected a device with 'node:', 'evdev:' and 'events:', found 'just text'. Check that this is a complete, unedited libinput record file."
        ),
        (
            "version: 1\ndevices:\n- node: /dev/input/event1\n",
            "bad.yml:3: the device has no 'evdev:' entry. libinput record always writes one; check that the file is complete."
        ),
        (
            header + "    codes: {}\n",
            "bad.yml:4: 'evdev:' has no 'id:' entry. libinput record always writes one; check that the file is complete."
        ),
        (
            header + "    id: [1, 2, 3]\n",
            "bad.yml:6: expected 4 numbers in brackets, found '[1, 2, 3]'. Check that this is a complete, unedited libinput record file."
        ),
        (
            header + "    id: [1, 2, 3, 70000]\n",
            "bad.yml:6: the version '70000' is outside 0...65535. Write it as 'id: [BUS, VENDOR, PRODUCT, VERSION]' in decimal, within that range."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n",
            "bad.yml:4: 'evdev:' has no 'codes:' entry. libinput record always writes one; check that the file is complete."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes:\n      40: [1]\n",
            "bad.yml:8: the event type '40' is outside 0...31 (EV_MAX). Write it as 'TYPE: [CODE, CODE, …]' in decimal under 'codes:', within that range."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes:\n      1: [BTN_TOUCH]\n",
            "bad.yml:8: the code 'BTN_TOUCH' is not a decimal number. Write it as 'TYPE: [CODE, CODE, …]' in decimal under 'codes:'."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: [1]\n",
            "bad.yml:7: expected a mapping of 'KEY: VALUE' lines, found '[1]'. Check that this is a complete, unedited libinput record file."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n    absinfo:\n      53: [0, 100, 0, 0]\n",
            "bad.yml:9: expected 5 numbers in brackets, found '[0, 100, 0, 0]'. Check that this is a complete, unedited libinput record file."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n    absinfo:\n      64: [0, 100, 0, 0, 0]\n",
            "bad.yml:9: the axis code '64' is outside 0...63 (ABS_MAX). Write it as 'CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]' in decimal under 'absinfo:', within that range."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n    absinfo:\n      53: [100, 0, 0, 0, 0]\n",
            "bad.yml:9: axis 0x35 has minimum 100 above its maximum 0. Swap them or fix the A: line; uinput refuses such an axis."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n    properties: [1, 40]\n",
            "bad.yml:8: the property '40' is outside 0...31 (INPUT_PROP_MAX). Write it as 'properties: [PROPERTY, …]' in decimal, within that range."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n  events:\n  - [0, 0, 0, 0, 0]\n",
            "bad.yml:9: expected an event frame such as '- evdev:', found '[0, 0, 0, 0, 0]'. Check that this is a complete, unedited libinput record file."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n  events:\n  - evdev:\n    - [0, 0, 0, 0]\n",
            "bad.yml:10: expected 5 numbers [SECONDS, MICROSECONDS, TYPE, CODE, VALUE], found '[0, 0, 0, 0]'. Check that this is a complete, unedited libinput record file."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n  events:\n  - evdev:\n    - [0, 1000000, 0, 0, 0]\n",
            "bad.yml:10: the microseconds '1000000' is outside 0...999999. Write it as '- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]' in decimal, within that range."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n  events:\n  - evdev:\n    - [-1, 0, 0, 0, 0]\n",
            "bad.yml:10: the seconds '-1' is outside 0...1099511627776. Write it as '- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]' in decimal, within that range."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n  events:\n  - evdev:\n    - [0, 0, 3, 53, 3000000000]\n",
            "bad.yml:10: the event value '3000000000' is outside -2147483648...2147483647. Write it as '- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]' in decimal, within that range."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n  events:\n  - evdev:\n    - [0, 0, 3, 53,\n",
            "bad.yml:10: this '[' is never closed. The file may be cut short; record it again."
        ),
        (
            header
                + "    id: [1, 2, 3, 4]\n    codes: {}\n    absinfo:\n      53: [0, 799, 0, 0, 0]\n      54: [0, 479, 0, 0, 0]\n      53: [0, 4095, 0, 0, 0]\n",
            "bad.yml:11: a second '53' entry here (the first is on line 9), which would replace the first. libinput record writes each key once; remove the entry that is wrong."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    name: \"Other\"\n",
            "bad.yml:7: a second 'name' entry here (the first is on line 5), which would replace the first. libinput record writes each key once; remove the entry that is wrong."
        ),
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n  udev:\n    properties: ID_INPUT=1\n",
            "bad.yml:9: expected a list of KEY=VALUE udev properties, found 'ID_INPUT=1'. Check that this is a complete, unedited libinput record file."
        ),
    ]

    @Test(arguments: malformed)
    func malformedRecordingsThrowAnErrorNamingFileAndLine(text: String, message: String) {
        expectRecordingError(message) { _ = try Self.parse(text) }
    }
}

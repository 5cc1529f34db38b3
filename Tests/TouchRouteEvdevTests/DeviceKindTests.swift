import Testing

@testable import TouchRouteEvdev

/// Classification as udev's `input_id` builtin classifies: `ID_INPUT_TOUCHSCREEN`,
/// `ID_INPUT_TOUCHPAD`, `ID_INPUT_TABLET`, `ID_INPUT_MOUSE`.
@Suite struct DeviceKindTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let axes: [EventCode]
        let keys: [EventCode]
        var properties: Set<InputProperty> = []
        let kind: DeviceKind
        var testDescription: String { name }

        var device: DeviceDescription {
            DeviceDescription(
                name: name, properties: properties, codes: keys.isEmpty ? [:] : [EventType.key: Set(keys)],
                axes: Dictionary(uniqueKeysWithValues: axes.map { ($0, AbsoluteAxis(minimum: 0, maximum: 1000)) }))
        }
    }

    static let position: [EventCode] = [EventCode.absX, EventCode.absY]
    static let multitouch: [EventCode] = [
        EventCode.absMTSlot, EventCode.absMTPositionX, EventCode.absMTPositionY, EventCode.absMTTrackingID,
    ]
    static let rightButton: EventCode = 0x111  // BTN_RIGHT
    static let trigger: EventCode = 0x120  // BTN_TRIGGER, the first joystick button
    static let keyA: EventCode = 30  // KEY_A
    static let z: EventCode = 0x02  // ABS_Z
    static let direct: Set<InputProperty> = [InputProperty.direct]

    static let cases: [Case] = [
        Case(
            name: "multitouch screen", axes: position + multitouch, keys: [EventCode.btnTouch], properties: direct,
            kind: .touchscreen),
        Case(
            name: "multitouch screen without ABS_X/Y", axes: multitouch, keys: [EventCode.btnTouch], properties: direct,
            kind: .touchscreen),
        Case(
            name: "direct multitouch without BTN_TOUCH", axes: position + multitouch, keys: [], properties: direct,
            kind: .touchscreen),
        Case(
            name: "multitouch with BTN_TOUCH, not direct", axes: position + multitouch, keys: [EventCode.btnTouch],
            kind: .touchscreen),
        Case(name: "resistive single-touch panel", axes: position, keys: [EventCode.btnTouch], kind: .touchscreen),
        Case(
            name: "direct screen that also reports BTN_TOOL_FINGER", axes: position + multitouch,
            keys: [EventCode.btnTouch, EventCode.btnToolFinger, EventCode.btnToolDoubleTap], properties: direct,
            kind: .touchscreen),
        Case(
            name: "multitouch screen with a mouse button", axes: position + multitouch,
            keys: [EventCode.btnTouch, EventCode.btnLeft], properties: direct, kind: .touchscreen),
        Case(
            name: "clickpad", axes: position + multitouch,
            keys: [EventCode.btnTouch, EventCode.btnToolFinger, EventCode.btnToolDoubleTap, EventCode.btnLeft],
            properties: [InputProperty.pointer, InputProperty.buttonPad], kind: .touchpad),
        Case(name: "touchpad without ABS_X/Y", axes: multitouch, keys: [EventCode.btnToolFinger], kind: .touchpad),
        Case(
            name: "pen tablet", axes: position, keys: [EventCode.btnTouch, EventCode.btnToolPen, EventCode.btnStylus],
            kind: .tablet),
        Case(
            name: "pen display", axes: position,
            keys: [EventCode.btnTouch, EventCode.btnToolPen, EventCode.btnToolRubber],
            properties: direct, kind: .tablet),
        Case(
            name: "stylus without BTN_TOOL_PEN", axes: position, keys: [EventCode.btnTouch, EventCode.btnStylus],
            kind: .tablet),
        // A touch panel that names its contact a pen (eGalax's resistive
        // controllers): touchscreen, unless it has a pen's own signs.
        Case(
            name: "pen-named single-touch panel", axes: position, keys: [EventCode.btnTouch, EventCode.btnToolPen],
            properties: direct, kind: .touchscreen),
        Case(
            name: "pen-named panel with pressure", axes: position + [EventCode.absPressure],
            keys: [EventCode.btnTouch, EventCode.btnToolPen], properties: direct, kind: .touchscreen),
        Case(
            name: "pen-named panel, not direct", axes: position, keys: [EventCode.btnTouch, EventCode.btnToolPen],
            kind: .tablet),
        Case(
            name: "pen with pressure but no BTN_TOUCH", axes: position + [EventCode.absPressure],
            keys: [EventCode.btnToolPen], properties: direct, kind: .tablet),
        Case(
            name: "pen display with tilt", axes: position + [0x1a, 0x1b],
            keys: [EventCode.btnTouch, EventCode.btnToolPen], properties: direct, kind: .tablet),
        Case(
            name: "pen display with hover distance", axes: position + [0x19],
            keys: [EventCode.btnTouch, EventCode.btnToolPen], properties: direct, kind: .tablet),
        Case(
            name: "pen display with a barrel button", axes: position,
            keys: [EventCode.btnTouch, EventCode.btnToolPen, EventCode.btnStylus], properties: direct, kind: .tablet),
        Case(
            name: "multitouch with a pen tool", axes: position + multitouch,
            keys: [EventCode.btnTouch, EventCode.btnToolPen], properties: direct, kind: .tablet),
        Case(
            name: "finger and pen, not direct", axes: position + multitouch,
            keys: [EventCode.btnToolFinger, EventCode.btnToolPen], kind: .tablet),
        Case(
            name: "virtual machine's tablet mouse", axes: position, keys: [EventCode.btnLeft, rightButton], kind: .mouse
        ),
        Case(
            name: "direct absolute pointer with mouse buttons", axes: position,
            keys: [EventCode.btnLeft, EventCode.btnTouch],
            properties: direct, kind: .mouse),
        Case(name: "positions with neither BTN_TOUCH nor direct", axes: position, keys: [], kind: .other),
        Case(name: "joystick", axes: position, keys: [trigger], kind: .other),
        Case(name: "accelerometer", axes: position + [z], keys: [], kind: .other),
        Case(name: "keyboard", axes: [], keys: [keyA], kind: .other),
        Case(name: "relative mouse", axes: [], keys: [EventCode.btnLeft, rightButton], kind: .other),
        // A device claiming every axis up to ABS_MT_SLOT: its MT positions are bogus.
        Case(
            name: "every axis, no ABS_X/Y",
            axes: (0x20...0x3b).map(EventCode.init(rawValue:)).filter { $0 != EventCode.absX && $0 != EventCode.absY },
            keys: [EventCode.btnTouch], kind: .other),
        Case(
            name: "every axis", axes: (0x00...0x3b).map(EventCode.init(rawValue:)), keys: [EventCode.btnTouch],
            kind: .touchscreen),
    ]

    @Test(arguments: cases)
    func classifiesAsUdevDoes(_ testCase: Case) {
        #expect(DeviceKind(testCase.device) == testCase.kind)
    }

    @Test func explanationsSayWhatTheDeviceIs() {
        #expect(
            DeviceKind.touchpad.explanation == "it is a touchpad (it has BTN_TOOL_FINGER but not INPUT_PROP_DIRECT)")
        #expect(
            DeviceError(device: "/dev/input/event3", reason: .notATouchscreen(.tablet)).description
                == "/dev/input/event3 is not a touchscreen: it is a pen tablet (it has a pen or stylus tool, and a pen's own signs: barrel buttons, another tool, tilt, hover, several contacts, or no INPUT_PROP_DIRECT). Choose a touchscreen instead."
        )
    }

    /// TouchRoute's one answer: udev's ID_INPUT_TOUCHSCREEN=1 (a rule or a
    /// hwdb entry may set it on anything), else the capabilities.
    @Test func udevsTouchscreenTagOrTheCapabilitiesMakeATouchscreen() {
        let tablet = Self.cases.first { $0.name == "pen tablet" }!.device
        #expect(!tablet.isTouchscreenForTouchRoute)
        var tagged = tablet
        tagged.udevProperties = ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"]
        #expect(tagged.isTouchscreenForTouchRoute)
        var panel = Self.cases.first { $0.name == "pen-named single-touch panel" }!.device
        panel.udevProperties = ["ID_INPUT": "1", "ID_INPUT_TABLET": "1"]  // input_id's verdict
        #expect(panel.isTouchscreenForTouchRoute)
        let keyboard = DeviceDescription(name: "keyboard", codes: [EventType.key: [30, 31, 32]])
        #expect(!keyboard.reportsPositions && !keyboard.isTouchscreenForTouchRoute)
    }
}

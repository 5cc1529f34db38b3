import Testing
@testable import TouchRouteEvdev

/// Classification as udev's `input_id` builtin classifies: `ID_INPUT_TOUCHSCREEN`,
/// `ID_INPUT_TOUCHPAD`, `ID_INPUT_TABLET`, `ID_INPUT_MOUSE`.
@Suite struct DeviceKindTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let axes: [UInt16]
        let keys: [UInt16]
        var properties: Set<UInt16> = []
        let kind: DeviceKind
        var testDescription: String { name }

        var device: DeviceDescription {
            DeviceDescription(
                name: name, properties: properties, codes: keys.isEmpty ? [:] : [EventType.key: Set(keys)],
                axes: Dictionary(uniqueKeysWithValues: axes.map { ($0, AbsoluteAxis(minimum: 0, maximum: 1000)) }))
        }
    }

    static let position: [UInt16] = [AbsoluteAxisCode.x, AbsoluteAxisCode.y]
    static let multitouch: [UInt16] = [AbsoluteAxisCode.slot, AbsoluteAxisCode.positionX, AbsoluteAxisCode.positionY, AbsoluteAxisCode.trackingID]
    static let rightButton: UInt16 = 0x111    // BTN_RIGHT
    static let trigger: UInt16 = 0x120        // BTN_TRIGGER, the first joystick button
    static let keyA: UInt16 = 30              // KEY_A
    static let z: UInt16 = 0x02               // ABS_Z
    static let direct: Set<UInt16> = [InputProperty.direct]

    static let cases: [Case] = [
        Case(name: "multitouch screen", axes: position + multitouch, keys: [KeyCode.touch], properties: direct, kind: .touchscreen),
        Case(name: "multitouch screen without ABS_X/Y", axes: multitouch, keys: [KeyCode.touch], properties: direct, kind: .touchscreen),
        Case(name: "direct multitouch without BTN_TOUCH", axes: position + multitouch, keys: [], properties: direct, kind: .touchscreen),
        Case(name: "multitouch with BTN_TOUCH, not direct", axes: position + multitouch, keys: [KeyCode.touch], kind: .touchscreen),
        Case(name: "resistive single-touch panel", axes: position, keys: [KeyCode.touch], kind: .touchscreen),
        Case(name: "direct screen that also reports BTN_TOOL_FINGER", axes: position + multitouch,
             keys: [KeyCode.touch, KeyCode.toolFinger, KeyCode.toolDoubleTap], properties: direct, kind: .touchscreen),
        Case(name: "multitouch screen with a mouse button", axes: position + multitouch,
             keys: [KeyCode.touch, KeyCode.leftButton], properties: direct, kind: .touchscreen),
        Case(name: "clickpad", axes: position + multitouch,
             keys: [KeyCode.touch, KeyCode.toolFinger, KeyCode.toolDoubleTap, KeyCode.leftButton],
             properties: [InputProperty.pointer, InputProperty.buttonPad], kind: .touchpad),
        Case(name: "touchpad without ABS_X/Y", axes: multitouch, keys: [KeyCode.toolFinger], kind: .touchpad),
        Case(name: "pen tablet", axes: position, keys: [KeyCode.touch, KeyCode.toolPen, KeyCode.stylus], kind: .tablet),
        Case(name: "pen display", axes: position, keys: [KeyCode.touch, KeyCode.toolPen, KeyCode.toolRubber],
             properties: direct, kind: .tablet),
        Case(name: "stylus without BTN_TOOL_PEN", axes: position, keys: [KeyCode.touch, KeyCode.stylus], kind: .tablet),
        Case(name: "finger and pen, not direct", axes: position + multitouch, keys: [KeyCode.toolFinger, KeyCode.toolPen], kind: .tablet),
        Case(name: "virtual machine's tablet mouse", axes: position, keys: [KeyCode.leftButton, rightButton], kind: .mouse),
        Case(name: "direct absolute pointer with mouse buttons", axes: position, keys: [KeyCode.leftButton, KeyCode.touch],
             properties: direct, kind: .mouse),
        Case(name: "positions with neither BTN_TOUCH nor direct", axes: position, keys: [], kind: .other),
        Case(name: "joystick", axes: position, keys: [trigger], kind: .other),
        Case(name: "accelerometer", axes: position + [z], keys: [], kind: .other),
        Case(name: "keyboard", axes: [], keys: [keyA], kind: .other),
        Case(name: "relative mouse", axes: [], keys: [KeyCode.leftButton, rightButton], kind: .other),
        // A device claiming every axis up to ABS_MT_SLOT: its MT positions are bogus.
        Case(name: "every axis, no ABS_X/Y", axes: Array(0x20...0x3b).filter { $0 != AbsoluteAxisCode.x && $0 != AbsoluteAxisCode.y },
             keys: [KeyCode.touch], kind: .other),
        Case(name: "every axis", axes: Array(0x00...0x3b), keys: [KeyCode.touch], kind: .touchscreen),
    ]

    @Test(arguments: cases)
    func classifiesAsUdevDoes(_ testCase: Case) {
        #expect(DeviceKind(testCase.device) == testCase.kind)
    }

    @Test func explanationsSayWhatTheDeviceIs() {
        #expect(DeviceKind.touchpad.explanation == "it is a touchpad (it has BTN_TOOL_FINGER but not INPUT_PROP_DIRECT)")
        #expect(DeviceError(device: "/dev/input/event3", reason: .notATouchscreen(.tablet)).description
            == "/dev/input/event3 is not a touchscreen: it is a pen tablet (it has a pen or stylus tool). Choose a touchscreen instead.")
    }
}

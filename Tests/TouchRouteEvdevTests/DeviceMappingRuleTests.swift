import Testing
import TouchRoute

@testable import TouchRouteEvdev

@Suite struct DeviceMappingRuleTests {
    @Test func readsTheSelectorTheRegionAndEveryOption() throws {
        let rule = try DeviceMappingRule(parsing: "ILITEK*=640x480+640+0,rotate=90,flip=both,calibration=1 0 0.1 0 1 0")
        #expect(rule.selector == (try DeviceSelector(parsing: "ILITEK*")))
        #expect(rule.region == OutputRegion(Rect(x: 640, y: 0, width: 640, height: 480)))
        #expect(rule.rotation == .clockwise90)
        #expect(rule.flips == [.horizontal, .vertical])
        #expect(rule.calibration == CalibrationMatrix(1, 0, 0.1, 0, 1, 0))
    }

    @Test func optionsLeftOutAreNil() throws {
        let rule = try DeviceMappingRule(parsing: "/dev/input/event7=800x480")
        #expect(rule.selector.kind == .node("/dev/input/event7"))
        #expect(rule.region == OutputRegion(Rect(x: 0, y: 0, width: 800, height: 480)))
        #expect(rule.rotation == nil && rule.flips == nil && rule.calibration == nil)
    }

    @Test(arguments: [
        // The selector ends at the last "=" before the first comma, so it may hold an "=".
        ("name=with=equals=640x480+0+0", "name=with=equals", "640x480+0+0"),
        ("pci-0000:00:14.0-usb-0:1:1.0=640x480+640+0", "pci-0000:00:14.0-usb-0:1:1.0", "640x480+640+0"),
        ("ILITEK* = 640x480+640+0 , rotate = 270", "ILITEK*", "640x480+640+0"),
    ])
    func splitsTheSelectorFromTheRegionAtTheLastEquals(text: String, selector: String, region: String) throws {
        let rule = try DeviceMappingRule(parsing: text)
        #expect(rule.selector.description == selector)
        #expect(rule.region.description == region)
    }

    @Test(arguments: [
        ("ILITEK*=640x480+640+0,rotate=90,flip=horizontal", "ILITEK*=640x480+640+0,rotate=90,flip=horizontal"),
        ("ILITEK*=640.0x480,rotate=270,flip=none", "ILITEK*=640x480+0+0,rotate=270,flip=none"),
        (
            "0eef:0001=640x480+0+0,calibration=1 0 0  0 1 0,flip=vertical",
            "0eef:0001=640x480+0+0,flip=vertical,calibration=1 0 0 0 1 0"
        ),
    ])
    func theDescriptionIsTheRuleWrittenCompactly(text: String, description: String) throws {
        let rule = try DeviceMappingRule(parsing: text)
        #expect(rule.description == description)
        #expect(try DeviceMappingRule(parsing: rule.description) == rule)
    }

    static let options = "rotate=N, flip=horizontal|vertical|both or calibration=a b c d e f"

    @Test(arguments: [
        (
            "ILITEK*=800x480+0+0,rotate=45",
            "rotate takes 0, 90, 180 or 270 (clockwise degrees), not '45'."
        ),
        (
            "ILITEK*=800x480+0+0,rotate=",
            "rotate takes 0, 90, 180 or 270 (clockwise degrees), not nothing."
        ),
        (
            "ILITEK*=800x480+0+0,rotate=360",
            "rotate takes 0, 90, 180 or 270 (clockwise degrees), not '360'. Write 0 for the same turn."
        ),
        (
            "ILITEK*=800x480+0+0,rotate=450",
            "rotate takes 0, 90, 180 or 270 (clockwise degrees), not '450'. Write 90 for the same turn."
        ),
        (
            "ILITEK*=800x480+0+0,rotate=-90",
            "rotate takes 0, 90, 180 or 270 (clockwise degrees), not '-90'. Write 270 for the same turn."
        ),
        (
            "ILITEK*=800x480+0+0,rotate=ninety",
            "rotate takes 0, 90, 180 or 270 (clockwise degrees), not 'ninety'."
        ),
        (
            "ILITEK*=800x480+0+0,flip=sideways",
            "flip takes horizontal, vertical, both or none, not 'sideways'."
        ),
        (
            "ILITEK*=800x480+0+0,calibration=1 0 0 0 1",
            #"The calibration matrix '1 0 0 0 1' has 5 numbers, not 6. Write six numbers a b c d e f separated by spaces, such as "1 0 0 0 1 0" for no change."#
        ),
        (
            "ILITEK*=800x480+0+0,rotation=90",
            "there is no option 'rotation'. Use \(options)."
        ),
        (
            "ILITEK*=800x480+0+0,rotate=90,rotate=180",
            "'rotate' is given more than once. Give each option once."
        ),
        (
            "ILITEK*=800x480+0+0,rotate",
            "the option 'rotate' has no \"=\". Give options as \(options)."
        ),
        (
            "ILITEK*=800x480+0+0,",
            "an option between commas is empty. Give options after the region as \(options), separated by single commas."
        ),
        (
            "ILITEK*=800x480+0+0,,rotate=90",
            "an option between commas is empty. Give options after the region as \(options), separated by single commas."
        ),
        (
            "ILITEK*",
            "there is no \"=\" between the device selector and its region. Write "
                + "SELECTOR=WxH+X+Y[,rotate=N][,flip=horizontal|vertical|both][,calibration=a b c d e f], "
                + "such as 'ILITEK*=640x480+640+0,rotate=90'."
        ),
        (
            "ILITEK*,rotate=90=640x480",
            "there is no \"=\" between the device selector and its region. Write "
                + "SELECTOR=WxH+X+Y[,rotate=N][,flip=horizontal|vertical|both][,calibration=a b c d e f], "
                + "such as 'ILITEK*=640x480+640+0,rotate=90'."
        ),
        (
            "=800x480+0+0",
            "the device selector before \"=\" is empty. Name the device by its node (/dev/input/event7, or a path starting with ./), its name or "
                + "a shell glob of it (\"ILITEK*\"), its udev ID_PATH (pci-0000:00:14.0-usb-0:1:1.0), or "
                + "vendor:product in hex (0eef:0001)."
        ),
        (
            "ILITEK*=800x480+0",
            "the region '800x480+0' is not WxH+X+Y. Write WxH+X+Y in window points: the width and height (above 0), "
                + "then the offsets of the region's top-left corner from the window's, such as 640x480+640+0 "
                + "(WxH alone is at +0+0)."
        ),
        (
            "ILITEK*=",
            "the region '' is not WxH+X+Y. Write WxH+X+Y in window points: the width and height (above 0), "
                + "then the offsets of the region's top-left corner from the window's, such as 640x480+640+0 "
                + "(WxH alone is at +0+0)."
        ),
    ])
    func refusesQuotingTheArgumentAndNamingThePart(text: String, reason: String) {
        let error = #expect(throws: DeviceMappingRuleParseError.self) { try DeviceMappingRule(parsing: text) }
        #expect(error?.description == "--map '\(text)': \(reason)")
    }

    @Test func inputInTheMessageIsEscapedAndShortened() {
        let escape = #expect(throws: DeviceMappingRuleParseError.self) {
            try DeviceMappingRule(parsing: "A\u{1B}[2J=800x480+0+0,flip=\u{1B}[31m")
        }
        #expect(
            escape?.description == "--map 'A\\u{1B}[2J=800x480+0+0,flip=\\u{1B}[31m': "
                + "flip takes horizontal, vertical, both or none, not '\\u{1B}[31m'.")
        let long = #expect(throws: DeviceMappingRuleParseError.self) {
            try DeviceMappingRule(parsing: "A=800x480+0+0,rotate=" + String(repeating: "9", count: 1 << 20))
        }
        #expect((long?.description.utf8.count ?? .max) < 300)
        #expect(long?.description.hasSuffix("not '\(String(repeating: "9", count: 40))…' (1048576 bytes).") == true)
    }
}

import Testing
import TouchRoute

@testable import TouchRouteEvdev

/// A 0…799 by 0…399 touchscreen (800x400 units) called `name` at `source`.
private func panel(_ name: String, _ source: String, udev: [String: String] = [:]) -> DeviceDescription {
    MappingFixtures.touchscreen(
        x: AbsoluteAxis(minimum: 0, maximum: 799), y: AbsoluteAxis(minimum: 0, maximum: 399),
        udevProperties: udev, name: name, source: source)
}

private let ilitek = panel("ILITEK ILITEK-TP", "/dev/input/event7", udev: ["WL_OUTPUT": "right"])
private let egalax = panel("eGalax Touch", "/dev/input/event9", udev: ["WL_OUTPUT": "HDMI-A-2"])
private let wacom = panel("Wacom Pen", "/dev/input/event11", udev: ["ID_PATH": "platform-i2c-wacom"])

/// The command's options: `--rotate 180 --flip vertical --calibration …`, no `--screen`.
private let base = CoordinateMapping.Options(
    rotation: .clockwise180, flips: .vertical, calibration: CalibrationMatrix(1, 0, 0.05, 0, 1, 0))

private func map(rules: [String] = [], outputs: [NamedOutput] = []) throws -> OutputMap {
    try OutputMap(
        windowSize: MappingFixtures.twoScreens, rules: rules.map(DeviceMappingRule.init(parsing:)), outputs: outputs)
}

private let sides = [
    try! MappingFixtures.output("left", "640x480+0+0", devices: ["Wacom*"]),
    try! MappingFixtures.output("right", "640x480+640+0", devices: ["platform-i2c-wacom"]),
]

/// `OutputMap.mapping(for:base:)`: which region a device gets, and why.
@Suite struct OutputMapResolvingTests {
    @Test func theFirstMatchingRuleWinsOverEverything() throws {
        let outputMap = try map(
            rules: ["eGalax*=640x480+0+0", "*=640x480+640+0,rotate=90", "ILITEK*=640x480+0+0"], outputs: sides)
        for device in [ilitek, wacom] {
            let resolved = outputMap.mapping(for: device, base: base)
            #expect(resolved.source == .rule(outputMap.rules[1]))
            #expect(resolved.source.description == "--map '*=640x480+640+0,rotate=90'")
            #expect(resolved.options.origin == Point(640, 0) && resolved.options.screenSize == Size(640, 480))
            #expect(resolved.warning == nil)
        }
        #expect(outputMap.mapping(for: egalax, base: base).source == .rule(outputMap.rules[0]))
    }

    @Test func thenTheFirstOutputListingTheDevice() throws {
        // Wacom is listed by its glob in left and by its ID_PATH in right: the first output wins.
        let resolved = try map(outputs: sides).mapping(for: wacom, base: base)
        #expect(resolved.source == .output(name: "left", via: .selector))
        #expect(resolved.source.description == "output left (devices)")
        #expect(resolved.options.origin == .zero && resolved.options.screenSize == Size(640, 480))
        let reversed = try map(outputs: sides.reversed()).mapping(for: wacom, base: base)
        #expect(reversed.source == .output(name: "right", via: .selector))
        #expect(reversed.options.origin == Point(640, 0))
    }

    @Test func thenTheOutputItsWLOutputNames() throws {
        let resolved = try map(outputs: sides).mapping(for: ilitek, base: base)
        #expect(resolved.source == .output(name: "right", via: .wlOutput))
        #expect(resolved.source.description == "output right (WL_OUTPUT)")
        #expect(resolved.options.origin == Point(640, 0) && resolved.options.screenSize == Size(640, 480))
        #expect(resolved.warning == nil)
        // Listed by an output, a device goes there whatever its WL_OUTPUT says.
        let listed = try map(
            outputs: [try MappingFixtures.output("left", "640x480", devices: ["ILITEK*"])] + sides.dropFirst())
        #expect(listed.mapping(for: ilitek, base: base).source == .output(name: "left", via: .selector))
    }

    @Test func elseTheWholeWindowWithTheBaseOptionsUnchanged() throws {
        let resolved = try map(outputs: sides).mapping(for: panel("Other", "/dev/input/event3"), base: base)
        #expect(resolved.source == .window && resolved.source.description == "the whole window")
        #expect(resolved.options == base)
        #expect(resolved.warning == nil)
        var sized = base
        sized.screenSize = Size(1280, 480)
        #expect(
            try map().mapping(for: ilitek, base: sized)
                == ResolvedMapping(
                    options: sized, source: .window,
                    warning:
                        "/dev/input/event7 ('ILITEK ILITEK-TP') has WL_OUTPUT='right', but the layout file has no output "
                        + "named 'right'; it maps onto the whole window. Add an output named 'right' to the layout's outputs:, "
                        + "or map the device with --map."))
    }

    @Test func aWLOutputNamingNoOutputWarnsAndMapsOntoTheWholeWindow() throws {
        let resolved = try map(outputs: sides).mapping(for: egalax, base: base)
        #expect(resolved.source == .window)
        #expect(resolved.options == base)
        #expect(
            resolved.warning == "/dev/input/event9 ('eGalax Touch') has WL_OUTPUT='HDMI-A-2', but the layout file has "
                + "no output named 'HDMI-A-2'; it maps onto the whole window. Add an output named 'HDMI-A-2' to the layout's "
                + "outputs:, or map the device with --map.")
        // A rule for the device silences it: the device is mapped as asked.
        #expect(try map(rules: ["eGalax*=640x480"]).mapping(for: egalax, base: base).warning == nil)
    }

    @Test func theRuleOrOutputsRotationFlipsAndCalibrationReplaceTheBasesWhereGiven() throws {
        let given = try map(rules: ["ILITEK*=640x480+640+0,rotate=90,flip=none,calibration=1 0 0 0 1 0.1"])
            .mapping(for: ilitek, base: base).options
        #expect(
            given.rotation == .clockwise90 && given.flips == []
                && given.calibration == CalibrationMatrix(1, 0, 0, 0, 1, 0.1))
        let kept = try map(rules: ["ILITEK*=640x480+640+0"]).mapping(for: ilitek, base: base).options
        #expect(kept.rotation == base.rotation && kept.flips == base.flips && kept.calibration == base.calibration)
        var turned = sides[1]
        turned.rotation = .clockwise270
        turned.flips = .horizontal
        let output = try map(outputs: [sides[0], turned]).mapping(for: ilitek, base: base).options
        #expect(
            output.rotation == .clockwise270 && output.flips == .horizontal && output.calibration == base.calibration)
        #expect(output.pointsPerMillimetre == base.pointsPerMillimetre)
    }

    /// Without `--calibration` or a matrix of its own, a device on an output
    /// keeps its udev `LIBINPUT_CALIBRATION_MATRIX`, as on the whole window.
    @Test func theUdevCalibrationStillAppliesOnARegion() throws {
        let calibrated = panel(
            "ILITEK ILITEK-TP", "/dev/input/event7", udev: ["LIBINPUT_CALIBRATION_MATRIX": "1 0 0.5 0 1 0"])
        let resolved = try map(rules: ["ILITEK*=640x480+640+0"]).mapping(
            for: calibrated, base: CoordinateMapping.Options())
        #expect(resolved.options.calibration == nil)
        let mapping = try CoordinateMapping(device: calibrated, options: resolved.options)
        #expect(mapping.calibrationSource == .udevProperty)
        #expect(mapping.point(from: DevicePoint(x: 0, y: 0)) == Point(960, 0))
    }

    /// The left panel turned 90°: its touches fill the left half and never
    /// reach the right one, even past the axis range.
    @Test func aTurnedPanelStaysInItsHalf() throws {
        let resolved = try map(rules: ["ILITEK*=640x480+0+0,rotate=90"]).mapping(
            for: ilitek, base: CoordinateMapping.Options())
        let mapping = try CoordinateMapping(device: ilitek, options: resolved.options)
        #expect(
            mapping.description
                == "800x400 device units onto 640x480 pt (given), rotated 90°, not flipped, no calibration")
        // The device's top-left corner is the region's top-right corner, clamped inside it.
        #expect(mapping.point(from: DevicePoint(x: 0, y: 0)) == Point(640, 0))
        #expect(mapping.clampedPoint(from: DevicePoint(x: 0, y: 0)) == Point(640.0.nextDown, 0))
        #expect(mapping.clampedPoint(from: DevicePoint(x: 400, y: -50)) == Point(640.0.nextDown, 240))
        let right = try map(rules: ["ILITEK*=640x480+640+0,rotate=90"]).mapping(
            for: ilitek, base: CoordinateMapping.Options())
        let onTheRight = try CoordinateMapping(device: ilitek, options: right.options)
        #expect(
            onTheRight.description
                == "800x400 device units onto 640x480 pt (given) at (640, 0), rotated 90°, not flipped, no calibration")
        let lastUnit = onTheRight.clampedPoint(from: DevicePoint(x: 799, y: 399))
        #expect(abs(lastUnit.x - 641.6) < 1e-9 && abs(lastUnit.y - 479.4) < 1e-9, "\(lastUnit)")
        #expect(onTheRight.clampedPoint(from: DevicePoint(x: 900, y: 500)) == Point(640, 480.0.nextDown))
    }
}

/// Rules that match no device present: which, and the warning.
@Suite struct OutputMapUnmatchedRulesTests {
    @Test func aRuleMatchingNoDevicePresentIsUnmatched() throws {
        let outputMap = try map(rules: ["ILITEK*=640x480", "/dev/input/event99=640x480+640+0", "0eef:0001=640x480"])
        #expect(outputMap.unmatchedRules(among: [ilitek, egalax]) == Array(outputMap.rules[1...]))
        #expect(outputMap.unmatchedRules(among: []) == outputMap.rules)
        #expect(try map(rules: []).unmatchedRules(among: [ilitek]).isEmpty)
    }

    @Test func theWarningNamesAFewDevicesPresent() throws {
        let outputMap = try map(rules: ["Elo*=640x480+640+0"])
        let rule = outputMap.rules[0]
        let start = "--map 'Elo*=640x480+640+0' matches no touchscreen present now"
        let end = "; it applies if one is plugged in later."
        #expect(outputMap.warning(forUnmatched: rule) == start + end)
        #expect(outputMap.warning(forUnmatched: rule, among: []) == start + " (there is none)" + end)
        #expect(
            outputMap.warning(forUnmatched: rule, among: [ilitek, DeviceDescription(name: "Recorded Panel")])
                == start + " (present: /dev/input/event7 ('ILITEK ILITEK-TP'), 'Recorded Panel')" + end)
        let five = [ilitek, egalax, wacom, ilitek, egalax]
        #expect(
            outputMap.warning(forUnmatched: rule, among: five) == start
                + " (present: /dev/input/event7 ('ILITEK ILITEK-TP'), "
                + "/dev/input/event9 ('eGalax Touch'), /dev/input/event11 ('Wacom Pen') and 2 more)" + end)
    }
}

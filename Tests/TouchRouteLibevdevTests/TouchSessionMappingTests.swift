import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRoutePlayback
import TouchRouteRecordings
import TouchRouteTesting

@testable import TouchRouteLibevdev

/// `--map` rules and a layout's outputs (an `OutputMap`) place a recording's
/// device as they place a live one: its recorded name, vendor:product,
/// `ID_PATH` and `WL_OUTPUT` are matched exactly as a touchscreen's are.
@Suite struct TouchSessionMappingTests {
    static let window = Size(1280, 480)
    static let base = CoordinateMapping.Options(screenSize: window)
    static let outputs = [
        NamedOutput(name: "left", region: region("640x480+0+0")),
        NamedOutput(name: "right", region: region("640x480+640+0")),
    ]

    static func region(_ text: String) -> OutputRegion { try! OutputRegion(parsing: text) }

    static func map(_ rules: [String], outputs: [NamedOutput] = outputs) throws -> OutputMap {
        try OutputMap(windowSize: window, rules: rules.map { try DeviceMappingRule(parsing: $0) }, outputs: outputs)
    }

    /// The x of every delivery when `recording` plays as fast as possible by `map`.
    static func play(_ recording: Recording, by map: OutputMap) throws -> [Double] {
        let fixture = try SessionFixture(batches: nil, screen: window)
        fixture.session.addRecording(
            recording, mapping: try map.coordinateMapping(for: recording.description, base: base),
            pace: .asFastAsPossible)
        #expect(fixture.session.dispatch() == .ended)
        #expect(fixture.trace.problems.isEmpty)
        return fixture.trace.deliveries.map(\.location.x)
    }

    /// The x of every delivery when the pipe's panel sends a tap, mapped by `map`.
    static func tap(by map: OutputMap) throws -> [Double] {
        let fixture = try SessionFixture(batches: nil, screen: window)
        let source = PipeEventSource(batches: [SessionFixture.fingerDown + SessionFixture.lift(at: 40)])
        try fixture.session.addSource(
            source, decoder: try TouchDecoder(device: PanelScript.panel),
            mapping: try map.coordinateMapping(for: PanelScript.panel, base: base))
        source.release()
        fixture.setTime(0.05)
        _ = fixture.session.dispatch()
        #expect(fixture.trace.exactlyOnceViolations.isEmpty)
        return fixture.trace.deliveries.map(\.location.x)
    }

    static func flick() throws -> Recording {
        try Recording.load(from: TouchSessionClockTests.flickRecording)
    }

    @Test(arguments: ["TouchRoute C Flick*", "1d6b:0104", TouchSessionClockTests.flickRecording])
    func aRuleByNameVendorProductOrPathPutsARecordingOnTheRightScreen(selector: String) throws {
        let xs = try Self.play(Self.flick(), by: Self.map(["\(selector)=640x480+640+0"]))
        #expect(!xs.isEmpty && xs.allSatisfy { $0 >= 640 }, "\(xs)")
    }

    @Test func aRuleByNamePutsALiveDeviceOnTheRightScreen() throws {
        let xs = try Self.tap(by: Self.map(["Pipe Panel=640x480+640+0"]))
        #expect(!xs.isEmpty && xs.allSatisfy { $0 >= 640 }, "\(xs)")
        // 300 of 800 device units across the right screen's 640 points.
        #expect(xs.first == 640 + 300 * 640 / 799.0 || xs.first == 640 + 300 * 640 / 800.0, "\(xs)")
    }

    @Test func anOutputsDevicesPlaceARecordingAndALiveDeviceAlike() throws {
        var outputs = Self.outputs
        outputs[1].devices = [try DeviceSelector(parsing: "1d6b:0104"), try DeviceSelector(parsing: "Pipe*")]
        let map = try Self.map([], outputs: outputs)
        #expect(try Self.play(Self.flick(), by: map).allSatisfy { $0 >= 640 })
        #expect(try Self.tap(by: map).allSatisfy { $0 >= 640 })
    }

    @Test func aRecordedIDPathAndWLOutputAreMatchedAsALiveDevicesAre() throws {
        var recording = try Self.flick()
        recording.description.udevProperties = ["ID_PATH": "pci-0000:00:14.0-usb-0:1:1.0"]
        #expect(
            try Self.play(recording, by: Self.map(["pci-0000:00:14.0-usb-0:1:1.0=640x480+640+0"])).allSatisfy {
                $0 >= 640
            })
        recording.description.udevProperties = [NamedOutput.udevPropertyName: "right"]
        #expect(try Self.play(recording, by: Self.map([])).allSatisfy { $0 >= 640 })
    }

    @Test func aRuleThatMatchesNoRecordedDeviceIsPassedOverAndWarnedOf() throws {
        let map = try Self.map(["Elo*=640x480+640+0"], outputs: [])
        let recording = try Self.flick()
        let xs = try Self.play(recording, by: map)
        #expect(!xs.isEmpty && xs.allSatisfy { $0 < 640 }, "the whole window: x 1000 of 4095 is 312.6 of 1280")
        #expect(map.unmatchedRules(among: [recording.description]).map(\.selector.text) == ["Elo*"])
    }
}

import CTouchRoute
import Testing
import TouchRoute
import TouchRouteEvdev

@testable import TouchRouteC

/// The mapping `tr_session_open_device` and `tr_session_follow_touchscreens`
/// give a touchscreen is the one `tr_session_open_recording` gives a
/// recording (`HostedSession.mapping(for:options:)`): the rules first, then
/// the layout's outputs, then the whole window. No touchscreen can be opened
/// here (the kernel tests read real ones), so the device is its description,
/// as libevdev and udev would give it.
@Suite("C API device mapping")
struct HostedSessionMappingTests {
    static let panel = DeviceDescription(
        name: "ILITEK Touch", identity: DeviceIdentity(bus: 3, vendor: 0x222a, product: 0x0001, version: 1),
        axes: [
            EventCode.absMTPositionX: AbsoluteAxis(minimum: 0, maximum: 4095),
            EventCode.absMTPositionY: AbsoluteAxis(minimum: 0, maximum: 4095),
            EventCode.absMTSlot: AbsoluteAxis(minimum: 0, maximum: 9),
        ],
        udevProperties: ["ID_PATH": "pci-0000:00:14.0-usb-0:2:1.0", "WL_OUTPUT": "right"], source: "/dev/input/event7")

    /// A session on Examples/two-panels.yaml with `rules` added through C.
    static func session(rules: [String]) throws -> HostedSession {
        var window: OpaquePointer?
        let layout = CProgram.packageRoot.appendingPathComponent("Examples/two-panels.yaml").path
        #expect(trWindowLoadLayout(layout, tr_size(width: 0, height: 0), &window) == TR_OK)
        var session: OpaquePointer?
        #expect(trSessionCreate(window, &session) == TR_OK)
        for rule in rules { #expect(trSessionAddMap(session, rule) == TR_OK) }
        return try HostedSession.from(session)
    }

    static func region(of device: DeviceDescription, rules: [String]) throws -> String {
        let hosted = try session(rules: rules)
        defer { _ = trWindowDestroy(hosted.owner.handle) }
        let options = try hosted.mappingOptions(nil)
        return "\(try hosted.mapping(for: device, options: options).region)"
    }

    @Test(arguments: ["/dev/input/event7", "ILITEK*", "222a:0001", "pci-0000:00:14.0-usb-0:2:1.0"])
    func aRuleBySelectorMapsATouchscreenOntoItsRegion(selector: String) throws {
        var device = Self.panel
        device.udevProperties["WL_OUTPUT"] = nil
        #expect(try Self.region(of: device, rules: ["\(selector)=640x480+0+0"]) == "640x480+0+0")
    }

    @Test func withoutARuleTheLayoutOutputItsWLOutputNamesPlacesIt() throws {
        #expect(try Self.region(of: Self.panel, rules: []) == "640x480+640+0")
        #expect(try Self.region(of: Self.panel, rules: ["Elo*=640x480+0+0"]) == "640x480+640+0")
    }

    @Test func aTouchscreenNoRuleOrOutputPlacesCoversTheWindow() throws {
        var device = Self.panel
        device.udevProperties = [:]
        #expect(try Self.region(of: device, rules: ["Elo*=640x480+0+0"]) == "1280x480+0+0")
    }

    /// A mouse's pointer moves over the whole window: a rule that names it
    /// places nothing (`OutputMap.mapping(for:base:)`).
    @Test func aMouseCoversTheWholeWindowWhateverTheRules() throws {
        let mouse = DeviceDescription(
            name: "USB Mouse",
            codes: [
                EventType.rel: [EventCode.relX, EventCode.relY, EventCode.relWheel], EventType.key: [EventCode.btnLeft],
            ], source: "/dev/input/event9")
        #expect(try Self.region(of: mouse, rules: ["USB Mouse=640x480+640+0"]) == "1280x480+0+0")
    }
}

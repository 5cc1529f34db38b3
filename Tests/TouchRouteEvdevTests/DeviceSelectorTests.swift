import Glibc
import Testing
import TouchRoute

@testable import TouchRouteEvdev

private let ilitek = DeviceDescription(
    name: "ILITEK ILITEK-TP", identity: DeviceIdentity(bus: 3, vendor: 0x222a, product: 0x0001, version: 0x0110),
    udevProperties: ["ID_PATH": "pci-0000:00:14.0-usb-0:1:1.0"], source: "/dev/input/event7")
private let egalax = DeviceDescription(
    name: "eGalax Inc. USB TouchController",
    identity: DeviceIdentity(bus: 3, vendor: 0x0eef, product: 0x0001, version: 0),
    source: "/dev/input/event9")

@Suite struct DeviceSelectorTests {
    @Test(arguments: [
        ("/dev/input/event7", DeviceSelector.Kind.node("/dev/input/event7")),
        ("./panel/event0", .node("./panel/event0")),
        ("../panel/event0", .node("../panel/event0")),
        ("SynPS/2 Synaptics TouchPad", .pathOrName("SynPS/2 Synaptics TouchPad")),
        ("*PS/2*", .pathOrName("*PS/2*")),
        ("0eef:0001", .vendorProduct(vendor: 0x0eef, product: 0x0001)),
        ("EEF:1", .vendorProduct(vendor: 0x0eef, product: 0x0001)),
        ("0eef:00001", .pathOrName("0eef:00001")),
        ("0eeg:0001", .pathOrName("0eeg:0001")),
        ("pci-0000:00:14.0-usb-0:1:1.0", .pathOrName("pci-0000:00:14.0-usb-0:1:1.0")),
        ("ILITEK*", .pathOrName("ILITEK*")),
    ])
    func theTextDecidesTheKind(text: String, kind: DeviceSelector.Kind) throws {
        let selector = try DeviceSelector(parsing: text)
        #expect(selector.kind == kind)
        #expect(selector.description == text)
    }

    @Test(arguments: [
        ("/dev/input/event7", [true, false]),
        ("/dev/input/event", [false, false]),
        ("/dev/input/event*", [false, false]),
        ("222a:0001", [true, false]),
        ("0eef:1", [false, true]),
        ("pci-0000:00:14.0-usb-0:1:1.0", [true, false]),
        ("pci-0000:00:14.0-usb-0:1:1", [false, false]),
        ("ILITEK*", [true, false]),
        ("*Touch*", [false, true]),
        ("ilitek*", [false, false]),
        ("*", [true, true]),
    ])
    func matchesTheDevicesItNames(text: String, matches: [Bool]) throws {
        let selector = try DeviceSelector(parsing: text)
        #expect([ilitek, egalax].map(selector.matches) == matches)
    }

    @Test(arguments: ["", "   "])
    func anEmptySelectorIsRefusedWithTheWaysToNameADevice(text: String) {
        let error = #expect(throws: DeviceSelectorParseError.self) { try DeviceSelector(parsing: text) }
        #expect(
            error?.description == "The device selector \(QuotedInput(text)) is empty. Name the device by its node "
                + "(/dev/input/event7, or a path starting with ./), its name or a shell glob of it (\"ILITEK*\"), its udev ID_PATH "
                + "(pci-0000:00:14.0-usb-0:1:1.0), or vendor:product in hex (0eef:0001).")
    }

    /// Two names of one node match: a link to it (as `/dev/input/by-path`
    /// gives) and the node itself, in either role, as `--device` and a
    /// `--map` rule may name it.
    @Test func aNodeMatchesWhateverNameItIsGivenBy() throws {
        var template = Array("/tmp/touchroute-selector-XXXXXX".utf8CString)
        let folder = try #require(
            template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer {
            unlink(folder + "/by-path-link")
            unlink(folder + "/event7")
            rmdir(folder)
        }
        let node = folder + "/event7"
        let descriptor = open(node, O_CREAT | O_WRONLY, 0o600)
        close(descriptor)
        #expect(symlink(node, folder + "/by-path-link") == 0)
        let device = DeviceDescription(name: "panel", source: node)
        let linked = DeviceDescription(name: "panel", source: folder + "/by-path-link")
        #expect(DeviceSelector(node: folder + "/by-path-link").matches(device))
        #expect(try DeviceSelector(parsing: node).matches(linked))
        #expect(
            try DeviceSelector(parsing: folder + "/../" + String(folder.split(separator: "/").last!) + "/event7")
                .matches(device))
        #expect(!DeviceSelector(node: folder + "/other").matches(device))
    }
}

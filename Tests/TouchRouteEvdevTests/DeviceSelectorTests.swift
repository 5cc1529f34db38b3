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
}

import Testing

@testable import TouchRouteLibevdev

/// What udev's properties make of a device: the decisions discovery and the
/// hotplug watch take on them, checked without udev.
@Suite struct UdevInputDeviceTests {
    private func device(_ properties: [String: String]) -> UdevInputDevice {
        UdevInputDevice(node: "/dev/input/event5", name: "Panel", properties: properties)
    }

    @Test func aTouchscreenOnTheSeatIsTaken() {
        let panel = device(["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"])
        #expect(panel.seat == "seat0", "no ID_SEAT means seat0")
        #expect(TouchscreenDiscovery.verdict(on: panel, seat: "seat0") == .touchscreen)
    }

    @Test func aTouchscreenOnAnotherSeatIsLeftAlone() {
        let panel = device(["ID_INPUT_TOUCHSCREEN": "1", "ID_SEAT": "seat1"])
        #expect(TouchscreenDiscovery.verdict(on: panel, seat: "seat0") == .otherSeat("seat1"))
        #expect(TouchscreenDiscovery.verdict(on: panel, seat: "seat1") == .touchscreen)
    }

    @Test func otherDevicesSayWhatUdevMakesOfThem() {
        let keyboard = device(["ID_INPUT_KEYBOARD": "1", "ID_INPUT_KEY": "1"])
        #expect(TouchscreenDiscovery.verdict(on: keyboard, seat: "seat0") == .other(kind: "keyboard"))
        let buttons = device(["ID_INPUT_KEY": "1"])
        #expect(buttons.kindDescription == "keys")
        #expect(device(["ID_INPUT_MOUSE": "1", "ID_INPUT_TOUCHPAD": "1"]).kindDescription == "touchpad, mouse")
        #expect(device([:]).kindDescription == "input device")
    }

    @Test func aDeviceTheSystemAsksToIgnoreIsIgnored() {
        let panel = device(["ID_INPUT_TOUCHSCREEN": "1", "LIBINPUT_IGNORE_DEVICE": "1"])
        #expect(TouchscreenDiscovery.verdict(on: panel, seat: "seat0") == .ignored)
    }

    @Test func discoveryAsksUdevOnlyWhenItRunsAndForTheStandardDirectory() {
        let withoutUdev = TouchscreenDiscovery(
            directory: "/dev/input", seat: "seat0", udevControlSocket: "/no/such/control")
        #expect(withoutUdev.method == .capabilityCheck(reason: "udev is not running: /no/such/control does not exist"))
        let withUdev = TouchscreenDiscovery(directory: "/dev/input", seat: "seat0", udevControlSocket: "/")
        #expect(withUdev.method == .udev)
        let byHand = TouchscreenDiscovery(directory: "/tmp/nodes", seat: "seat0", udevControlSocket: "/")
        #expect(byHand.method == .capabilityCheck(reason: "/tmp/nodes was given"))
    }

    @Test func nodesSortByTheirNumber() {
        #expect(Udev.nodeNumber("/dev/input/event12") == 12)
        #expect(Udev.nodeNumber("/dev/input/mice") == .max)
    }

    @Test func udevHasNoInputDeviceForAFileThatIsNotANode() throws {
        let udev = try Udev()
        #expect(udev.device(atNode: "/etc/hostname") == nil)
        #expect(udev.device(atNode: "/no/such/node") == nil)
    }
}

import Glibc
import Testing
import TouchRouteEvdev

@testable import TouchRouteLibevdev

/// Discovery against directories made for the test: real evdev nodes need a
/// kernel (see the kernel-level tests), but everything else can be checked here.
@Suite struct TouchscreenDiscoveryTests {
    /// A scratch directory with the given (regular, non-device) files.
    private func directory(with names: [String]) -> String {
        var template = Array("/tmp/touchroute-discovery-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        for name in names {
            let file = fopen("\(path)/\(name)", "w")
            fclose(file)
        }
        return path
    }

    @Test func aMissingDirectoryMeansNoInputDevicesAtAll() {
        let discovery = TouchscreenDiscovery(directory: "/no/such/input")
        #expect(throws: DeviceError(device: "/no/such/input", reason: .noInputDirectory)) {
            try discovery.touchscreens()
        }
    }

    @Test func eventNodesAreInNumericOrderAndOtherFilesAreSkipped() {
        let path = directory(with: ["event10", "event2", "mice", "js0", "event0", "eventX"])
        #expect(
            TouchscreenDiscovery(directory: path).eventNodes() == [
                "\(path)/event0", "\(path)/event2", "\(path)/event10",
            ])
    }

    @Test func aNodeThatIsNotAnEvdevDeviceIsReportedAndNothingIsFound() {
        let path = directory(with: ["event3"])
        let discovery = TouchscreenDiscovery(directory: path)
        let scan = discovery.scan()
        #expect(scan.touchscreens.isEmpty)
        #expect(scan.unreadable.count == 1)
        #expect(scan.unreadable.first?.description.contains("\(path)/event3") == true)
        #expect(scan.unreadable.first?.reason == .notAnEventNode(.regularFile))
        #expect(throws: DeviceError(device: path, reason: .noTouchscreens)) { try discovery.touchscreens() }
    }

    @Test func openingSomethingThatIsNotADeviceSaysWhatItIs() {
        let path = directory(with: ["event3"])
        #expect(throws: DeviceError(device: "\(path)/event3", reason: .notAnEventNode(.regularFile))) {
            try LibevdevDevice(path: "\(path)/event3")
        }
        #expect(throws: DeviceError(device: path, reason: .notAnEventNode(.directory))) {
            try LibevdevDevice(path: path)
        }
    }

    @Test func openingAMissingNodeSaysSo() {
        #expect(throws: DeviceError(device: "/no/such/event0", reason: .notFound)) {
            try LibevdevDevice(path: "/no/such/event0")
        }
    }
}

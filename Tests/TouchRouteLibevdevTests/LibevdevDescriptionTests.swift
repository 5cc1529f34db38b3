import CLibevdev
import Glibc
import Testing
import TouchRouteEvdev
import TouchRouteRecordings

@testable import TouchRouteLibevdev

/// What a uinput device is made from, checked in memory: `libevdev_new` and
/// its setters need no kernel, so the description is read back with the same
/// calls that read a live device.
@Suite struct LibevdevDescriptionTests {
    /// `Tests/TouchRouteEvdevTests/Fixtures/recordings/`, from this file's path.
    static let recordings: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)  // this file and its folder
        return parts.joined(separator: "/") + "/TouchRouteEvdevTests/Fixtures/recordings/"
    }()

    @Test(arguments: [
        "swipe.evemu", "vertical-drag.evemu", "old-format.evemu", "protocol-b/device.desc", "panel/device.desc",
        "protocol-a/crossing.evemu", "single-touch/drag.evemu", "libinput/touchscreen.yml",
    ])
    func everyFixtureDescriptionReadsBackTheSame(file: String) throws {
        let original = try Recording.load(from: Self.recordings + file).description
        let built = try LibevdevDescription(original)
        let readBack = DeviceDescription(libevdev: built.handle, path: "memory", udevProperties: [:])
        #expect(readBack.name == original.name)
        #expect(readBack.identity == original.identity)
        #expect(readBack.properties == original.properties)
        #expect(readBack.axes == original.axes)
        // libevdev counts every EV_SYN code as supported, whatever was enabled.
        for (type, codes) in original.codes where !codes.isEmpty && type != EventType.syn {
            #expect(readBack.codes[type] == codes, "type \(type)")
        }
        for (type, codes) in readBack.codes where type != EventType.abs && type != EventType.syn {
            #expect(original.codes[type] == codes, "type \(type) was not in the description")
        }
    }

    @Test func eachAxisKeepsItsWholeAbsinfo() throws {
        let axis = AbsoluteAxis(minimum: -5, maximum: 4095, fuzz: 4, flat: 2, resolution: 12)
        let description = DeviceDescription(
            name: "Absinfo Panel", identity: DeviceIdentity(bus: 0x18, vendor: 0x1234, product: 0x5678, version: 0x9a),
            properties: [InputProperty.direct], codes: [EventType.key: [EventCode.btnTouch]],
            axes: [EventCode.absMTPositionX: axis, EventCode.absMTSlot: AbsoluteAxis(minimum: 0, maximum: 9)])
        let built = try LibevdevDescription(description)
        let info = try #require(libevdev_get_abs_info(built.handle, UInt32(EventCode.absMTPositionX.rawValue)))
        #expect(info.pointee.minimum == -5)
        #expect(info.pointee.maximum == 4095)
        #expect(info.pointee.fuzz == 4)
        #expect(info.pointee.flat == 2)
        #expect(info.pointee.resolution == 12)
        #expect(libevdev_get_num_slots(built.handle) == 10)
        #expect(
            libevdev_has_event_code(built.handle, UInt32(EventType.key.rawValue), UInt32(EventCode.btnTouch.rawValue))
                == 1)
        #expect(libevdev_has_property(built.handle, UInt32(InputProperty.direct.rawValue)) == 1)
        #expect(libevdev_get_id_bustype(built.handle) == 0x18)
        #expect(libevdev_get_id_version(built.handle) == 0x9a)
        #expect(String(cString: libevdev_get_name(built.handle)) == "Absinfo Panel")
    }

    @Test func anAbsoluteCodeWithoutAnAxisGetsAnEmptyRange() throws {
        let description = DeviceDescription(name: "Bare Axis", codes: [EventType.abs: [EventCode.absPressure]])
        let built = try LibevdevDescription(description)
        let info = try #require(libevdev_get_abs_info(built.handle, UInt32(EventCode.absPressure.rawValue)))
        #expect((info.pointee.minimum, info.pointee.maximum) == (0, 0))
    }

    @Test func aCodeBeyondLibevdevsLimitsIsRefusedWithTheCall() {
        let description = DeviceDescription(name: "Too Far", codes: [EventType.key: [0x3ff]])
        #expect {
            _ = try LibevdevDescription(description)
        } throws: { error in
            (error as? UinputError)?.description
                == "libevdev_enable_event_code(1, 1023) failed for the virtual device \"Too Far\": Invalid argument (errno 22)."
        }
    }
}

import Glibc
import Testing
@testable import TouchRouteLibevdev

@Suite struct UdevDatabaseTests {
    @Test func propertiesAreTheELinesOfTheDatabaseEntry() {
        let entry = """
            S:input/by-path/platform-i2c-event
            I:5618373
            E:ID_INPUT=1
            E:ID_INPUT_TOUCHSCREEN=1
            E:LIBINPUT_CALIBRATION_MATRIX=0 -1 1 1 0 0
            G:seat
            Q:seat
            V:1
            E:broken-line-without-equals
            """
        let properties = UdevDatabase.parse(entry)
        #expect(properties == [
            "ID_INPUT": "1",
            "ID_INPUT_TOUCHSCREEN": "1",
            "LIBINPUT_CALIBRATION_MATRIX": "0 -1 1 1 0 0",
        ])
    }

    @Test(arguments: [
        // (dev_t, major, minor): input nodes are major 13; glibc splits big numbers.
        (UInt64(0x0d40), UInt64(13), UInt64(64)),
        (UInt64(0x0d45), UInt64(13), UInt64(69)),
        (UInt64(0x1_2000_6783_459a), UInt64(0x12345), UInt64(0x6789a)), // makedev(0x12345, 0x6789a)
    ])
    func deviceNumbersSplitAsGlibcDoes(device: UInt64, major: UInt64, minor: UInt64) {
        #expect(UdevDatabase.major(of: dev_t(device)) == major)
        #expect(UdevDatabase.minor(of: dev_t(device)) == minor)
    }

    @Test func aNodeThatIsNotACharacterDeviceHasNoProperties() {
        #expect(UdevDatabase.properties(ofNode: "/etc/hostname").isEmpty)
        #expect(UdevDatabase.properties(ofNode: "/no/such/node").isEmpty)
    }
}

import Foundation
import Testing

/// `emulate` needs /dev/uinput, which this machine lacks (the VM tests run it
/// against a kernel); here it is held to its errors and its help.
@Suite struct EmulateCommandTests {
    static let recordings = "Tests/TouchRouteEvdevTests/Fixtures/recordings/"
    static let noUinput = !FileManager.default.fileExists(atPath: "/dev/uinput")

    @Test(
        .enabled(if: noUinput, "/dev/uinput exists here"),
        arguments: [
            [recordings + "swipe.evemu"],
            [recordings + "panel/device.desc", recordings + "panel/tap.events"],
            [recordings + "libinput/touchscreen.yml"],
        ])
    func withoutUinputItSaysToLoadTheModuleAndFails(arguments: [String]) throws {
        let result = try CLIRunner.run(["emulate"] + arguments)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty, "no node to print")
        #expect(result.standardError.contains("/dev/uinput does not exist, so the virtual device \""))
        #expect(result.standardError.contains("load the uinput module (sudo modprobe uinput)"))
    }

    /// A recording of several devices makes one for each touchscreen; the
    /// keyboard beside them is named and left out, before any is made.
    @Test(.enabled(if: noUinput, "/dev/uinput exists here"))
    func aRecordingOfSeveralDevicesNamesTheOnesItLeavesOut() throws {
        let result = try CLIRunner.run(["emulate", Self.recordings + "libinput/two-panels.yml"])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "device 2 of 3, /dev/input/event3 (TouchRoute Fixture Keyboard) is not emulated: it reports neither"
            ), "\(result.standardError)")
        #expect(result.standardError.contains("the virtual device \"TouchRoute Fixture Left (protocol A)\""))
    }

    @Test func aRecordingOfDevicesNoneOfWhichCanBeEmulatedIsRefused() throws {
        let path = Self.recordings + "libinput/two-keyboards.yml"
        let result = try CLIRunner.run(["emulate", path])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty, "no device made")
        #expect(
            result.standardError.contains(
                "\(path) holds 2 devices, and none can be emulated: device 1 of 2, /dev/input/event3 (TouchRoute Fixture Keyboard) is not emulated:"
            ), "\(result.standardError)")
        #expect(result.standardError.contains(". Emulate makes touchscreens, mice with a wheel and touchpads."))
    }

    /// `--device N` refuses the device it would leave out choosing for
    /// itself, with the same sentence, before any device is made.
    @Test func aKeyboardPickedByNumberIsRefusedAsWithoutANumber() throws {
        let result = try CLIRunner.run(["emulate", Self.recordings + "libinput/two-panels.yml", "--device", "2"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty, "no device made")
        #expect(
            result.standardError.contains(
                "device 2 of 3, /dev/input/event3 (TouchRoute Fixture Keyboard) is not emulated: it reports neither"
            ), "\(result.standardError)")
        #expect(result.standardError.contains("; emulate makes touchscreens, mice with a wheel and touchpads."))
        #expect(!result.standardError.contains("virtual device"))
    }

    @Test func aDeviceNumberOutsideTheFileListsItsDevices() throws {
        let result = try CLIRunner.run(["emulate", Self.recordings + "libinput/two-panels.yml", "--device", "4"])
        #expect(result.status == 64)
        #expect(
            result.standardError.contains(
                "--device 4: \(Self.recordings)libinput/two-panels.yml holds 3 devices: 1 \"TouchRoute Fixture Left (protocol A)\", 2 \"TouchRoute Fixture Keyboard\", 3 \"TouchRoute Fixture Right (protocol B)\"; give --device 1 to 3."
            ), "\(result.standardError)")
        let refused = try CLIRunner.run(
            ["emulate", Self.recordings + "panel/device.desc", Self.recordings + "panel/tap.events", "--device", "0"])
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("--device picks a device of a libinput record file"))
    }

    @Test func aMissingFileIsNamedWithTheRecordingError() throws {
        let result = try CLIRunner.run(["emulate", "/no/such.evemu"])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "/no/such.evemu: no such file. Check the path, or record one with evemu-record or libinput record."))
    }

    @Test func eventsWithoutADescriptionSayToPassOne() throws {
        let result = try CLIRunner.run(["emulate", Self.recordings + "orphan/tap.events"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("orphan/tap.events: has events but no device description"))
    }

    @Test func aNegativeSpeedIsRefused() throws {
        let result = try CLIRunner.run(["emulate", Self.recordings + "swipe.evemu", "--speed=-1"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--speed takes 0 (as fast as possible) or a number above 0"))
    }

    @Test func theHelpSaysWhatTheFirstLineIs() throws {
        let result = try CLIRunner.run(["emulate", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: touchroute emulate <DESC> [<EVENTS>] [--speed <X>]"))
        #expect(result.standardOutput.contains("Prints the new device's node (such as /dev/input/event5) alone on the"))
    }

    @Test func runStatsHelpNamesTheFigures() throws {
        let result = try CLIRunner.run(["run", "--help"])
        #expect(result.status == 0)
        let help = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--stats"))
        #expect(help.contains("p50, p99 and max in microseconds"))
        #expect(help.contains("CPU time per event in nanoseconds"))
        #expect(help.contains("--bare-read Measurement baseline: read and discard events with libevdev only"))
    }
}

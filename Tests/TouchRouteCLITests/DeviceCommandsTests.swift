import Foundation
import Glibc
import Testing

/// `list`, `run` and `record` need a kernel with evdev devices (see the
/// kernel-level tests); here they are held to their error messages.
@Suite struct DeviceCommandsTests {
    @Test(arguments: [["run"], ["record"]])
    func withoutAnInputDirectoryEachSaysThereAreNoDevicesAndWhatToTryInstead(command: [String]) throws {
        let result = try CLIRunner.run(command)
        #expect(result.status == 1)
        #expect(result.standardError.contains("/dev/input does not exist"))
        #expect(result.standardError.contains("touchroute replay"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func listOnASystemWithoutInputDevicesSaysThereAreNoneAndSucceeds() throws {
        let result = try CLIRunner.run(["list", "--directory", "/no/such/input"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "no touchscreens on seat0: /no/such/input does not exist, so this system shows no input devices: in a container, pass the touchscreen's node through (e.g. --device /dev/input/event5); in a virtual machine, attach a touchscreen. To try TouchRoute without one, use `touchroute replay` or `touchroute demo`.\n"
        )
        #expect(result.standardError == "touchroute: found by capability check (/no/such/input was given) on seat0\n")
    }

    @Test func listSaysWhenUdevIsNotAskedAndWhy() throws {
        let result = try CLIRunner.run(["list", "--json"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty, "no touchscreen here, and JSON mode keeps stdout to devices")
        if access("/run/udev/control", F_OK) != 0 {
            #expect(
                result.standardError.contains(
                    "found by capability check (udev is not running: /run/udev/control does not exist) on seat0"))
        } else {
            #expect(result.standardError.contains("found by udev on seat0"))
        }
        #expect(result.standardError.contains("no touchscreens on seat0"))
    }

    @Test(arguments: [["--device", ""], ["--seat", "seat1", "--map", "Panel=800x480+0+0,rotate=45"]])
    func runRefusesBadSelectorsAndMapsBeforeLookingForDevices(arguments: [String]) throws {
        let result = try CLIRunner.run(["run"] + arguments)
        #expect(result.status == 64)
        #expect(
            result.standardError.contains(arguments.contains("--map") ? "rotate takes 0, 90, 180 or 270" : "--device"))
    }

    @Test func aDeviceSelectorThatMatchesNoTouchscreenIsNamed() throws {
        let result = try CLIRunner.run(["run", "--device", "ILITEK*"])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "--device 'ILITEK*' matches no touchscreen, mouse or touchpad on seat0, which has none now."))
    }

    @Test(arguments: ["run", "record"])
    func aMissingDeviceNodeIsNamed(command: String) throws {
        let result = try CLIRunner.run([command, "--device", "/no/such/event9"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("/no/such/event9 does not exist. Run `touchroute list`"))
    }

    @Test func aFileThatIsNotAnEvdevNodeIsNamed() throws {
        let result = try CLIRunner.run(["run", "--device", "/etc/hostname"])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "/etc/hostname is a regular file, not an input event node: touchscreens are event nodes such as /dev/input/event5."
            ))
        #expect(result.standardError.contains("a recording is replayed with `touchroute replay`"))
    }

    /// A selector with a `/`, or naming a file that exists, is a path: it is
    /// opened, never matched against the seat's names ("matches no touchscreen").
    @Test(arguments: [
        ("./panel/event0", "./panel/event0 does not exist. Run `touchroute list`"),
        ("panel/event0", "panel/event0 does not exist."),
        ("./README.md", "./README.md is a regular file, not an input event node"),
        ("README.md", "README.md is a regular file, not an input event node"),
        ("Sources", "Sources is a directory, not an input event node"),
    ])
    func aSelectorThatIsAPathIsOpenedAsOne(selector: String, message: String) throws {
        for command in ["run", "record"] {
            let result = try CLIRunner.run([command, "--device", selector])
            #expect(result.status == 1)
            #expect(result.standardError.contains(message), "\(command): \(result.standardError)")
            #expect(!result.standardError.contains("matches no touchscreen"))
        }
    }

    @Test func aDirectoryWithoutEventNodesHasNoTouchscreens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-empty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["list", "--directory", folder.path, "--json"])
        #expect(result.status == 0, "an empty system is not an error")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("no touchscreens on seat0: no touchscreen found in \(folder.path)"))
        #expect(result.standardError.contains("udev/70-touchroute-touchscreen.rules"))
    }
}

import Foundation
import Testing

/// `list`, `run` and `record` need a kernel with evdev devices (see the
/// kernel-level tests); here they are held to their error messages.
@Suite struct DeviceCommandsTests {
    @Test(arguments: [["list"], ["run"], ["record"]])
    func withoutAnInputDirectoryEachSaysThereAreNoDevicesAndWhatToTryInstead(command: [String]) throws {
        let arguments = command == ["list"] ? ["list", "--directory", "/no/such/input"] : command
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 1)
        if command == ["list"] {
            #expect(result.standardError.contains("/no/such/input does not exist"))
        }
        #expect(result.standardError.contains("touchroute replay"))
        #expect(result.standardOutput.isEmpty)
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
        #expect(result.standardError.contains("/etc/hostname"))
        #expect(result.standardError.contains("not an evdev device"))
    }

    @Test func aDirectoryWithoutEventNodesHasNoTouchscreens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-empty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIRunner.run(["list", "--directory", folder.path, "--json"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("no touchscreen found in \(folder.path)"))
        #expect(result.standardError.contains("udev/70-touchroute-touchscreen.rules"))
    }
}

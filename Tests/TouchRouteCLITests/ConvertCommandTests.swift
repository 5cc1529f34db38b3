import Foundation
import Testing

/// `touchroute convert`: a recording rewritten in the other format, and back,
/// replays to the same trace.
@Suite struct ConvertCommandTests {
    static let fixtures = ReplayCommandTests.fixtures
    static let twoDevices = "\(fixtures)/libinput/keyboard-and-touchscreen.yml"
    /// The fixtures of several devices, which convert to evemu one device at
    /// a time (see `ReplaySeveralDevicesTests` for the whole of one).
    static let severalDevices = [twoDevices, ReplaySeveralDevicesTests.twoPanels]

    /// Every recording among the fixtures that replays (exit 0, or 3 for a
    /// cut one): evemu files with their own description or a `device.desc`
    /// beside them, and `libinput record` files of one device.
    static var replayableFixtures: [String] {
        let folders = [fixtures, "Tests/TouchRouteCLITests/Fixtures"]
        return folders.flatMap { folder -> [String] in
            let root = CLIRunner.packageRoot.appendingPathComponent(folder).path
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            return files.filter { name in
                [".evemu", ".events", ".yml"].contains { name.hasSuffix($0) } && !name.hasSuffix("device.desc")
            }.map { "\(folder)/\($0)" }
        }.filter { path in
            !severalDevices.contains(path) && [0, 3].contains((try? CLIRunner.run(["replay", path]))?.status ?? -1)
        }.sorted()
    }

    /// The JSON Lines trace of `path` (and `extra` options), with the path
    /// itself written as FILE so that traces of different files compare, and
    /// a device of a file of several called as the file (`FILE (device 2 of
    /// 2, /dev/input/event9)` is FILE), since one converted alone is the file.
    func trace(_ path: String, _ extra: [String] = []) throws -> String {
        let result = try CLIRunner.run(["replay", "--json", path] + extra)
        #expect([0, 3].contains(result.status), "\(path): \(result.standardError)")
        return result.standardOutput.replacingOccurrences(of: path, with: "FILE").replacing(
            #/FILE \(device \d+ of \d+(, [^)]*)?\)/#, with: "FILE")
    }

    func convert(_ path: String, to format: String, _ extra: [String] = []) throws -> (CLIRunner.Result, String) {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchroute-convert-\(UUID()).\(format == "evemu" ? "evemu" : "yml")").path
        return (try CLIRunner.run(["convert", path, "--to", format, "--output", output] + extra), output)
    }

    /// Converted to the other format and back, the trace is the one of the original.
    func expectRoundTrip(_ path: String) throws {
        let original = try trace(path)
        let (there, back) = path.hasSuffix(".yml") ? ("evemu", "libinput") : ("libinput", "evemu")
        let (first, converted) = try convert(path, to: there)
        defer { try? FileManager.default.removeItem(atPath: converted) }
        #expect([0, 3].contains(first.status), "\(path): \(first.standardError)")
        #expect(try trace(converted) == original, "\(path) as \(there)")
        let (second, again) = try convert(converted, to: back)
        defer { try? FileManager.default.removeItem(atPath: again) }
        #expect(second.status == 0, "\(path): \(second.standardError)")
        #expect(try trace(again) == original, "\(path) as \(there) and back")
    }

    @Test func everyFixtureRoundTripsToTheSameTrace() throws {
        let paths = Self.replayableFixtures
        // The evemu and libinput fixtures of both test targets, the cut ones included.
        #expect(paths.count >= 15, "\(paths)")
        #expect(paths.contains { $0.hasSuffix(".yml") } && paths.contains { $0.hasSuffix(".evemu") })
        for path in paths { try expectRoundTrip(path) }
    }

    @Test(
        .enabled(if: SharedRecordingsFolder.isPresent, Comment(rawValue: SharedRecordingsFolder.absentMessage)),
        arguments: SharedRecordingsFolder.eventFiles)
    func everySharedRecordingRoundTripsToTheSameTrace(name: String) throws {
        try expectRoundTrip(SharedRecordingsFolder.path + "/" + name)
    }

    /// libinput's own pointer events and udev properties survive evemu, as
    /// comments: a touchpad's scroll exists only as libinput's events, and a
    /// calibration matrix moves the touches.
    @Test func pointerEventsAndUdevPropertiesArePutInEvemuComments() throws {
        let (touchpad, scroll) = try convert("\(Self.fixtures)/pointer/touchpad-scroll.yml", to: "evemu")
        defer { try? FileManager.default.removeItem(atPath: scroll) }
        #expect(touchpad.status == 0)
        let scrollText = try String(contentsOfFile: scroll, encoding: .utf8)
        #expect(scrollText.contains("\n# libinput: 0.010000 motion 78.74 0.0\n"), "\(scrollText)")
        #expect(scrollText.contains(" scroll finger "))
        let (screen, calibrated) = try convert("\(Self.fixtures)/libinput/touchscreen.yml", to: "evemu")
        defer { try? FileManager.default.removeItem(atPath: calibrated) }
        #expect(screen.status == 0)
        #expect(
            try String(contentsOfFile: calibrated, encoding: .utf8).contains("\n# udev: LIBINPUT_CALIBRATION_MATRIX="))
    }

    @Test func aFileOfSeveralDevicesKeepsThemAllAsLibinputAndOneAsEvemu() throws {
        let original = try trace(Self.twoDevices)
        let (all, both) = try convert(Self.twoDevices, to: "libinput")
        defer { try? FileManager.default.removeItem(atPath: both) }
        #expect(all.status == 0)
        #expect(all.standardError.contains("(2 devices, 7 events)"), "\(all.standardError)")
        let text = try String(contentsOfFile: both, encoding: .utf8)
        #expect(text.contains("ndevices: 2\n") && text.contains("name: \"TouchRoute Keyboard\""))
        #expect(try trace(both) == original)

        let (refused, nothing) = try convert(Self.twoDevices, to: "evemu")
        #expect(refused.status == 64)
        #expect(
            refused.standardError.contains(
                "holds 2 devices: 1 \"TouchRoute Keyboard\", 2 \"TouchRoute Second Screen\", and an evemu file holds one device: pick one with --device N"
            ))
        #expect(!FileManager.default.fileExists(atPath: nothing))

        let (screen, one) = try convert(Self.twoDevices, to: "evemu", ["--device", "2"])
        defer { try? FileManager.default.removeItem(atPath: one) }
        #expect(screen.status == 0)
        #expect(try trace(one) == original)

        for number in ["0", "3"] {
            let (outOfRange, _) = try convert(Self.twoDevices, to: "evemu", ["--device", number])
            #expect(outOfRange.status == 64)
            #expect(outOfRange.standardError.contains("--device \(number): "))
            #expect(outOfRange.standardError.contains("give --device 1 to 2."))
        }
    }

    @Test func aBadRecordingWritesNothingAndSaysWhy() throws {
        let (result, output) = try convert("\(Self.fixtures)/no-such.evemu", to: "libinput")
        #expect(result.status == 1)
        #expect(result.standardError.contains("no-such.evemu"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(!FileManager.default.fileExists(atPath: output + ".touchroute-convert"))
    }

    /// The file written first is new and unique in the output's folder: a
    /// symlink waiting at a name the old convert used is never followed, and
    /// nothing is left beside the output.
    @Test func theFileWrittenFirstIsNewAndFollowsNoSymlink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-convert-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim").path
        try "untouched\n".write(toFile: victim, atomically: false, encoding: .utf8)
        let output = folder.appendingPathComponent("out.yml").path
        try FileManager.default.createSymbolicLink(atPath: output + ".touchroute-convert", withDestinationPath: victim)
        let result = try CLIRunner.run([
            "convert", "\(Self.fixtures)/swipe.evemu", "--to", "libinput", "--output", output,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "untouched\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("# libinput record"))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["out.yml", "out.yml.touchroute-convert", "victim"], "no temporary file left")
    }

    /// libinput record to evemu and back keeps the device's node: evemu has
    /// no place for it, so it rides in a `# node:` comment, as udev
    /// properties do.
    @Test func theNodeSurvivesARoundTripThroughEvemu() throws {
        let (there, evemu) = try convert("\(Self.fixtures)/libinput/touchscreen.yml", to: "evemu")
        defer { try? FileManager.default.removeItem(atPath: evemu) }
        #expect(there.status == 0, "\(there.standardError)")
        #expect(try String(contentsOfFile: evemu, encoding: .utf8).contains("\n# node: /dev/input/event7\n"))
        let (back, libinput) = try convert(evemu, to: "libinput")
        defer { try? FileManager.default.removeItem(atPath: libinput) }
        #expect(back.status == 0, "\(back.standardError)")
        #expect(try String(contentsOfFile: libinput, encoding: .utf8).contains("- node: \"/dev/input/event7\""))
    }

    /// A folder that takes no new file is named as the reason.
    @Test func anOutputInAFolderThatTakesNoFileSaysSo() throws {
        let result = try CLIRunner.run([
            "convert", "\(Self.fixtures)/swipe.evemu", "--to", "libinput", "-o", "/proc/version",
        ])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "cannot write /proc/version: a new file cannot be made in /proc, where it is written first"),
            "\(result.standardError)")
    }

    @Test func aFileCutOffIsConvertedUpToItsLastFrameWithStatusThree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-cut-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try String(
            contentsOfFile: CLIRunner.packageRoot.path + "/\(Self.fixtures)/swipe.evemu", encoding: .utf8)
        let cut = folder.appendingPathComponent("cut.evemu").path
        try (whole + "E: 9.000000 0003 0035 1").write(toFile: cut, atomically: true, encoding: .utf8)
        let (result, output) = try convert(cut, to: "libinput")
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(result.status == 3)
        #expect(result.standardError.contains("incomplete conversion (exit status 3)"), "\(result.standardError)")
        #expect(try trace(output) == trace(CLIRunner.packageRoot.path + "/\(Self.fixtures)/swipe.evemu"))
    }
}

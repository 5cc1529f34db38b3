import Foundation
import Testing
import TouchRoute
import TouchRouteEvdev
import TouchRouteRecordings

@testable import touchroute

/// `record --all`, or several `--device`: one `libinput record` file of every
/// device. Recording needs evdev devices (the kernel tests' two-screens case
/// records two); here, what can be checked without them: the refusals, and
/// the file written from the devices' spooled events.
@Suite struct RecordSeveralDevicesTests {
    @Test(arguments: [["--all"], ["--device", "/dev/input/event5", "--device", "/dev/input/event6"]])
    func severalDevicesInEvemuAreRefusedNamingTheLibinputFormat(_ selection: [String]) throws {
        for format in [[], ["--format", "evemu"]] {
            let result = try CLIRunner.run(["record"] + selection + format)
            #expect(result.status == 64)
            #expect(result.standardError.contains("an evemu file holds one device"), "\(result.standardError)")
            #expect(result.standardError.contains("--format libinput"))
        }
    }

    @Test func allAndDeviceTogetherAreRefused() throws {
        let result = try CLIRunner.run(["record", "--all", "--device", "/dev/input/event5", "--format", "libinput"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--all records every touchscreen on the seat: give it or --device"))
    }

    @Test func allInLibinputFormatLooksForTheSeatsTouchscreens() throws {
        let result = try CLIRunner.run(["record", "--all", "--format", "libinput", "--seat", "seat-none"])
        #expect(result.status == 1)
        // Here, with no /dev/input, it says so; with one, that seat has no touchscreen.
        #expect(
            result.standardError.contains("/dev/input does not exist")
                || result.standardError.contains("there is no touchscreen on seat-none"), "\(result.standardError)")
    }

    /// The spool gives back every event in order, across its batches.
    @Test func aSpoolGivesBackItsEventsInOrder() throws {
        let spool = try EventSpool(device: "test")
        let events = (0..<1000).map {
            InputEvent(
                time: EventTime(totalMicroseconds: 5_000_000 + $0 * 1000), type: .abs, code: .absMTPositionX,
                value: Int32($0))
        }
        for (index, event) in events.enumerated() {
            spool.append(event)
            if index % 7 == 0 { try spool.flush() }
        }
        try spool.flush()
        #expect(spool.count == 1000)
        #expect(spool.firstTime == events[0].time)
        #expect(Array(spool.events) == events)
        #expect(Array(spool.events) == events, "read back a second time")
        #expect(spool.readError == nil)
    }

    /// The two-panel fixture's devices spooled as `record` spools them and
    /// written as it writes them: the file replays to the same trace, since
    /// the devices' times keep one origin.
    @Test func spooledDevicesWrittenAsOneFileReplayTheSame() throws {
        let fixture = ReplaySeveralDevicesTests.twoPanels
        let recordings = try Recording.loadEveryDevice(
            from: CLIRunner.packageRoot.appendingPathComponent(fixture).path)
        let spools = try recordings.map { recording in
            let spool = try EventSpool(device: recording.node)
            recording.events.forEach(spool.append)
            try spool.flush()
            return spool
        }
        let origin = try #require(spools.compactMap(\.firstTime).min())
        let devices = zip(recordings, spools).map { recording, spool in
            LibinputRecordDevice(description: recording.description, node: recording.node, events: spool.events)
        }
        var bytes: [UInt8] = []
        RecordingConversion.writeLibinputRecord(devices, origin: origin) { bytes += $0 }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchroute-all-\(UUID()).yml")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("ndevices: 3\n"))
        let layout = ReplaySeveralDevicesTests.layout
        let written = try CLIRunner.run(["replay", "--json", file.path] + layout)
        let original = try CLIRunner.run(["replay", "--json", fixture] + layout)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput == original.standardOutput)
    }
}

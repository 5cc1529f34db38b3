import Glibc
import Testing
import TouchRoute

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

@Suite struct RecordingLoadingTests {
    static let panelDescription = RecordingFixtures.path("panel/device.desc")

    @Test func combinedEvemuFileBringsItsOwnDescription() throws {
        let path = RecordingFixtures.path("swipe.evemu")
        let recording = try Recording.load(from: path)
        #expect(recording.format == .evemu)
        #expect(recording.path == path)
        #expect(recording.description.name == "TouchRoute Swipe Screen #2")
        #expect(recording.description.source == path)
        #expect(recording.events.count == 12)
    }

    @Test func eventsOnlyFileUsesTheDeviceDescBesideIt() throws {
        let path = RecordingFixtures.path("panel/tap.events")
        let recording = try Recording.load(from: path)
        #expect(recording.description == EvemuDocumentTests.panel)
        #expect(recording.description.source == Self.panelDescription)
        #expect(recording.events.count == 14)
    }

    @Test func eventsOnlyFileUsesTheGivenDescriptionFile() throws {
        let recording = try Recording.load(
            from: RecordingFixtures.path("orphan/tap.events"), descriptionFile: Self.panelDescription)
        #expect(recording.description == EvemuDocumentTests.panel)
        #expect(recording.events.count == 8)
        #expect(recording.events.first?.time == EventTime(seconds: 0, microseconds: 1))
    }

    @Test func aFileWithItsOwnDescriptionAndADescriptionFileIsRefusedSinceOneWouldBeIgnored() throws {
        let path = RecordingFixtures.path("swipe.evemu")
        expectRecordingError(
            "\(path): has its own device description, so the description in \(Self.panelDescription) would be ignored. Leave out --description, or pass an events-only file (E: lines) with it."
        ) {
            _ = try Recording.load(from: path, descriptionFile: Self.panelDescription)
        }
    }

    @Test func aDescriptionFileThatHoldsEventsIsRefusedAtItsFirstEvent() throws {
        let folder = TemporaryFolder()
        let whole = folder.write("whole.evemu", text: "N: Panel\nI: 0018 0000 0000 0000\nE: 0.000001 0000 0000 0\n")
        let events = folder.write("tap.events", text: "E: 0.000001 0000 0000 0\n")
        expectRecordingError(
            "\(whole):3: is given as the description of another file's events, but it holds events of its own from this line on, which would be ignored. Pass a description-only file, such as evemu-describe writes, or replay this file itself."
        ) {
            _ = try Recording.load(from: events, descriptionFile: whole)
        }
    }

    @Test func aDescriptionFileLoadsWithNoEvents() throws {
        let recording = try Recording.load(from: Self.panelDescription)
        #expect(recording.description == EvemuDocumentTests.panel)
        #expect(recording.events.isEmpty)
    }

    @Test func eventsOnlyFileWithNothingToPairWithSaysToPassADescription() {
        let path = RecordingFixtures.path("orphan/tap.events")
        let expected = RecordingError(
            path: path, line: nil, reason: .missingDescription(lookedFor: RecordingFixtures.path("orphan/device.desc")))
        #expect(throws: expected) { try Recording.load(from: path) }
        #expect(
            expected.description
                == "\(path): has events but no device description, and there is no \(RecordingFixtures.path("orphan/device.desc")). Pass --description FILE with the evemu description (N:, I:, P:, B:, A: lines) of the device that recorded it."
        )
    }

    @Test func aDescriptionFileWithoutADescriptionIsRefused() {
        let events = RecordingFixtures.path("orphan/tap.events")
        #expect(throws: RecordingError(path: events, line: nil, reason: .noDescriptionInFile)) {
            try Recording.load(from: RecordingFixtures.path("panel/tap.events"), descriptionFile: events)
        }
        #expect(
            RecordingError(path: "tap.events", line: nil, reason: .noDescriptionInFile).description
                == "tap.events: has no device description (no N: line). Pass an evemu description file, such as the device.desc that evemu-describe writes."
        )
    }

    @Test func aMissingDescriptionFileIsNamed() {
        let events = RecordingFixtures.path("orphan/tap.events")
        #expect(throws: RecordingError(path: "/nonexistent/device.desc", line: nil, reason: .noSuchFile)) {
            try Recording.load(from: events, descriptionFile: "/nonexistent/device.desc")
        }
    }

    @Test func aBrokenDeviceDescBesideTheEventsIsReportedAtItsLine() throws {
        let folder = TemporaryFolder()
        folder.write("device.desc", text: "N: Broken\nI: 0 0 0\n")
        let events = folder.write("tap.events", text: "E: 0.000001 0000 0000 0\n")
        #expect(
            throws: RecordingError(
                path: folder.path + "/device.desc", line: 2,
                reason: .wrongFieldCount(lineType: "I:", found: 3, expected: "4", layout: EvemuLineType.identity.layout)
            )
        ) {
            try Recording.load(from: events)
        }
    }

    @Test func libinputRecordFilesAreDetectedAndTheirTouchscreenTaken() throws {
        let path = RecordingFixtures.path("libinput/keyboard-and-touchscreen.yml")
        let recording = try Recording.load(from: path)
        #expect(recording.format == .libinputRecord)
        #expect(recording.description.name == "TouchRoute Second Screen")
        // One device of a file of several is known by its recorded node.
        #expect(recording.description.source == "/dev/input/event9")
        #expect(recording.streamName == "\(path) (device 2 of 2, /dev/input/event9)")
        #expect(recording.events.count == 4)
    }

    @Test(arguments: [
        ("N: x", RecordingFormat.evemu), ("E: 0.000001 0 0 0", .evemu), ("# only a comment", .evemu),
        ("version: 1", .libinputRecord), ("# libinput record\nversion: 1", .libinputRecord),
        ("ndevices: 1", .libinputRecord), ("X: 1", .evemu), ("nonsense", .evemu),
    ])
    func formatsAreToldApartByTheirFirstLine(text: String, format: RecordingFormat) throws {
        #expect(RecordingFormat(detectingIn: try RecordingLine.lines(of: Array(text.utf8), path: "x")) == format)
    }

    @Test func siblingPathsStayInTheSameFolder() {
        #expect(Recording.sibling(named: "device.desc", of: "a/b/x.events") == "a/b/device.desc")
        #expect(Recording.sibling(named: "device.desc", of: "/x.events") == "/device.desc")
        #expect(Recording.sibling(named: "device.desc", of: "x.events") == "device.desc")
    }

    // MARK: - Files that cannot be read

    @Test func noSuchFile() {
        let error = RecordingError(path: "/nonexistent/tap.events", line: nil, reason: .noSuchFile)
        #expect(throws: error) { try Recording.load(from: "/nonexistent/tap.events") }
        #expect(
            error.description
                == "/nonexistent/tap.events: no such file. Check the path, or record one with evemu-record or libinput record."
        )
    }

    @Test func aDirectoryIsNotARecording() {
        let folder = RecordingFixtures.path("panel")
        let error = RecordingError(path: folder, line: nil, reason: .isADirectory)
        #expect(throws: error) { try Recording.load(from: folder) }
        #expect(
            error.description
                == "\(folder): is a directory, not a recording. Pass a file inside it, such as its device.desc or one of its .events files."
        )
    }

    @Test func aDeviceNodeIsNotARecording() {
        let error = RecordingError(path: "/dev/null", line: nil, reason: .notARegularFile)
        #expect(throws: error) { try Recording.load(from: "/dev/null") }
        #expect(
            error.description
                == "/dev/null: is a device or special file, not a recording. Pass a file written by evemu-record or libinput record."
        )
    }

    @Test(.enabled(if: getuid() != 0, "root may read any file, so permissions cannot be denied"))
    func anUnreadableFileIsPermissionDenied() {
        let folder = TemporaryFolder()
        let path = folder.write("secret.events", text: "E: 0.000001 0000 0000 0\n", mode: 0o000)
        let error = RecordingError(path: path, line: nil, reason: .permissionDenied)
        #expect(throws: error) { try Recording.load(from: path) }
        #expect(
            error.description
                == "\(path): permission denied. Make the file readable (chmod a+r) or read it as a user who may.")
    }

    @Test func otherErrorsCarryTheirErrno() {
        let error = RecordingError(path: "x", line: nil, reason: .unreadable(errno: EIO, message: "Input/output error"))
        #expect(
            error.description
                == "x: cannot be read (errno 5: Input/output error). Check the file and the disk, then try again.")
        let tooLong = String(repeating: "a", count: 5000)
        #expect(
            throws: RecordingError(
                path: tooLong, line: nil, reason: .unreadable(errno: ENAMETOOLONG, message: "File name too long"))
        ) {
            try Recording.load(from: tooLong)
        }
    }

    @Test func anEmptyFileHasNothingToRead() {
        let folder = TemporaryFolder()
        let path = folder.write("empty.events", text: "")
        #expect(throws: RecordingError(path: path, line: 1, reason: .empty)) { try Recording.load(from: path) }
    }

    @Test func aBinaryFileIsNotText() {
        let folder = TemporaryFolder()
        let path = folder.write("binary.events", bytes: [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0xff])
        #expect(
            throws: RecordingError(
                path: path, line: 1, reason: .notText(column: 7, excerpt: "'\\u{0}\\xFF'"))
        ) { try Recording.load(from: path) }
    }

    @Test func aLargeFileIsReadWhole() throws {
        let folder = TemporaryFolder()
        let writer = EvemuWriter(description: EvemuDocumentTests.panel)
        let events = (0..<3_000).map {  // ABS_MT_POSITION_X, ABS_MT_POSITION_X, SYN_REPORT, …
            InputEvent(
                time: EventTime(seconds: $0 / 100, microseconds: $0 % 100 * 10_000),
                type: $0 % 3 == 2 ? 0 : 3, code: $0 % 3 == 2 ? 0 : 0x35, value: $0 % 3 == 2 ? 0 : Int32($0))
        }
        let path = folder.write("long.evemu", text: writer.text(events: events))  // several read chunks
        let recording = try Recording.load(from: path)
        #expect(recording.events == events)
    }
}

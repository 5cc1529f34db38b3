import Glibc
import Testing
import TouchRoute

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// A `libinput record` file read as a stream: every frame kept, in every
/// split of the input, and the same error a reader of the whole document
/// reports when the file has several.
@Suite struct LibinputRecordStreamTests {
    static let screen = """
        version: 1
        devices:
        - node: /dev/input/event1
          evdev:
            name: Screen
            id: [1, 2, 3, 4]
            codes:
              3: [0, 1]
            absinfo:
              0: [0, 799, 0, 0, 0]
              1: [0, 479, 0, 0, 0]
          hid: [0x05, 0x0d]
          events:

        """

    /// `count` frames of a finger at x = the frame's number, 8 ms apart.
    static func frames(_ count: Int) -> String {
        var text = ""
        for frame in 0..<count {
            let (seconds, microseconds) = (frame * 8_000).quotientAndRemainder(dividingBy: 1_000_000)
            text += "  - evdev:\n"
            text += "    - [\(seconds), \(microseconds), 3, 0, \(frame % 800)] # EV_ABS / ABS_X\n"
            text += "    - [\(seconds), \(microseconds), 0, 0, 0] # SYN_REPORT\n"
            if frame % 100 == 0 {
                text += "  - hid:\n     time: [\(seconds), \(microseconds)]\n     hidraw0: [0x01, 0x02]\n"
            }
        }
        return text
    }

    /// Many chunks of the file (64 KiB each) and of libyaml's buffer, with
    /// lines across their edges: the same events from the file as from memory.
    @Test func aLongRecordingKeepsEveryFrameWhetherReadFromAFileOrFromMemory() throws {
        let text = Self.screen + Self.frames(20_000)
        #expect(text.utf8.count > 16 * 64 * 1024)
        let folder = TemporaryFolder()
        let recording = try Recording.load(from: folder.write("long.yml", text: text))
        #expect(recording.events.count == 40_000)
        #expect(recording.truncation == nil)
        #expect(
            recording.events[39_998]
                == InputEvent(
                    time: EventTime(seconds: 159, microseconds: 992_000), type: 3, code: 0, value: 19_999 % 800))
        let inMemory = try LibinputRecordDocument(parsing: text, path: "long.yml").touchDevice
        #expect(inMemory.events == recording.events)
    }

    /// The header of a device whose description is broken or not, for the cases below.
    static let header = "version: 1\ndevices:\n- node: /dev/input/event1\n  evdev:\n    name: Screen\n"

    /// Each case has two problems; the one reported is the one a reader of
    /// the whole document reports, wherever the stream meets it first.
    static let severalProblems: [(text: String, message: String)] = [
        (
            header + "    id: [1, 2, 3, 4]\n    codes: {}\n  events:\n  - evdev:\n    - [0, 0, 0, 0]\n  events: []\n",
            "x.yml:11: a second 'events' entry here (the first is on line 8), which would replace the first. libinput record writes each key once; remove the entry that is wrong."
        ),
        (
            "version: 1\ndevices:\n- node: a\n  events:\n  - evdev:\n    - [0, 0, 0, 0]\n  evdev:\n    name: S\n    id: [1, 2, 3]\n    codes: {}\n",
            "x.yml:9: expected 4 numbers in brackets, found '[1, 2, 3]'. Check that this is a complete, unedited libinput record file."
        ),
        (
            "version: 1\ndevices:\n- node: a\n  evdev:\n    name: A\n    id: [1, 2, 3, 4]\n    codes: {}\n  events:\n  - evdev:\n    - [0, 0, 0, 0, x]\n- node: b\n  evdev:\n    name: B\n    id: [1]\n    codes: {}\n",
            "x.yml:10: the event value 'x' is not a decimal number. Write it as '- [SECONDS, MICROSECONDS, TYPE, CODE, VALUE]' in decimal."
        ),
        (
            "devices:\n- node: a\n  evdev:\n    name: A\n    id: [1, 2, 3, 4]\n    codes: {}\n  events:\n  - evdev:\n    - [0, 0, 0, 0, x]\n",
            "x.yml:1: the file has no 'version:' entry. libinput record always writes one; check that the file is complete."
        ),
        (
            "devices:\n- node: a\n  evdev:\n    name: A\n    id: [1, 2]\n    codes: {}\nversion: 3\n",
            "x.yml:7: libinput record file version '3' is not supported, only version 1. Record it with a libinput whose files say 'version: 1'."
        ),
        (
            header + "    id: [1, 2, 3]\n    codes: {}\nx: &a [1]\ny: *a\n",
            "x.yml:9: a YAML alias (*name), which libinput record never writes and which can stand for billions of values. Write the value out in full, or record the device again."
        ),
        (
            header + "    id: [1, 2, 3]\n    codes: {}\n---\nfoo: 1\n",
            "x.yml:8: the YAML cannot be read: but found another document (expected a single document in the stream on line 1). Check that this is a complete, unedited libinput record file."
        ),
        (
            header + "    id: [1, 2, 3]\n    codes: {}\n# \u{FF}\n# end\n",
            "x.yml:8: not UTF-8 text: byte 3 of the line starts '\\xFF'. Pass an evemu recording or a libinput record YAML file, not a binary file."
        ),
    ]

    @Test(arguments: severalProblems)
    func theErrorReportedIsTheWholeDocumentsFirst(text: String, message: String) {
        // `\u{FF}` stands for the byte 0xFF, which no Swift string holds.
        let bytes = Array(text.utf8).reduce(into: [UInt8]()) { bytes, byte in
            if bytes.last == 0xC3, byte == 0xBF { bytes[bytes.count - 1] = 0xFF } else { bytes.append(byte) }
        }
        expectRecordingError(message) { _ = try LibinputRecordDocument(parsing: bytes, path: "x.yml") }
    }

    /// Streamed, a `libinput record` file may be larger than evemu's limit:
    /// only its first line is read to tell its format, and its own limit is
    /// checked by size. (The files are sparse: nothing is written or read.)
    @Test func aLibinputRecordFileIsHeldToItsOwnLimitAndAnEvemuFileToEvemus() throws {
        let folder = TemporaryFolder()
        let large = RecordingFile.sizeLimit + 1
        let yaml = folder.write("large.yml", text: "version: 1\n")
        let evemu = folder.write("large.evemu", text: "N: Screen\n")
        let huge = folder.write("huge.yml", text: "version: 1\n")
        #expect(truncate(yaml, off_t(large)) == 0 && truncate(evemu, off_t(large)) == 0)
        #expect(truncate(huge, off_t(LibinputRecordDocument.sizeLimit + 1)) == 0)
        #expect(try RecordingFormat(detectingAtPath: yaml) == .libinputRecord)
        #expect(
            throws: RecordingError(
                path: evemu, line: nil, reason: .tooLarge(bytes: large, limit: RecordingFile.sizeLimit))
        ) {
            try Recording.load(from: evemu)
        }
        let hugeSize = LibinputRecordDocument.sizeLimit + 1
        #expect(
            throws: RecordingError(
                path: huge, line: nil, reason: .tooLarge(bytes: hugeSize, limit: LibinputRecordDocument.sizeLimit))
        ) {
            try Recording.load(from: huge)
        }
    }

    /// A file still being written may grow past the limit after its size was
    /// checked: every pass counts what it reads and refuses it once past.
    /// (The limit is lowered to a few bytes over the file as it was opened.)
    @Test func aFileThatGrowsPastTheLimitWhileReadIsRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.write("growing.yml", text: Self.screen + Self.frames(10))
        let file = try RecordingFileStream(path: path)
        let limit = file.size + 10
        let grown = folder.write("growing.yml", text: Self.screen + Self.frames(100))
        var status = stat()
        #expect(stat(grown, &status) == 0 && Int(status.st_size) > limit && Int(status.st_size) < 64 * 1024)
        #expect(
            throws: RecordingError(path: path, line: nil, reason: .tooLarge(bytes: Int(status.st_size), limit: limit))
        ) {
            try RecordedContent.libinputRecordCutTolerantly(reading: file, limit: limit)
        }
        // Within the limit, the same file is read whole.
        let read = try RecordedContent.libinputRecordCutTolerantly(reading: file, limit: Int(status.st_size))
        #expect(read.document.devices.map(\.events.count) == [200])
    }

    /// A cut file is read up to its cut in a second pass: that pass, like the
    /// first, reads the file that was opened, not whatever the path names by then.
    @Test func everyPassReadsTheFileOpenedNotThePath() throws {
        let folder = TemporaryFolder()
        let path = folder.write("cut.yml", text: Self.screen + Self.frames(3) + "  - evdev:\n    - [0, 24000, 3,")
        let file = try RecordingFileStream(path: path)
        let other = folder.write("other.yml", text: "version: 1\ndevices: [\n")
        #expect(rename(other, path) == 0)
        let read = try RecordedContent.libinputRecordCutTolerantly(reading: file)
        #expect(read.document.devices.map(\.events.count) == [6])
        #expect(read.unreadableLastLine?.reason == .unclosedBracket("["))
    }
}

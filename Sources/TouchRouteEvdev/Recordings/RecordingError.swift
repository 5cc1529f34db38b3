/// Why a recording could not be read: the file, the line, what is wrong with it
/// and what to do about it.
///
/// `description` reads `FILE:LINE: what is wrong. What to do.`, or `FILE: …`
/// when the problem is the file as a whole (it cannot be opened, or it needs a
/// description from elsewhere). Readers never trap on bad input; every problem
/// they find ends up here.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file at fault, as the caller named it.
    public var path: String
    /// The 1-based line at fault, or nil when the whole file is.
    public var line: Int?
    /// What is wrong; `description` words it with what to do.
    public var reason: Reason

    /// Makes an error from its parts; each parameter is the property of the same name.
    public init(path: String, line: Int?, reason: Reason) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// The ways a recording can fail to be read, each with the values its message names.
    public enum Reason: Hashable, Sendable {
        // Opening and reading the file.
        /// The path names no file (`ENOENT`, or `ENOTDIR` for a path through a file).
        case noSuchFile
        /// The user may not read the file (`EACCES`/`EPERM`).
        case permissionDenied
        /// The path is a directory, not a recording.
        case isADirectory
        /// A device node, FIFO or socket: reading it would wait for live input.
        case notARegularFile
        /// Any other `errno` from `open` or `read`.
        case unreadable(errno: Int32, message: String)
        /// The file is larger than `limit` bytes (`RecordingFile.sizeLimit`).
        case tooLarge(bytes: Int, limit: Int)
        /// The line is not UTF-8 text or holds a NUL byte. `column` is the
        /// 1-based byte of the line where the text stops, and `excerpt` the
        /// bytes from there, quoted by `QuotedInput`.
        case notText(column: Int, excerpt: String)
        /// No description and no events: nothing but blank lines and comments.
        case empty

        // evemu lines.
        /// A line that starts with neither a known `X:` prefix nor `#`.
        case unknownLineType(String)
        /// A field that should be a number is not one.
        case notANumber(field: String, text: String, radix: Int, layout: String)
        /// A number outside what the field can hold, such as an axis code above `ABS_MAX`.
        case outOfRange(field: String, text: String, range: String, layout: String)
        /// A line with too few or too many fields.
        case wrongFieldCount(lineType: String, found: Int, expected: String, layout: String)
        /// An `E:` time that is not `SECONDS.MICROSECONDS` with six digits of microseconds.
        case malformedTime(String)
        /// A `# libinput: …` comment that is not a pointer event as
        /// `touchroute convert` writes one (`LibinputPointerEvent.evemuComment`).
        case malformedPointerComment(String)
        /// An absolute axis whose minimum is above its maximum (uinput refuses these).
        case invertedAxis(code: EventCode, minimum: Int32, maximum: Int32)
        /// A second `N:` or `I:` line.
        case repeatedLine(lineType: String, firstLine: Int)
        /// A second range for the same axis (an evemu `A:` line); the second
        /// would silently replace the first, and coordinates with it.
        case repeatedAxis(code: EventCode, firstLine: Int)
        /// A description line below the first `E:` line.
        case descriptionAfterEvents(lineType: String, firstEventLine: Int)
        /// Description lines without the `N:` or `I:` line every description needs.
        case incompleteDescription(missing: String)
        /// An evemu file with events but no description, and no `device.desc`
        /// beside it; `lookedFor` is the `device.desc` path that was tried.
        case missingDescription(lookedFor: String)
        /// The file given as the description holds no description.
        case noDescriptionInFile
        /// A description file was given for a file that has its own
        /// description; one of the two would be ignored.
        case ownDescriptionAndDescriptionFile(descriptionFile: String)
        /// The file given as the description holds events too, which would
        /// be ignored; the error's line is the first of them.
        case eventsInDescriptionFile
        /// Events, but not one `SYN_REPORT` to end a frame: nothing could be
        /// routed. The line is the first event's.
        case noFrameEnd(eventCount: Int)

        // libinput record YAML.
        /// A `version:` other than 1, the only format libinput writes; the value as written.
        case unsupportedVersion(String)
        /// A key libinput always writes is missing; `parent` reads "the file",
        /// "the device" or "'evdev:'".
        case missingKey(String, parent: String)
        /// Something other than the YAML `libinput record` writes; `found` is
        /// quoted text or a description such as "a list of 3 items".
        case unexpectedYAML(expected: String, found: String)
        /// A `[`, `{` or quote that is still open at the end of the file.
        case unclosedBracket(Character)
        /// Text that is not YAML, in libyaml's words (such as "did not find
        /// expected key while parsing a block mapping").
        case yamlSyntax(String)
        /// A YAML alias (`*name`): `libinput record` never writes one, and a
        /// few lines of them can stand for billions of values.
        case yamlAlias
        /// A second entry with the same key in one mapping (such as the same
        /// axis twice under `absinfo:`), which would replace the first.
        case repeatedKey(String, firstLine: Int)
        /// `devices:` is empty or lists no device.
        case noDevices
        /// `ndevices:` (given as written) is not the number of devices listed.
        case deviceCountDisagrees(stated: String, listed: Int, listLine: Int)
    }

    public var description: String {
        let location = line.map { "\(path):\($0)" } ?? path
        return "\(location): \(reason.explanation)"
    }
}

extension RecordingError.Reason {
    /// The message after `FILE:LINE: `: what is wrong, then what to do.
    var explanation: String {
        switch self {
        case .noSuchFile:
            return "no such file. Check the path, or record one with evemu-record or libinput record."
        case .permissionDenied:
            return "permission denied. Make the file readable (chmod a+r) or read it as a user who may."
        case .isADirectory:
            return
                "is a directory, not a recording. Pass a file inside it, such as its device.desc or one of its .events files."
        case .notARegularFile:
            return
                "is a device or special file, not a recording. Pass a file written by evemu-record or libinput record."
        case .unreadable(let errno, let message):
            return "cannot be read (errno \(errno): \(message)). Check the file and the disk, then try again."
        case .tooLarge(let bytes, let limit):
            return
                "is \(bytes) bytes, more than the \(limit) bytes (\(limit / (1024 * 1024)) MiB) a recording may have. Check that this is the recording you meant; a longer session can be recorded, and replayed, in several shorter files."
        case .notText(let column, let excerpt):
            return
                "not UTF-8 text: byte \(column) of the line starts \(excerpt). Pass an evemu recording or a libinput record YAML file, not a binary file."
        case .empty:
            return
                "no description and no events, only blank lines and comments. Record a device with evemu-record or libinput record."
        case .unknownLineType(let start):
            return
                "unknown line \(QuotedInput(start)). evemu lines start with N:, I:, P:, B:, A:, L:, S: or E:, and comments with #."
        case .notANumber(let field, let text, let radix, let layout):
            return
                "the \(field) \(QuotedInput(text)) is not a \(radix == 16 ? "hex" : "decimal") number. Write it as \(layout)."
        case .outOfRange(let field, let text, let range, let layout):
            return "the \(field) \(QuotedInput(text)) is outside \(range). Write it as \(layout), within that range."
        case .wrongFieldCount(let lineType, let found, let expected, let layout):
            return
                "the \(lineType) line has \(found) \(found == 1 ? "field" : "fields"), expected \(expected). Write it as \(layout)."
        case .malformedTime(let text):
            return
                "the time \(QuotedInput(text)) is not SECONDS.MICROSECONDS with six digits of microseconds. Write it as evemu does, such as 1330495931.101111 or 0.081454."
        case .malformedPointerComment(let text):
            return
                "the comment \(QuotedInput(text)) is not a libinput pointer event. Write '# libinput: SECONDS.MICROSECONDS motion DX DY' or '# libinput: SECONDS.MICROSECONDS scroll wheel|finger|continuous DX DY', as TouchRoute writes them, or start the comment otherwise."
        case .invertedAxis(let code, let minimum, let maximum):
            return
                "axis \(hex(code)) has minimum \(minimum) above its maximum \(maximum). Swap them or fix the A: line; uinput refuses such an axis."
        case .repeatedLine(let lineType, let firstLine):
            return
                "a second \(lineType) line (the first is on line \(firstLine)). A recording describes one device; remove one of them."
        case .repeatedAxis(let code, let firstLine):
            return
                "a second A: line for axis \(hex(code)) (the first is on line \(firstLine)). An axis has one range; remove the line that is wrong."
        case .descriptionAfterEvents(let lineType, let firstEventLine):
            return
                "\(lineType) line after the events, which start on line \(firstEventLine). Move the description (N:, I:, P:, B:, A: lines) above the first E: line."
        case .incompleteDescription(let missing):
            return
                "the description has no \(missing) line. Start it with 'N: DEVICE NAME' and then 'I: BUS VENDOR PRODUCT VERSION', as evemu-describe writes."
        case .missingDescription(let lookedFor):
            return
                "has events but no device description, and there is no \(lookedFor). Pass --description FILE with the evemu description (N:, I:, P:, B:, A: lines) of the device that recorded it."
        case .noDescriptionInFile:
            return
                "has no device description (no N: line). Pass an evemu description file, such as the device.desc that evemu-describe writes."
        case .ownDescriptionAndDescriptionFile(let descriptionFile):
            return
                "has its own device description, so the description in \(descriptionFile) would be ignored. Leave out --description, or pass an events-only file (E: lines) with it."
        case .eventsInDescriptionFile:
            return
                "is given as the description of another file's events, but it holds events of its own from this line on, which would be ignored. Pass a description-only file, such as evemu-describe writes, or replay this file itself."
        case .noFrameEnd(let eventCount):
            return
                "\(eventCount) \(eventCount == 1 ? "event" : "events") but no SYN_REPORT, so no frame ever ends and nothing can be routed. Every frame must end with a SYN_REPORT (evemu: 'E: SECONDS.MICROSECONDS 0000 0000 0'); record the device again."
        case .unsupportedVersion(let version):
            return
                "libinput record file version \(QuotedInput(version)) is not supported, only version 1. Record it with a libinput whose files say 'version: 1'."
        case .missingKey(let key, let parent):
            return
                "\(parent) has no '\(key):' entry. libinput record always writes one; check that the file is complete."
        case .unexpectedYAML(let expected, let found):
            return "expected \(expected), found \(found). Check that this is a complete, unedited libinput record file."
        case .unclosedBracket(let bracket):
            return "this '\(bracket)' is never closed. The file may be cut short; record it again."
        case .yamlSyntax(let problem):
            return "the YAML cannot be read: \(problem). Check that this is a complete, unedited libinput record file."
        case .yamlAlias:
            return
                "a YAML alias (*name), which libinput record never writes and which can stand for billions of values. Write the value out in full, or record the device again."
        case .repeatedKey(let key, let firstLine):
            return
                "a second \(QuotedInput(key)) entry here (the first is on line \(firstLine)), which would replace the first. libinput record writes each key once; remove the entry that is wrong."
        case .noDevices:
            return "the recording lists no devices. Record one with libinput record /dev/input/eventN."
        case .deviceCountDisagrees(let stated, let listed, let listLine):
            return
                "ndevices is \(stated), but 'devices:' (line \(listLine)) lists \(listed). A file cut short or edited by hand loses or adds devices silently otherwise: write ndevices: \(listed) if the list is whole, or record the devices again with libinput record."
        }
    }

    private func hex(_ code: EventCode) -> String {
        let digits = String(code.rawValue, radix: 16)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}

/// The text formats a `Recording` can be read from.
public enum RecordingFormat: String, Hashable, Sendable, CustomStringConvertible {
    /// evemu's `N:`/`I:`/`P:`/`B:`/`A:`/`E:` lines (`evemu-record`,
    /// `evemu-describe`), in one file or split into `device.desc` and `.events`.
    case evemu
    /// The YAML that `libinput record` writes, file format version 1.
    case libinputRecord

    public var description: String {
        switch self {
        case .evemu: "evemu"
        case .libinputRecord: "libinput record"
        }
    }

    /// Tells the formats apart by the first line that is not blank or a
    /// comment: evemu lines start with one letter and a colon (`N:`, `E:`),
    /// `libinput record` files with a YAML key (`version:`). Anything else is
    /// given to the evemu reader, which says what is wrong with it.
    init(detectingIn lines: [RecordingLine]) {
        for line in lines {
            let content = Substring(line.text).trimmingBlanks
            if content.isEmpty || content.first == "#" { continue }
            if EvemuLineType(lineStart: content) == nil,
               let key = YAMLOutlineParser.splitKey(content)?.key, key.count > 1 {
                self = .libinputRecord
            } else {
                self = .evemu
            }
            return
        }
        self = .evemu
    }
}

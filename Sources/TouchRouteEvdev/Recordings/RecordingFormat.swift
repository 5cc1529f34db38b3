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
}

/// What a path that should be an input event node is instead, as `stat`
/// tells: what a `DeviceError` names when a user passes a recording or a
/// folder where a touchscreen's node goes.
public enum NodeKind: Equatable, Sendable, CustomStringConvertible {
    case regularFile
    case directory
    case pipe
    case socket
    case blockDevice
    /// A symbolic link that `open` did not follow, or a kind without a name here.
    case other

    /// With its article, for messages: "a regular file".
    public var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a directory"
        case .pipe: "a pipe"
        case .socket: "a socket"
        case .blockDevice: "a block device"
        case .other: "a file of another kind"
        }
    }
}

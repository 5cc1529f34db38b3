/// What a path that should be an input event node is instead, as `stat`
/// tells: what a `DeviceError` names when a user passes a recording or a
/// folder where a touchscreen's node goes.
public enum NodeKind: Equatable, Sendable, CustomStringConvertible {
    /// A regular file, such as a recording passed where a node goes.
    case regularFile
    /// A directory, such as `/dev/input` itself.
    case directory
    /// A named pipe (FIFO).
    case pipe
    /// A Unix domain socket.
    case socket
    /// A block device, such as a disk: a device node, but not a character device as event nodes are.
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

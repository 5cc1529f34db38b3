import Glibc

/// The file `--plot` writes. It is created before the replay starts, so a path
/// that cannot be written fails at once rather than after a long recording,
/// and written whole, once, at the end.
struct PlotFile {
    let path: String
    private let descriptor: Int32

    init(path: String) throws {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path) }
    }

    /// Writes `text` and closes the file, retrying short and interrupted writes.
    func write(_ text: String) throws {
        defer { close(descriptor) }
        if let error = writeAll(Array(text.utf8), to: descriptor) { throw Self.failure(path, errno: error) }
    }

    /// The user's problem, with the system's reason and what to do.
    private static func failure(_ path: String, errno code: Int32 = errno) -> CommandFailure {
        CommandFailure(
            "cannot write the plot to \(path): \(String(cString: strerror(code))). Choose a writable path for --plot.")
    }
}

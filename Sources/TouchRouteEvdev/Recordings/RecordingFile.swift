import Glibc

/// The bytes of a recording file, read whole with `open`/`read`.
///
/// Only regular files are read: a device node or FIFO would block waiting for
/// input that a recording never sends, so it is refused before the first `read`.
enum RecordingFile {
    /// Reads every byte of the regular file at `path`.
    static func bytes(atPath path: String) throws(RecordingError) -> [UInt8] {
        // O_NONBLOCK so that opening a FIFO cannot hang; it changes nothing for
        // regular files.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(path: path, errno: errno) }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path: path, errno: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw RecordingError(path: path, line: nil, reason: .isADirectory)
        default: throw RecordingError(path: path, line: nil, reason: .notARegularFile)
        }

        // st_size is a hint (the file may grow or shrink while we read); read
        // until end of file either way.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, Int(status.st_size)) + 1)
        let chunkSize = 64 * 1024
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw failure(path: path, errno: errno)
            }
        }
    }

    /// The error for an `errno` from `open`, `fstat` or `read`.
    static func failure(path: String, errno code: Int32) -> RecordingError {
        let reason: RecordingError.Reason = switch code {
        case ENOENT, ENOTDIR: .noSuchFile
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .isADirectory
        default: .unreadable(errno: code, message: String(cString: strerror(code)))
        }
        return RecordingError(path: path, line: nil, reason: reason)
    }
}

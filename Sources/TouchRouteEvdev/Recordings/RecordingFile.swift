import Glibc

/// The bytes of a recording file, read whole with `open`/`read`.
///
/// Only regular files are read: a device node or FIFO would block waiting for
/// input that a recording never sends, so it is refused before the first `read`.
/// Files over `sizeLimit` are refused before they are read, and a file that
/// grows past it while being read is refused when it does.
package enum RecordingFile {
    /// The largest recording read, in bytes: 128 MiB.
    ///
    /// A recording is read whole, split into lines and parsed into events; at
    /// its peak that takes about 6.4 times the file's size in memory for evemu
    /// (a 64 MiB evemu file of 10 moving fingers peaked at 408 MiB resident)
    /// and about 21 times for `libinput record`, whose YAML Yams composes
    /// into a node tree first (a 20 MiB file peaked at 422 MiB, replayed by
    /// a release build), so the limit keeps a mistaken or hostile path, such
    /// as a 3 GiB disk image, from taking tens of gigabytes. A real recording needs far less: a 10-finger
    /// panel at 120 Hz with every finger moving sends about 3,700 events a
    /// second (a slot, X and Y per finger, and the SYN_REPORT), which evemu
    /// writes in about 28 bytes each (`E: 12.081454 0003 0035 1234`) and
    /// `libinput record` in about 85 (with its comment). 128 MiB holds some
    /// 21 minutes of that in evemu and 7 in `libinput record`, and hours of
    /// one or two fingers.
    package static let sizeLimit = 128 * 1024 * 1024

    /// Reads every byte of the regular file at `path`, refusing one larger than `limit` bytes.
    package static func bytes(atPath path: String, limit: Int = sizeLimit) throws(RecordingError) -> [UInt8] {
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
        let size = Int(status.st_size)
        guard size <= limit else {
            throw RecordingError(path: path, line: nil, reason: .tooLarge(bytes: size, limit: limit))
        }

        // st_size is a hint (the file may grow or shrink while we read); read
        // until end of file either way, but never past the limit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, size) + 1)
        let chunkSize = 64 * 1024
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count > 0 {
                guard bytes.count + count <= limit else {
                    throw RecordingError(path: path, line: nil, reason: .tooLarge(bytes: bytes.count + count, limit: limit))
                }
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw failure(path: path, errno: errno)
            }
        }
    }

    /// The error for an `errno` from `open`, `fstat` or `read`.
    package static func failure(path: String, errno code: Int32) -> RecordingError {
        let reason: RecordingError.Reason = switch code {
        case ENOENT, ENOTDIR: .noSuchFile
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .isADirectory
        default: .unreadable(errno: code, message: String(cString: strerror(code)))
        }
        return RecordingError(path: path, line: nil, reason: reason)
    }
}

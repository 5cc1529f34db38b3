import SystemPackage
import TouchRouteFiles

/// The bytes of a recording file, read whole by `RegularFile`, with its
/// refusals told as `RecordingError`s.
///
/// Only regular files are read: a device node or FIFO would block waiting for
/// input that a recording never sends, so it is refused before the first `read`.
/// Files over `sizeLimit` are refused before they are read, and a file that
/// grows past it while being read is refused when it does.
package enum RecordingFile {
    /// The largest recording read whole, in bytes: 128 MiB. It holds evemu
    /// files; a `libinput record` file is streamed and has its own, larger
    /// limit (`LibinputRecordDocument.sizeLimit` in TouchRouteRecordings).
    ///
    /// A recording is read whole, split into lines and parsed into events; at
    /// its peak that takes about 6.4 times the file's size in memory for evemu
    /// (a 64 MiB evemu file of 10 moving fingers peaked at 408 MiB resident),
    /// so the limit keeps a mistaken or hostile path, such as a 3 GiB disk
    /// image, from taking tens of gigabytes. A real recording needs far less: a 10-finger
    /// panel at 120 Hz with every finger moving sends about 3,700 events a
    /// second (a slot, X and Y per finger, and the SYN_REPORT), which evemu
    /// writes in about 28 bytes each (`E: 12.081454 0003 0035 1234`), so
    /// 128 MiB holds some 21 minutes of that, and hours of one or two fingers.
    package static let sizeLimit = 128 * 1024 * 1024

    /// Reads every byte of the regular file at `path`, refusing one larger than `limit` bytes.
    package static func bytes(atPath path: String, limit: Int = sizeLimit) throws(RecordingError) -> [UInt8] {
        do {
            return try RegularFile.bytes(atPath: path, limit: limit)
        } catch {
            throw failure(path: path, error)
        }
    }

    /// The error for a refusal of `RegularFile` or `RegularFileReader`.
    package static func failure(path: String, _ error: RegularFileError) -> RecordingError {
        let reason: RecordingError.Reason =
            switch error {
            case .unreadable(let code): failure(path: path, errno: code.rawValue).reason
            case .directory: .isADirectory
            case .notARegularFile: .notARegularFile
            case .tooLarge(let bytes, let limit): .tooLarge(bytes: bytes, limit: limit)
            }
        return RecordingError(path: path, line: nil, reason: reason)
    }

    /// The error for an `errno` from `open`, `fstat` or `read`.
    package static func failure(path: String, errno code: Int32) -> RecordingError {
        let reason: RecordingError.Reason =
            switch Errno(rawValue: code) {
            case .noSuchFileOrDirectory, .notDirectory: .noSuchFile
            case .permissionDenied, .notPermitted: .permissionDenied
            case .isDirectory: .isADirectory
            case let other: .unreadable(errno: code, message: other.description)
            }
        return RecordingError(path: path, line: nil, reason: reason)
    }
}

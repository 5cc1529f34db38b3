import TouchRouteFiles

/// A recording file opened once, to be read a chunk at a time from any
/// offset, or whole: every pass a reader makes over it (detecting its format,
/// streaming it, reading it again for an error message) reads this one
/// descriptor, so all of them see the same file even if its path is replaced
/// meanwhile. Its refusals are told as `RecordingFile.bytes(atPath:limit:)`
/// tells them.
package final class RecordingFileStream {
    package let path: String
    private let file: RegularFileReader

    /// The file's size when it was opened, in bytes (it may still change).
    package var size: Int { file.size }

    /// Opens the regular file at `path`; anything else is refused.
    package init(path: String) throws(RecordingError) {
        self.path = path
        do {
            file = try RegularFileReader(path: path)
        } catch {
            throw RecordingFile.failure(path: path, error)
        }
    }

    /// Reads the bytes from `offset` into `buffer`: the count read, 0 at the end.
    package func read(fromOffset offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(RecordingError)
        -> Int
    {
        do {
            return try file.read(fromOffset: offset, into: buffer)
        } catch {
            throw RecordingFile.failure(path: path, error)
        }
    }

    /// Every byte of the file, refused once it holds more than `limit` (it
    /// may have grown since it was opened).
    package func bytes(limit: Int = RecordingFile.sizeLimit) throws(RecordingError) -> [UInt8] {
        do {
            return try RegularFile.bytes(of: file, limit: limit)
        } catch {
            throw RecordingFile.failure(path: path, error)
        }
    }

    /// The error for a file found to hold `bytes` bytes, more than `limit`.
    package func tooLarge(bytes: Int, limit: Int) -> RecordingError {
        RecordingFile.failure(path: path, .tooLarge(bytes: bytes, limit: limit))
    }
}

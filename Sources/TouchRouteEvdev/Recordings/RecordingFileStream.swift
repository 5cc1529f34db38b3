import TouchRouteFiles

/// A recording file opened to be read a chunk at a time, for a reader that
/// streams it (`libinput record`) instead of holding it whole; its refusals
/// are told as `RecordingFile.bytes(atPath:limit:)` tells them.
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

    /// Reads the next bytes into `buffer`: the count read, 0 at the end.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordingError) -> Int {
        do {
            return try file.read(into: buffer)
        } catch {
            throw RecordingFile.failure(path: path, error)
        }
    }
}

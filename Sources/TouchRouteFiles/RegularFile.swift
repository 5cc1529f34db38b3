import SystemPackage

/// Reads a whole regular file into memory: the one way TouchRoute reads
/// recordings and layouts.
///
/// ```
///  open(O_RDONLY|O_NONBLOCK|O_CLOEXEC) ─▶ fstat the descriptor ─▶ regular and ≤ limit?
///      ─▶ read until end of file, refusing past the limit ─▶ close (always)
/// ```
///
/// Only a regular file is read: a device node (`/dev/zero`) would be read
/// until memory runs out, and a FIFO or socket would wait for a writer. The
/// check is on the opened descriptor, not on the path, so the file read is the
/// one checked. Opening is non-blocking so that opening a FIFO with no writer
/// returns at once instead of hanging; for a regular file it changes nothing.
package enum RegularFile {
    /// Bytes asked of each `read`: 64 KiB, few calls for a recording of
    /// megabytes and little memory beside the bytes kept.
    package static let chunkSize = 64 * 1024

    /// Every byte of the regular file at `path`, which may hold at most `limit` bytes.
    ///
    /// A file over the limit is refused before it is read by its size, and one
    /// that grows past it while being read is refused when it does: `st_size`
    /// is a hint, and the file is read to its end either way.
    /// - Complexity: O(n) in the file's size, in `read` calls of 64 KiB.
    package static func bytes(atPath path: String, limit: Int) throws(RegularFileError) -> [UInt8] {
        try bytes(of: RegularFileReader(path: path), limit: limit)
    }

    /// Every byte of `file`, from its start, refused as `bytes(atPath:limit:)`
    /// refuses: by its size first, then once it holds more than `limit`.
    package static func bytes(of file: RegularFileReader, limit: Int) throws(RegularFileError) -> [UInt8] {
        guard file.size <= limit else { throw .tooLarge(bytes: file.size, limit: limit) }
        var bytes: [UInt8] = []
        // One byte over the expected size, so that the read that finds the
        // end of an unchanged file needs no reallocation.
        bytes.reserveCapacity(max(0, file.size) + 1)
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = try chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(RegularFileError) in try file.read(fromOffset: bytes.count, into: buffer) }
            }.get()
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw .tooLarge(bytes: bytes.count + count, limit: limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

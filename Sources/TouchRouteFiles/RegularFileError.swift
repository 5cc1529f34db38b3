import SystemPackage

/// Why `RegularFile.bytes(atPath:limit:)` read nothing.
///
/// It carries no path and no message: each reader names its own file and says
/// what to do in its own words (a recording and a layout are fixed differently).
package enum RegularFileError: Error, Hashable, Sendable {
    /// `open`, `fstat` or `read` failed with this `errno` (`ENOENT`, `EACCES`, …).
    case unreadable(Errno)
    /// The path is a directory.
    case directory
    /// A device node, FIFO or socket: reading it would wait for input or never end.
    case notARegularFile
    /// The file holds `bytes` bytes (or at least that many, when it grew while
    /// being read), more than the caller's `limit`.
    case tooLarge(bytes: Int, limit: Int)
}

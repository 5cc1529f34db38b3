import SystemPackage

/// An open regular file, read a chunk at a time from any offset: for readers
/// that stream a file instead of holding it whole (a `libinput record` file
/// of hundreds of megabytes), and pass over it more than once. Every pass
/// reads the one descriptor opened, so all of them read the same file even
/// when its path is replaced meanwhile.
///
/// Opening refuses what `RegularFile.bytes(atPath:limit:)` refuses, for the
/// same reasons: anything but a regular file. The descriptor is closed when
/// the reader is released.
package final class RegularFileReader {
    private let descriptor: FileDescriptor
    /// The size `fstat` gave when the file was opened, in bytes: a hint, as
    /// the file may still grow or shrink.
    package let size: Int

    /// Opens the regular file at `path` for reading.
    package init(path: String) throws(RegularFileError) {
        do {
            // The C string as given: a FilePath would drop a trailing slash,
            // and `file/` must fail as open(2) fails it (ENOTDIR).
            descriptor = try path.withCString { name in
                try FileDescriptor.open(name, .readOnly, options: [.nonBlocking, .closeOnExec], retryOnInterrupt: true)
            }
        } catch {
            throw .unreadable(error as? Errno ?? .ioError)
        }
        let status: Stat
        do {
            status = try descriptor.stat()
        } catch {
            try? descriptor.close()
            throw .unreadable(error)
        }
        switch status.type {
        case .regular: size = Int(status.size)
        case .directory:
            try? descriptor.close()
            throw .directory
        default:
            try? descriptor.close()
            throw .notARegularFile
        }
    }

    deinit { try? descriptor.close() }

    /// Reads the bytes from `offset` into `buffer` (`pread`): the count read,
    /// 0 at the end of the file. Passes keep their own offsets, so they never
    /// disturb one another.
    package func read(fromOffset offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(RegularFileError)
        -> Int
    {
        do {
            return try descriptor.read(fromAbsoluteOffset: Int64(offset), into: buffer, retryOnInterrupt: true)
        } catch {
            throw .unreadable(error as? Errno ?? .ioError)
        }
    }
}

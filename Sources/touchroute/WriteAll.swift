import Glibc

/// Write every byte to `descriptor`, retrying short and interrupted writes.
/// - Returns: nil when all was written, else the `errno` of the failure.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
}

/// `writeAll` of bytes in place, such as a trace buffer's.
func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return written < 0 ? errno : EIO }
        offset += written
    }
    return nil
}

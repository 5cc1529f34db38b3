import Glibc

/// Write every byte to `descriptor`, retrying short and interrupted writes.
/// - Returns: nil when all was written, else the `errno` of the failure.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
        var offset = 0
        while offset < raw.count {
            let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }
}

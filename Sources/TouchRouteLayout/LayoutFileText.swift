import Glibc
import TouchRouteEvdev

/// The text of a layout file, read whole with `open`/`read`.
///
/// Only a regular file of at most `LayoutLimits.largestFileSize` bytes of
/// UTF-8 is read: a device node (`/dev/zero`, `/dev/urandom`) would be read
/// until memory runs out, a FIFO would block waiting for a writer, and a
/// binary file would be echoed into the terminal by the messages about it. A
/// failure carries the operating system's reason (`No such file or
/// directory`, `Permission denied`, `Is a directory`).
enum LayoutFileText {
    /// Bytes read per `read` call.
    private static let chunkSize = 16 * 1024

    static func read(path: String) throws(LayoutError) -> String {
        // O_NONBLOCK so that opening a FIFO cannot hang; it changes nothing for
        // regular files.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw unreadable(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(path, errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw unreadable(path, EISDIR)
        default:
            throw LayoutError(
                file: path, line: nil, keyPath: "",
                problem: "the layout is not a regular file but a device, FIFO or socket",
                remedy: "Give the path of a layout file (YAML or JSON).")
        }
        let bytes = try readAll(descriptor, path: path)
        return try text(of: bytes, file: path)
    }

    /// Every byte, refusing the file as soon as it passes the size limit (a
    /// file may grow while it is read, so `st_size` alone is not trusted).
    private static func readAll(_ descriptor: Int32, path: String) throws(LayoutError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunkSize) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
                guard bytes.count <= LayoutLimits.largestFileSize else { throw tooLarge(path) }
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw unreadable(path, errno)
            }
        }
    }

    /// `bytes` as text; bytes that are not UTF-8 are refused at their line,
    /// quoted with escapes (a binary file must not reach the terminal raw).
    static func text(of bytes: [UInt8], file: String) throws(LayoutError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // The first bad byte, and the line it is on.
        let offset = UTF8TextPrefix.length(of: bytes)
        let before = bytes[..<offset]
        let line = 1 + before.count { $0 == UInt8(ascii: "\n") }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        // Quoted from a little before the bad byte, so the quote shows it.
        let quoteStart = max(lineStart, offset - 16)
        let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let byte = String(bytes[offset], radix: 16, uppercase: true)
        throw LayoutError(
            file: file, line: line, keyPath: "",
            problem: "the file is not UTF-8 text: the byte 0x\(byte.count < 2 ? "0" : "")\(byte) is not UTF-8, in "
                + "\(QuotedInput(bytes: bytes[quoteStart..<lineEnd]))",
            remedy: "Give a layout file (YAML or JSON) saved as UTF-8.")
    }

    static func tooLarge(_ path: String) -> LayoutError {
        LayoutError(
            file: path, line: nil, keyPath: "",
            problem: "the file is larger than \(LayoutLimits.largestFileSize / 1024) KiB, the most a layout may be",
            remedy: "Give a layout file: layouts are a few kilobytes of YAML or JSON.")
    }

    private static func unreadable(_ path: String, _ code: Int32) -> LayoutError {
        LayoutError(
            file: path, line: nil, keyPath: "",
            problem: "cannot read the layout file: \(String(cString: strerror(code)))",
            remedy: "Check the path and that the file is readable.")
    }
}

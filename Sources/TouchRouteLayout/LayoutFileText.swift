import SystemPackage
import TouchRouteEvdev
import TouchRouteFiles

/// The text of a layout file, read whole by `RegularFile`.
///
/// Only a regular file of at most `LayoutLimits.largestFileSize` bytes of
/// UTF-8 is read: a device node (`/dev/zero`, `/dev/urandom`) would be read
/// until memory runs out, a FIFO would block waiting for a writer, and a
/// binary file would be echoed into the terminal by the messages about it. A
/// failure carries the operating system's reason (`No such file or
/// directory`, `Permission denied`, `Is a directory`).
enum LayoutFileText {
    static func read(path: String) throws(LayoutError) -> String {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.bytes(atPath: path, limit: LayoutLimits.largestFileSize)
        } catch {
            switch error {
            case .unreadable(let code): throw unreadable(path, code)
            case .directory: throw unreadable(path, .isDirectory)
            case .tooLarge: throw tooLarge(path)
            case .notARegularFile:
                throw LayoutError(
                    file: path, line: nil, keyPath: "",
                    problem: "the layout is not a regular file but a device, FIFO or socket",
                    remedy: "Give the path of a layout file (YAML or JSON).")
            }
        }
        return try text(of: bytes, file: path)
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

    private static func unreadable(_ path: String, _ code: Errno) -> LayoutError {
        LayoutError(
            file: path, line: nil, keyPath: "",
            problem: "cannot read the layout file: \(code)",
            remedy: "Check the path and that the file is readable.")
    }
}

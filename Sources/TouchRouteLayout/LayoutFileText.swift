import Glibc

/// The text of a layout file, read whole with the C library's `fopen`/`fread`.
///
/// Layout files are small (a few kilobytes), so they are read in one go; a
/// failure carries the operating system's reason (`No such file or
/// directory`, `Permission denied`, `Is a directory`).
enum LayoutFileText {
    /// Bytes read per `fread` call.
    private static let chunkSize = 16 * 1024

    static func read(path: String) throws(LayoutError) -> String {
        guard let stream = fopen(path, "r") else { throw unreadable(path, errno) }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, chunkSize, stream) }
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunkSize {
                if ferror(stream) != 0 { throw unreadable(path, errno) }
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func unreadable(_ path: String, _ code: Int32) -> LayoutError {
        LayoutError(
            file: path, line: nil, keyPath: "",
            problem: "cannot read the layout file: \(String(cString: strerror(code)))",
            remedy: "Check the path and that the file is readable.")
    }
}

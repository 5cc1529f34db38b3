import TouchRouteEvdev

/// Where a recording's bytes come from: a file, opened afresh for each pass
/// over it and read a chunk at a time, or bytes already in memory. A reader
/// that streams a file passes over it once; only its error paths read it again.
enum RecordingBytes {
    case file(path: String)
    case memory([UInt8])

    /// The bytes from the start, in chunks.
    func chunks() throws(RecordingError) -> RecordingChunks {
        switch self {
        case .file(let path): RecordingChunks(file: try RecordingFileStream(path: path))
        case .memory(let bytes): RecordingChunks(memory: bytes)
        }
    }
}

/// One pass over `RecordingBytes`.
final class RecordingChunks {
    private let file: RecordingFileStream?
    private let memory: [UInt8]
    private var position = 0
    /// Bytes still to read before the pass ends early; nil for no end but the file's.
    private var remaining: Int?

    /// The bytes of `file`, or only its first `limit` bytes.
    init(file: RecordingFileStream, limit: Int? = nil) {
        self.file = file
        memory = []
        remaining = limit
    }

    init(memory: [UInt8]) {
        file = nil
        self.memory = memory
    }

    /// Fills the start of `buffer` with the next bytes: the count, 0 at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordingError) -> Int {
        if let file {
            guard let remaining else { return try file.read(into: buffer) }
            let count = try file.read(
                into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<min(buffer.count, remaining)]))
            self.remaining = remaining - count
            return count
        }
        let count = min(buffer.count, memory.count - position)
        memory.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<position + count]))
        }
        position += count
        return count
    }
}

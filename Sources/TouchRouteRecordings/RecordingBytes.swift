import TouchRouteEvdev

/// Where a recording's bytes come from: a file opened once, read a chunk at
/// a time from its start for each pass over it, or bytes already in memory.
/// A reader that streams a file passes over it once; only its error paths
/// read it again, through the same descriptor.
enum RecordingBytes {
    /// `file`, refused once a pass has read more than `limit` bytes of it.
    case file(RecordingFileStream, limit: Int)
    case memory([UInt8])

    /// The bytes from the start, in chunks.
    func chunks() -> RecordingChunks {
        switch self {
        case .file(let file, let limit): RecordingChunks(file: file, limit: limit)
        case .memory(let bytes): RecordingChunks(memory: bytes)
        }
    }
}

/// One pass over `RecordingBytes`, from the first byte.
final class RecordingChunks {
    private let file: RecordingFileStream?
    private let memory: [UInt8]
    /// The bytes read so far in this pass: the offset of the next.
    private var position = 0
    /// The most bytes a pass reads before it refuses the file (`.tooLarge`):
    /// `st_size` was checked when the file was opened, but a file still
    /// being written grows.
    private let limit: Int
    /// Bytes still to read before the pass ends early; nil for no end but the file's.
    private var remaining: Int?

    /// The bytes of `file`, refused past `limit`, or only its first
    /// `budget` bytes when that is given.
    init(file: RecordingFileStream, limit: Int, budget: Int? = nil) {
        self.file = file
        memory = []
        self.limit = limit
        remaining = budget
    }

    init(memory: [UInt8]) {
        file = nil
        self.memory = memory
        limit = .max
    }

    /// Fills the start of `buffer` with the next bytes: the count, 0 at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(RecordingError) -> Int {
        if let file {
            let wanted = min(buffer.count, remaining ?? buffer.count)
            let count = try file.read(
                fromOffset: position, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<wanted]))
            position += count
            remaining = remaining.map { $0 - count }
            guard position <= limit else { throw file.tooLarge(bytes: position, limit: limit) }
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

import TouchRouteEvdev

extension RecordingFormat {
    /// Tells the formats apart by the first line that is not blank or a
    /// comment: evemu lines start with one letter and a colon (`N:`, `E:`),
    /// `libinput record` files with a longer YAML key (`version:`). Anything
    /// else is given to the evemu reader, which says what is wrong with it.
    init(detectingIn lines: [RecordingLine]) {
        self.init(detectingInLines: lines.map(\.text))
    }

    private init(detectingInLines lines: [String]) {
        for line in lines {
            let content = Substring(line).trimmingBlanks
            if content.isEmpty || content.first == "#" { continue }
            self =
                EvemuLineType(lineStart: content) == nil && Self.startsWithYAMLKey(content) ? .libinputRecord : .evemu
            return
        }
        self = .evemu
    }

    /// The format of the file at `path`, told by its first lines
    /// (`init(detectingIn:)`).
    init(detectingAtPath path: String) throws(RecordingError) {
        try self.init(detectingIn: RecordingFileStream(path: path))
    }

    /// The format of `file`, told by its first lines: the file is read only
    /// up to the first line that is not blank or a comment.
    ///
    /// - Throws: what the format's size limit refuses, by the size the file
    ///   had when it was opened: `RecordingFile.sizeLimit` for evemu, which
    ///   is read whole, and `LibinputRecordDocument.sizeLimit` for `libinput
    ///   record`, which is streamed.
    init(detectingIn file: RecordingFileStream) throws(RecordingError) {
        // Beyond evemu's limit, only the start is looked at: a disk image
        // with no line break is not read whole to find its first line.
        let budget = file.size > RecordingFile.sizeLimit ? Self.largestStartRead : nil
        let lines = RecordingLineStream(
            RecordingChunks(file: file, limit: LibinputRecordDocument.sizeLimit, budget: budget))
        var read: [String] = []
        while let line = try lines.next(), lines.isText(line) {
            read.append(lines.text(of: line))
            let content = Substring(read[read.count - 1]).trimmingBlanks
            if !content.isEmpty && content.first != "#" { break }
        }
        // A line that is not text before the first that counts: the evemu
        // reader reads the whole file and says what is wrong.
        self.init(detectingInLines: read)
        let limit = self == .libinputRecord ? LibinputRecordDocument.sizeLimit : RecordingFile.sizeLimit
        guard file.size <= limit else { throw file.tooLarge(bytes: file.size, limit: limit) }
    }

    /// The most bytes read to find the first line of a file too large for
    /// evemu: 1 MiB, far more than the comments `libinput record` writes
    /// before `version: 1`.
    private static let largestStartRead = 1024 * 1024

    /// Whether `text` starts with a word of two or more letters, digits, `_`,
    /// `-` or `.`, then a colon at the end or before a blank: `version: 1`,
    /// `ndevices:`. This only picks the reader; libyaml then reads the YAML.
    private static func startsWithYAMLKey(_ text: Substring) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let key = text[..<colon]
        let after = text[text.index(after: colon)...]
        return key.count > 1
            && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
            && (after.first.map(Substring.isBlank) ?? true)
    }
}

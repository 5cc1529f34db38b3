import TouchRouteEvdev

extension RecordedContent {
    /// Streams the `libinput record` file `file` into its document, every
    /// device in file order, reading a broken end
    /// as the place where the file was cut off, as
    /// `parsingEvemuCutTolerantly` reads evemu: the content is then that of
    /// the lines before the cut, and the error about the cut is returned beside it.
    ///
    /// The cut is a last line that is not text, or the line of an error
    /// with nothing but blank lines after it, or the line where a flow
    /// collection still open at the end of the file opened (a file cut
    /// inside `hidraw0: [` … `]`). Only then is the file read a second time,
    /// up to the cut.
    ///
    /// Every pass reads `file` from its start and refuses it once it has read
    /// more than `limit` bytes (`.tooLarge`): a file still being written may
    /// have grown past the limit since its size was checked.
    static func libinputRecordCutTolerantly(
        reading file: RecordingFileStream, limit: Int = LibinputRecordDocument.sizeLimit
    ) throws(RecordingError) -> (document: LibinputRecordDocument, unreadableLastLine: RecordingError?) {
        let path = file.path
        let bytes = RecordingBytes.file(file, limit: limit)
        let reading = LibinputRecordDocument.read(bytes, path: path, toleratesUnreadableLastLine: true)
        if let unreadableLastLine = reading.unreadableLastLine {
            let devices: [LibinputRecordDocument.Device]
            do {
                devices = try reading.result.get()
            } catch  where error.reason == .empty {
                throw unreadableLastLine  // nothing but the unreadable line: a binary file
            }
            let document = LibinputRecordDocument(devices: devices)
            guard !document.touchDevice.events.isEmpty else { throw unreadableLastLine }
            return (document, unreadableLastLine)
        }
        do {
            return (LibinputRecordDocument(devices: try reading.result.get()), nil)
        } catch {
            guard let cut = error.line, let last = reading.lastLineNumber, (1...last).contains(cut),
                error.reason.runsToTheEndOfTheFile || linesAreBlank(after: cut, in: bytes),
                case .success(let devices) = LibinputRecordDocument.read(
                    bytes, path: path, lineLimit: cut, toleratesUnreadableLastLine: false
                ).result
            else { throw error }
            let document = LibinputRecordDocument(devices: devices)
            guard !document.touchDevice.events.isEmpty else { throw error }
            return (document, error)
        }
    }

    /// Whether every line after `line` is blank: a line break, or the
    /// indentation of the next line, written before the recorder stopped.
    private static func linesAreBlank(after line: Int, in bytes: RecordingBytes) -> Bool {
        let lines = RecordingLineStream(bytes.chunks())
        while let next = try? lines.next() {
            guard next.number > line else { continue }
            guard lines.isText(next), Substring(lines.text(of: next)).trimmingBlanks.isEmpty else { return false }
        }
        return true
    }
}

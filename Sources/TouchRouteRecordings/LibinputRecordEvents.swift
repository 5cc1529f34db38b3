import TouchRouteEvdev

/// The events of one `libinput record` device as they are read, frame by
/// frame: its evdev events, kept as values (24 bytes each, no line per event:
/// only the first event's and the unfinished frame's), and libinput's
/// pointer events. Or, once a frame could not be read, why.
struct LibinputRecordEvents {
    var evdev = RecordedEventList()
    var pointer: [LibinputPointerEvent] = []
    /// The first frame that could not be read; the frames after it are not kept.
    var failure: RecordingError?

    /// The events, or the error of the first frame that could not be read.
    var result: Result<LibinputRecordEvents, RecordingError> {
        failure.map { .failure($0) } ?? .success(self)
    }

    /// Appends the events of `frame`, or keeps its error and stops keeping.
    mutating func append(frame: LibinputRecordNode, reader: LibinputRecordReader) throws(RecordingError) {
        try reader.append(frame: frame, to: &self)
    }

    /// Appends `frame` as `append(frame:reader:)` does, except that an error
    /// is kept rather than thrown: the stream reads on, since a description
    /// or YAML error later in the file is the one to report.
    mutating func appendKeepingFailure(frame: LibinputRecordNode, reader: LibinputRecordReader) {
        guard failure == nil else { return }
        do {
            try reader.append(frame: frame, to: &self)
        } catch {
            failure = error
            evdev = RecordedEventList()
            pointer = []
        }
    }
}

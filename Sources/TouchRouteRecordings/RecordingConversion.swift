import TouchRoute
import TouchRouteEvdev

/// Writes loaded recordings in either file format, as `touchroute convert`
/// does: evemu (one device) or `libinput record` (any number), with each
/// device's description and every one of its evdev events, so that the file
/// read back routes the same.
///
/// Times are written from one origin, the earliest first event of all the
/// devices, as `libinput record --all` counts them: the gaps between frames,
/// and between devices, stay as recorded (a recording that started at a
/// large clock value starts near zero). libinput's own pointer events (a
/// `libinput record --with-libinput` file: a touchpad's scroll exists only
/// as those) are kept too, after the frame they follow: as `- libinput:`
/// lists, or in evemu as `# libinput: …` comments (see
/// `LibinputPointerEvent.evemuComment(timedFrom:)`). udev properties go into
/// evemu as `# udev:` comments (see `EvemuWriter`).
///
/// Text is handed to `sink` in pieces of about 64 KiB, so a large recording
/// is never held twice.
public enum RecordingConversion {
    /// Write `recording` as an evemu file: its description, then its events.
    public static func writeEvemu(
        _ recording: Recording, to sink: ([UInt8]) throws -> Void
    ) rethrows {
        let writer = EvemuWriter(description: recording.description, node: recording.node)
        var bytes = Array(writer.header.utf8)
        let start = Recording.timeOrigin(of: [recording])
        try writeEvents(
            recording.events, pointer: recording.pointerEvents, origin: start, with: writer, into: &bytes, sink: sink
        ) { pointer, bytes in
            for event in pointer {
                bytes.append(contentsOf: event.evemuComment(timedFrom: start).utf8)
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        try sink(bytes)
    }

    /// Write `recordings` as one `libinput record` file: its header, then
    /// each device's description and events, in the order given.
    public static func writeLibinputRecord(
        _ recordings: [Recording], to sink: ([UInt8]) throws -> Void
    ) rethrows {
        let devices = recordings.map {
            LibinputRecordDevice(
                description: $0.description, node: $0.node, events: $0.events, pointerEvents: $0.pointerEvents)
        }
        try writeLibinputRecord(devices, origin: Recording.timeOrigin(of: recordings), to: sink)
    }

    /// Write `devices` as one `libinput record` file, their times counted
    /// from `origin`: for a recorder of several devices, which keeps each
    /// one's events aside (in a file) until it stops, and reads them back
    /// here once, in order.
    public static func writeLibinputRecord<Events>(
        _ devices: [LibinputRecordDevice<Events>], origin start: EventTime, to sink: ([UInt8]) throws -> Void
    ) rethrows {
        var bytes = Array(LibinputRecordWriter.fileHeader(deviceCount: devices.count).utf8)
        for device in devices {
            let writer = LibinputRecordWriter(description: device.description, node: device.node)
            bytes.append(contentsOf: writer.deviceHeader.utf8)
            try writeEvents(
                device.events, pointer: device.pointerEvents, origin: start, with: writer, into: &bytes, sink: sink
            ) { pointer, bytes in
                bytes.append(contentsOf: "  - libinput:\n".utf8)
                for event in pointer {
                    bytes.append(contentsOf: "    - \(event.libinputRecordText(timedFrom: start))\n".utf8)
                }
            }
        }
        try sink(bytes)
    }

    /// The pieces handed to a sink are about this size, in bytes.
    static let pieceSize = 64 * 1024

    /// Append each of `events`' lines with its time counted from `origin`
    /// (`InputEvent.timed(from:)`), and after each frame the pointer events
    /// due by its `SYN_REPORT` (the rest after the last frame) through
    /// `writePointer`, handing `bytes` to `sink` whenever a piece is full.
    private static func writeEvents(
        _ events: some Sequence<InputEvent>, pointer: [LibinputPointerEvent], origin start: EventTime,
        with writer: some EventLineWriter, into bytes: inout [UInt8], sink: ([UInt8]) throws -> Void,
        writePointer: (ArraySlice<LibinputPointerEvent>, inout [UInt8]) -> Void
    ) rethrows {
        var nextPointer = 0
        var startsFrame = true
        for event in events {
            writer.appendLine(for: event.timed(from: start), startsFrame: startsFrame, to: &bytes)
            startsFrame = event.isReport
            if event.isReport {
                let due = pointer[nextPointer...].prefix { $0.time.totalMicroseconds <= event.time.totalMicroseconds }
                if !due.isEmpty { writePointer(due, &bytes) }
                nextPointer += due.count
            }
            if bytes.count >= pieceSize {
                try sink(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        if nextPointer < pointer.count { writePointer(pointer[nextPointer...], &bytes) }
    }
}

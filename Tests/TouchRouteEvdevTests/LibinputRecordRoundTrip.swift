import Testing

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// A recording written as `libinput record` YAML to a file and loaded back
/// with `Recording.load`, as `touchroute replay` would load it.
enum LibinputRecordRoundTrip {
    /// Every fixture that loads on its own (not the events-only file that has
    /// no description beside it).
    static let fixtures = [
        "libinput/keyboard-and-touchscreen.yml", "libinput/touchscreen.yml", "old-format.evemu", "panel/device.desc",
        "panel/tap.events", "protocol-a/crossing.evemu", "protocol-b/device.desc",
        "protocol-b/out-of-range-slot.events",
        "protocol-b/palm.events", "protocol-b/syn-dropped.events", "protocol-b/tracking-id-reuse.events",
        "protocol-b/two-fingers.events", "single-touch/drag.evemu", "swipe.evemu", "vertical-drag.evemu",
    ]

    /// `recording` written with `LibinputRecordWriter` and loaded again.
    static func reload(_ recording: Recording) throws -> Recording {
        let folder = TemporaryFolder()
        let text = LibinputRecordWriter(description: recording.description, node: "/dev/input/event5")
            .text(events: recording.events)
        return try Recording.load(from: folder.write("copy.yml", text: text))
    }

    /// The same description (but for its `source`, the file it came from)
    /// and the same events, complete frames only in both.
    static func expectSame(_ copy: Recording, as original: Recording, sourceLocation: SourceLocation = #_sourceLocation)
    {
        var description = copy.description
        description.source = original.description.source
        #expect(description == original.description, "\(original.path)", sourceLocation: sourceLocation)
        #expect(copy.events == original.events, "\(original.path)", sourceLocation: sourceLocation)
        #expect(copy.format == .libinputRecord, sourceLocation: sourceLocation)
        #expect(copy.truncation == nil, "\(original.path)", sourceLocation: sourceLocation)
    }
}

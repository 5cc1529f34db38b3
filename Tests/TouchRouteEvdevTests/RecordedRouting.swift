import TouchRoute
import TouchRouteTesting

@testable import TouchRouteEvdev
@testable import TouchRouteRecordings

/// A recording routed through the whole pipeline into the default layout, as
/// `touchroute replay` does, with the trace kept for assertions.
struct RecordedRouting {
    let layout: DefaultLayout
    let trace: TraceRecorder
    let outcome: TouchReader<RecordedEventSource>.Outcome

    init(_ recording: Recording, screen: Size, page: Int = 0) throws {
        let decoder = try TouchDecoder(device: recording.description)
        let mapping = try CoordinateMapping(device: recording.description, options: .init(screenSize: screen))
        layout = DefaultLayout(screen: screen)
        layout.show(page: page)
        trace = TraceRecorder(layout.window)
        let pipeline = TouchPipeline(
            reader: TouchReader(
                source: RecordedEventSource(name: recording.path, events: recording.events), decoder: decoder),
            mapping: mapping, window: layout.window,
            timeOrigin: recording.events.first?.time ?? EventTime(seconds: 0, microseconds: 0))
        outcome = pipeline.dispatch()
        layout.window.settle()
    }

    /// A file of `../shared/recordings`, at the screen size its README assumes.
    init(shared name: String, page: Int = 0) throws {
        let recording = try Recording.load(from: RecordingFixtures.sharedRecordings + "/" + name)
        try self.init(recording, screen: SharedRecordingScreens.size(for: name), page: page)
    }
}

/// The screen sizes the shared recordings' README assumes for each device.
enum SharedRecordingScreens {
    static func size(for name: String) -> Size {
        if name.hasPrefix("ep0430m09") { return Size(width: 1280, height: 768) }
        if name.hasPrefix("wacom-isdv4-e6") { return Size(width: 1366, height: 768) }
        return Size(width: 800, height: 480)
    }

    /// Every events file, as `folder/name`.
    static var eventFiles: [String] {
        guard RecordingFixtures.sharedRecordingsArePresent else { return [] }
        return ["atmel-maxtouch", "ep0430m09", "wacom-isdv4-e6"].flatMap { folder in
            RecordingFixtures.names(in: RecordingFixtures.sharedRecordings + "/" + folder)
                .filter { $0.hasSuffix(".events") }
                .map { folder + "/" + $0 }
        }
    }
}

import TouchRoute
import TouchRouteEvdev
import TouchRouteRecordings

/// One device of a replay: its recording, decoded and mapped through a
/// pipeline of its own into the replay's one window, frame by frame.
final class ReplayedDevice {
    /// Where the device stands among the file's devices, from 0.
    let index: Int
    let recording: Recording
    let pointer: ReplayedPointer
    let placement: DevicePlacement
    let pipeline: TouchPipeline<RecordedEventSource>
    /// The index of the `SYN_REPORT` that ends the next frame to route; nil
    /// once every event has been routed. A loaded recording ends with one.
    private(set) var frameEnd: Int?

    /// - Parameters:
    ///   - numbering: shared by every device of the window, so two devices'
    ///     touches never share an id.
    ///   - timeOrigin: the event time that is window time 0: the earliest
    ///     first event of every device replayed, so their frames keep their
    ///     recorded order and gaps.
    init(
        index: Int, recording: Recording, placement: DevicePlacement, window: Window, numbering: ContactNumbering,
        timeOrigin: EventTime
    ) throws(DecoderSetupError) {
        self.index = index
        self.recording = recording
        self.placement = placement
        pointer = ReplayedPointer(recording: recording)
        let decoder = try TouchDecoder(device: recording.description, numbering: numbering)
        let source = RecordedEventSource(name: recording.path, events: pointer.events(of: recording))
        pipeline = TouchPipeline(
            reader: TouchReader(source: source, decoder: decoder), mapping: placement.mapping, window: window,
            timeOrigin: timeOrigin)
        frameEnd = Self.reportIndex(in: source.events, from: 0)
    }

    /// The `SYN_REPORT` time of the next frame to route.
    var nextFrameTime: EventTime? { frameEnd.map { pipeline.reader.source.events[$0].time } }

    /// Route the next frame: libinput's pointer events due by its end first,
    /// then the frame, with `afterEachFrame` after it (and after a second
    /// frame the decoder emits for a tap that began and ended in it).
    func routeNextFrame(afterEachFrame: (TouchFrame) -> Void) {
        guard let frameEnd else { return }
        let source = pipeline.reader.source
        pipeline.dispatch(
            limit: frameEnd - source.position + 1,
            beforeEachFrame: routeLibinputPointer(before:),
            afterEachFrame: afterEachFrame)
        self.frameEnd = Self.reportIndex(in: source.events, from: source.position)
    }

    /// End the device's stream at `time`, when the whole recording ended:
    /// where the file was cut, if it was, is said first (a problem record),
    /// so the cancellation of the touches still down reads as its result;
    /// then the rest of libinput's pointer events are routed.
    func end(at time: EventTime, afterEachFrame: (TouchFrame) -> Void) {
        let reader = pipeline.reader
        reader.source.endTime = time
        if let truncation = recording.truncation {
            reader.problems?(
                DecodingProblem(time: time, kind: .recordingTruncated, message: truncation.description))
        }
        pipeline.dispatch(
            beforeEachFrame: routeLibinputPointer(before:),
            afterEachFrame: afterEachFrame)
        pointer.libinput?.finish(into: pipeline)
    }

    /// Route libinput's pointer events due by `frame`'s end, before it.
    private func routeLibinputPointer(before frame: DeviceFrame) {
        pointer.libinput?.route(through: frame.time, into: pipeline)
    }

    /// The first `SYN_REPORT` at or after `start`.
    private static func reportIndex(in events: [InputEvent], from start: Int) -> Int? {
        events[start...].firstIndex { $0.isReport }
    }
}

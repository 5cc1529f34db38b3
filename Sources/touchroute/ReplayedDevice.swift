import TouchRoute
import TouchRouteEvdev
import TouchRouteRecordings

/// One device of a replay: its recording, decoded and mapped through a
/// pipeline of its own into the replay's one window (`RecordedDevices`
/// routes the devices' frames in time order).
final class ReplayedDevice {
    let recording: Recording
    let pointer: ReplayedPointer
    let placement: DevicePlacement
    let pipeline: TouchPipeline<RecordedEventSource>
    /// - Parameters:
    ///   - numbering: shared by every device of the window, so two devices'
    ///     touches never share an id.
    ///   - timeOrigin: the event time that is window time 0: the earliest
    ///     first event of every device replayed, so their frames keep their
    ///     recorded order and gaps.
    init(
        recording: Recording, placement: DevicePlacement, window: Window, numbering: ContactNumbering,
        timeOrigin: EventTime
    ) throws(DecoderSetupError) {
        self.recording = recording
        self.placement = placement
        pointer = ReplayedPointer(recording: recording)
        let decoder = try TouchDecoder(device: recording.description, numbering: numbering)
        let source = RecordedEventSource(name: recording.path, events: pointer.events(of: recording))
        pipeline = TouchPipeline(
            reader: TouchReader(source: source, decoder: decoder), mapping: placement.mapping, window: window,
            timeOrigin: timeOrigin)
    }

    /// Say where the file was cut, if it was: a problem record at the
    /// moment the recording stopped, just before the end cancels the touches
    /// still down, so the cancellation reads as its result.
    func reportTruncation() {
        guard let truncation = recording.truncation else { return }
        let reader = pipeline.reader
        reader.problems?(
            DecodingProblem(
                time: reader.source.currentTime(), kind: .recordingTruncated, message: truncation.description))
    }

    /// Route libinput's pointer events due by `frame`'s end, before it.
    func routeLibinputPointer(before frame: DeviceFrame) {
        pointer.libinput?.route(through: frame.time, into: pipeline)
    }
}

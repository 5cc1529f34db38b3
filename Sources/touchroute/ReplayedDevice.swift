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
        recording: Recording, pointer: ReplayedPointer, placement: DevicePlacement, window: Window,
        numbering: ContactNumbering, timeOrigin: EventTime, touchpad: TouchpadDecoder.Options, sharing: SharedPointer
    ) throws(DecoderSetupError) {
        self.recording = recording
        self.placement = placement
        self.pointer = pointer
        let decoder = try TouchDecoder(device: recording.description, numbering: numbering)
        let source = RecordedEventSource(name: recording.streamName, events: pointer.events(of: recording))
        pipeline = TouchPipeline(
            reader: TouchReader(source: source, decoder: decoder), mapping: placement.mapping, window: window,
            timeOrigin: timeOrigin, touchpadOptions: touchpad, pointer: sharing)
    }

    /// The devices at `indices` of `recordings`, each through its own
    /// pipeline into `window`: a pointer alone (a mouse, a touchpad that
    /// scrolls by libinput's events) from the window's centre, a touch
    /// device where `plan` places it. Their touches are numbered from one
    /// `ContactNumbering`, and window time counts from the earliest first
    /// event of them all, so their frames keep their recorded order and gaps.
    /// - Throws: a failure naming the recording's line when a device cannot
    ///   be mapped, or saying why it cannot be decoded.
    static func all(
        _ indices: [Int], of recordings: [Recording], plan: DeviceMappingPlan, window: Window,
        touchpad: TouchpadDecoder.Options
    ) throws -> [ReplayedDevice] {
        let numbering = ContactNumbering()
        // One pointer, as a desktop has: a mouse and a touchpad move the same one.
        let sharedPointer = SharedPointer(area: Rect(origin: .zero, size: window.frame.size))
        let origin = Recording.timeOrigin(of: indices.map { recordings[$0] })
        return try indices.map { index in
            let recording = recordings[index]
            let pointer = ReplayedPointer(recording: recording)
            let placement: DevicePlacement
            do throws(CoordinateMappingError) {
                placement =
                    pointer.isPointerOnly
                    ? DevicePlacement(
                        window: plan.windowSize,
                        mapping: try CoordinateMapping(
                            contactlessDevice: recording.description, screen: plan.windowSize),
                        source: .window)
                    : try plan.placement(of: recording.description)
            } catch {
                throw failure(error, in: recording)
            }
            do {
                return try ReplayedDevice(
                    recording: recording, pointer: pointer, placement: placement, window: window,
                    numbering: numbering, timeOrigin: origin, touchpad: touchpad, sharing: sharedPointer)
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    /// `error` as the command's failure, led by `FILE:LINE: ` when an axis or
    /// calibration line of the recording is at fault.
    static func failure(_ error: CoordinateMappingError, in recording: Recording) -> CommandFailure {
        CommandFailure(recording.location(of: error).map { "\($0): \(error)" } ?? "\(error)")
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

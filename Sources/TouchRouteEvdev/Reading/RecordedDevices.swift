import TouchRoute

/// The devices of one recording, each through its own pipeline into one
/// window, routed frame by frame in the order of their frames' `SYN_REPORT`
/// times (a tie goes to the device given first), as a session routes several
/// live touchscreens: a `libinput record --all` file of two panels replays as
/// the two panels were read. A recording of one device is the same, one frame
/// at a time.
///
/// Every stream ends at once, when the whole recording stopped (the last
/// event of any device): a device that went quiet before the others holds
/// its touches until then, and window time never runs back.
///
/// Give the pipelines one `ContactNumbering`, so the devices' touches never
/// share an id, and one time origin (the earliest first event of them all,
/// `Recording.timeOrigin(of:)`), so their frames keep the recorded gaps.
///
/// Cost: O(devices × events in a frame) to find each next frame
/// (`RecordedFrameOrder`); nothing allocated.
public final class RecordedDevices {
    /// One pipeline per device of the recording; when two frames end at the same time, the earlier
    /// pipeline's goes first.
    public let pipelines: [TouchPipeline<RecordedEventSource>]
    /// Whether `end` has ended every stream.
    public private(set) var hasEnded = false

    /// Plays the devices behind `pipelines`, which feed one window; nothing is routed until
    /// `route(_:)`. Give them one `ContactNumbering` and one time origin (see the type's notes).
    public init(pipelines: [TouchPipeline<RecordedEventSource>]) {
        self.pipelines = pipelines
    }

    /// Events routed so far, of every device.
    public var eventCount: Int { pipelines.reduce(0) { $0 + $1.reader.eventCount } }

    /// The device whose next frame ends first, by its index in `pipelines`,
    /// with the index of that frame's `SYN_REPORT` in the device's events and
    /// its time; nil once every frame is routed. Route it with `route(_:)`.
    public var nextFrame: (device: Int, end: Int, time: EventTime)? {
        RecordedFrameOrder.first(of: pipelines.count) { device in
            let source = pipelines[device].reader.source
            return RecordedFrameOrder.frame(in: source.events, from: source.position)
        }
    }

    /// The window time of the next frame, or of the end once every frame is
    /// routed; nil once ended.
    public var nextWindowTime: Double? { windowTime(of: nextFrame) }

    /// The window time of `frame` (one `nextFrame` gave), or of the end when
    /// it is nil (every frame routed); nil once ended.
    public func windowTime(of frame: (device: Int, end: Int, time: EventTime)?) -> Double? {
        if let frame { return pipelines[frame.device].windowTime(frame.time) }
        guard !hasEnded, let first = pipelines.first else { return nil }
        return first.windowTime(endTime ?? first.timeOrigin)
    }

    /// Route `frame`, the `nextFrame` just found, with `beforeEachFrame` and
    /// `afterEachFrame` given the device's index.
    public func route(
        _ frame: (device: Int, end: Int, time: EventTime),
        beforeEachFrame: (Int, DeviceFrame) -> Void = { _, _ in },
        afterEachFrame: (Int, TouchFrame) -> Void = { _, _ in }
    ) {
        let device = frame.device
        let pipeline = pipelines[device]
        pipeline.dispatch(
            limit: frame.end - pipeline.reader.source.position + 1, beforeEachFrame: { beforeEachFrame(device, $0) },
            afterEachFrame: { afterEachFrame(device, $0) })
    }

    /// When the whole recording stopped: the last event of any device.
    public var endTime: EventTime? { pipelines.compactMap { $0.reader.source.events.last?.time }.max() }

    /// End every device's stream at `endTime`, once every frame is routed:
    /// the touches still down are cancelled. `beforeEnding` runs for each
    /// device just before its end (to say the file was cut, say, so the
    /// cancellation reads as its result).
    public func end(
        beforeEnding: (Int) -> Void = { _ in }, beforeEachFrame: (Int, DeviceFrame) -> Void = { _, _ in },
        afterEachFrame: (Int, TouchFrame) -> Void = { _, _ in }
    ) {
        guard !hasEnded else { return }
        let end = endTime
        for (device, pipeline) in pipelines.enumerated() {
            pipeline.reader.source.endTime = end
            beforeEnding(device)
            pipeline.dispatch(
                beforeEachFrame: { beforeEachFrame(device, $0) }, afterEachFrame: { afterEachFrame(device, $0) })
        }
        hasEnded = true
    }
}

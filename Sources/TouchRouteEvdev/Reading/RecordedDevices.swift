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
    public let pipelines: [TouchPipeline<RecordedEventSource>]
    /// Whether `end` has ended every stream.
    public private(set) var hasEnded = false

    public init(pipelines: [TouchPipeline<RecordedEventSource>]) {
        self.pipelines = pipelines
    }

    /// Events routed so far, of every device.
    public var eventCount: Int { pipelines.reduce(0) { $0 + $1.reader.eventCount } }

    /// The device whose next frame ends first, by its index in `pipelines`,
    /// with that frame's `SYN_REPORT` time; nil once every frame is routed.
    public var nextFrame: (device: Int, time: EventTime)? {
        RecordedFrameOrder.first(of: pipelines.count) { device in
            let source = pipelines[device].reader.source
            return RecordedFrameOrder.frameEnd(in: source.events, from: source.position).map { source.events[$0].time }
        }
    }

    /// The window time of the next frame, or of the end once every frame is
    /// routed; nil once ended.
    public var nextWindowTime: Double? {
        if let next = nextFrame { return pipelines[next.device].windowTime(next.time) }
        guard !hasEnded, let first = pipelines.first else { return nil }
        return first.windowTime(endTime ?? first.timeOrigin)
    }

    /// Route the next frame (see `nextFrame`), with `beforeEachFrame` and
    /// `afterEachFrame` given the device's index; false when none is left.
    @discardableResult
    public func routeNextFrame(
        beforeEachFrame: (Int, DeviceFrame) -> Void = { _, _ in },
        afterEachFrame: (Int, TouchFrame) -> Void = { _, _ in }
    ) -> Bool {
        guard let device = nextFrame?.device else { return false }
        let pipeline = pipelines[device]
        let source = pipeline.reader.source
        guard let end = RecordedFrameOrder.frameEnd(in: source.events, from: source.position) else { return false }
        pipeline.dispatch(
            limit: end - source.position + 1, beforeEachFrame: { beforeEachFrame(device, $0) },
            afterEachFrame: { afterEachFrame(device, $0) })
        return true
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

import TouchRoute
import TouchRouteEvdev

extension TouchSession {
    /// Read `device`: decoded from its state now (fingers already down
    /// included), mapped with `mapping`, routed into the window on session time.
    /// Any number of devices may feed one session; their touches get
    /// distinct numbers (`contactNumbering`), and `onDeviceChange` says
    /// `.added`.
    /// - Throws: `DeviceError` naming the device: `.sessionInUse` when the
    ///   session plays a recording, `.notATouchscreen` when it reports no
    ///   positions, or the failed `epoll_ctl`.
    public func addDevice(_ device: LibevdevDevice, mapping: CoordinateMapping) throws(DeviceError) {
        let decoder: TouchDecoder
        do {
            decoder = try TouchDecoder(
                device: device.description, snapshot: device.snapshot(), numbering: contactNumbering)
        } catch {
            throw DeviceError(device: device.path, reason: .notATouchscreen(DeviceKind(device.description)))
        }
        try addSource(device, decoder: decoder, mapping: mapping)
    }

    /// Read any pollable source as a device: its event times must be on
    /// `CLOCK_MONOTONIC`, as a `LibevdevDevice`'s are (an event's window time
    /// is the window's time when the session was made plus the event's time
    /// since). For sources of your own, tests (`PipeEventSource`) and
    /// benchmarks.
    /// - Throws: as `addDevice`.
    public func addSource(_ source: some PollableEventSource, decoder: TouchDecoder, mapping: CoordinateMapping)
        throws(DeviceError)
    {
        if let refusal = refusal(of: source.name, isDevice: true) { throw refusal }
        try epoll.add(source.pollDescriptor, for: source.name)
        let input = LiveInput(
            pipeline: TouchPipeline(
                reader: TouchReader(source: FrameQueue(source), decoder: decoder), mapping: mapping,
                window: window, timeOrigin: originTime, windowTimeAtOrigin: windowTimeAtOrigin,
                touchpadOptions: touchpadOptions, pointer: pointer))
        inputs.append(input)
        hasHadInput = true
        let returning = rememberedMappings.removeValue(forKey: input.device.key) != nil
        onDeviceChange?(.added(input.device, returning: returning))
    }

    /// Play `recording` through the same path as a device. It starts at
    /// `windowTimeNow`: an event's window time is that plus its recorded time
    /// since the first event, so on a new window and session the times are
    /// `touchroute replay`'s, and on a window at 30 s they are 30 s later,
    /// with the same intervals (a flick coasts, delays fire). At
    /// `.realTime(speed:)` each frame is routed when its recorded time
    /// (divided by `speed`) has passed since this call, and the router's
    /// deadlines come due on that timeline too; at `.asFastAsPossible` the
    /// next dispatch routes every frame and lets the window settle. Once it
    /// has played, window time goes on from where it left the window's clock,
    /// one second a second. The session ends once it has played and the
    /// window is at rest.
    ///
    /// `mapping` is the caller's: `OutputMap.coordinateMapping(for:base:)`
    /// maps the recorded device by `--map` rules and a layout's outputs, as
    /// it would a live one.
    ///
    /// A recording the session cannot play (the session already has an input,
    /// the speed is not a positive number, the recording has no positions) is
    /// not played, and a `.problem` record on the window's trace says why.
    public func addRecording(_ recording: Recording, mapping: CoordinateMapping, pace: SessionPace) {
        addRecording(devices: [(recording, mapping)], pace: pace)
    }

    /// Play the devices of one recording file together, as `addRecording`
    /// plays one: a `libinput record --all` file of two panels, say (load
    /// them with `Recording.loadEveryDevice`, and choose with
    /// `RecordingDeviceChoice`). Each device goes through its own pipeline
    /// with its own mapping; their frames are routed in the order of their
    /// `SYN_REPORT` times across them, their touches numbered from one
    /// `ContactNumbering` (so no two share an id), and window time counts
    /// from the earliest first event of them all, so the recorded gaps
    /// between the devices stay. Every stream ends when the last does.
    /// Refused, with a `.problem` record, as `addRecording` is, or when
    /// `devices` is empty or a device has no positions and no wheel.
    public func addRecording(devices: [(recording: Recording, mapping: CoordinateMapping)], pace: SessionPace) {
        let name = devices.first?.recording.path ?? "an empty recording"
        if let refusal = refusal(of: name, isDevice: false) {
            return report("client bug: \(refusal) The recording is not played.")
        }
        if case .realTime(let speed) = pace, !(speed > 0 && speed.isFinite) {
            return report(
                "client bug: \(name) cannot be played at speed \(speed): give a positive number of times real time (1 is the recorded pace). The recording is not played."
            )
        }
        guard !devices.isEmpty else {
            return report("client bug: addRecording was given no device to play. The recording is not played.")
        }
        let numbering = ContactNumbering()
        var decoders: [TouchDecoder] = []
        for device in devices {
            do {
                decoders.append(try TouchDecoder(device: device.recording.description, numbering: numbering))
            } catch {
                // The fact alone: the error's own remedy is to choose another
                // touchscreen, which a recording cannot do.
                return report("\(error.fact) The recording is not played.")
            }
        }
        let start = windowTimeNow
        if case .realTime(let speed) = pace { timeline = SessionTimeline(start: now, windowStart: start, speed: speed) }
        hasHadInput = true
        let origin = Recording.timeOrigin(of: devices.map(\.recording))
        let pipelines = zip(devices, decoders).map { device, decoder in
            TouchPipeline(
                reader: TouchReader(
                    source: RecordedEventSource(name: device.recording.streamName, events: device.recording.events),
                    decoder: decoder),
                mapping: device.mapping, window: window, timeOrigin: origin, windowTimeAtOrigin: start,
                touchpadOptions: touchpadOptions, pointer: pointer)
        }
        inputs.append(RecordingInput(devices: RecordedDevices(pipelines: pipelines), window: window, pace: pace))
        rearm()
    }

    /// Why `name` may not join: a recording plays alone, while devices (and
    /// a hotplug watch) may be many.
    func refusal(of name: String, isDevice: Bool) -> DeviceError? {
        let blocking = isDevice ? inputs.first { $0 is RecordingInput } : inputs.first
        return blocking.map { DeviceError(device: name, reason: .sessionInUse(by: $0.name)) }
    }

    private func report(_ message: String) {
        window.trace?(.problem(Problem(time: window.clock.now, kind: .recordingNotPlayed, message: message)))
    }
}

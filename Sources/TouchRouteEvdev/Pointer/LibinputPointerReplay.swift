import TouchRoute

/// Routes a recording's libinput pointer events (see `LibinputPointerEvent`)
/// into a `TouchPipeline`'s window, in time order with the pipeline's own
/// frames: call `route(through:into:)` with each frame's time before the
/// frame is routed, and `finish(into:)` once the recording has ended.
///
/// - A touchpad's (`.finger`) or other continuous scroll becomes
///   `PointerScroll`s in points, one libinput unit to one point: `.began` on
///   the first event of a scroll, `.changed` after, and `.ended` on
///   libinput's scroll stop (both axes 0). A scroll still going when the
///   recording ends is ended there, so none is left half done.
/// - libinput's wheel events are not routed: the kernel's `REL_WHEEL*`
///   events of the same turn are, through the pipeline's decoder, exactly as
///   a live mouse's would be. Using both would scroll twice.
/// - `POINTER_MOTION` moves the pipeline's pointer (unaccelerated, one unit to
///   one point) only for a device without `REL_X`/`REL_Y` of its own, such as
///   a touchpad; a mouse's pointer follows its kernel events.
public final class LibinputPointerReplay {
    /// The recording's libinput pointer events, in the order recorded.
    public let events: [LibinputPointerEvent]
    /// Whether `POINTER_MOTION` moves the pointer: the device has no relative motion.
    public let movesPointer: Bool
    /// The index of the next event to route.
    public private(set) var position = 0
    /// The continuous sources whose scroll has begun and not yet ended.
    private var fingerScrolling = false
    private var continuousScrolling = false

    /// A replay of `events` for `device`, starting at the first event; `device`'s `REL_X`/`REL_Y`
    /// decide `movesPointer`.
    public init(events: [LibinputPointerEvent], device: DeviceDescription) {
        self.events = events
        movesPointer = !(device.supports(type: .rel, code: .relX) || device.supports(type: .rel, code: .relY))
    }

    /// Whether the events hold a scroll this type routes (not a wheel's).
    public static func hasRoutedScroll(_ events: [LibinputPointerEvent]) -> Bool {
        events.contains {
            if case .scroll(let source, _, _) = $0.kind { source != .wheel } else { false }
        }
    }

    /// Route the events that happened at or before `time`.
    public func route<Source>(through time: EventTime, into pipeline: TouchPipeline<Source>) {
        while position < events.count, events[position].time <= time {
            route(events[position], into: pipeline)
            position += 1
        }
    }

    /// Route the rest, then end a scroll still going at the last event's time.
    public func finish<Source>(into pipeline: TouchPipeline<Source>) {
        while position < events.count {
            route(events[position], into: pipeline)
            position += 1
        }
        guard let last = events.last else { return }
        let timestamp = pipeline.windowTime(last.time)
        for source in [PointerScroll.Source.finger, .continuous] where isScrolling(source) {
            setScrolling(source, false)
            pipeline.window.handle(
                PointerScroll(
                    timestamp: timestamp, location: pipeline.pointer.location, source: source, phase: .ended,
                    delta: .zero))
        }
    }

    private func route<Source>(_ event: LibinputPointerEvent, into pipeline: TouchPipeline<Source>) {
        switch event.kind {
        case .motion(let dx, let dy):
            if movesPointer { pipeline.pointer.move(dx: dx, dy: dy) }
        case .scroll(.wheel, _, _):
            break
        case .scroll(let source, let dx, let dy):
            let isStop = dx == 0 && dy == 0
            let phase: PointerScroll.Phase
            if isStop {
                guard isScrolling(source) else { return }  // a stop with nothing going: nothing to end
                phase = .ended
            } else {
                phase = isScrolling(source) ? .changed : .began
            }
            setScrolling(source, !isStop)
            pipeline.window.handle(
                PointerScroll(
                    timestamp: pipeline.windowTime(event.time), location: pipeline.pointer.location, source: source,
                    phase: phase, delta: Vector(dx: dx, dy: dy)))
        }
    }

    private func isScrolling(_ source: PointerScroll.Source) -> Bool {
        source == .finger ? fingerScrolling : continuousScrolling
    }

    private func setScrolling(_ source: PointerScroll.Source, _ value: Bool) {
        if source == .finger { fingerScrolling = value } else { continuousScrolling = value }
    }
}

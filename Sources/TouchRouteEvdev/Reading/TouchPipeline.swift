import TouchRoute

/// The whole input path from an event source to a window:
///
/// ```
///  source ─▶ TouchReader ─▶ TouchDecoder ─▶ DeviceFrame (device units)
///         ─▶ CoordinateMapping ─▶ TouchFrame (window points) ─▶ Window.handle
///         ├▶ PointerReport ─▶ pointer moves; wheel ─▶ PointerScroll ─▶ Window.handle
///         └▶ a touchpad's contacts ─▶ TouchpadDecoder ─▶ pointer moves;
///                                     two fingers ─▶ .finger PointerScroll
/// ```
///
/// A device with a wheel moves `pointer` by its `REL_X`/`REL_Y` and scrolls
/// the view under it: each frame whose wheels turned becomes one `.wheel`
/// `PointerScroll`, routed after the frame's contacts. A touchpad's contacts
/// never reach the window as touches: `touchpad` turns them into the
/// pointer's motion and a two-finger scroll.
///
/// A live device, a recording and a synthetic stream all go through this same
/// path, so a replay routes exactly as the device would have. Window time is
/// `windowTimeAtOrigin` plus event time in seconds since `timeOrigin`.
/// Problems from reading and decoding reach the window's `trace` as
/// `.problem` records, beside the router's own.
///
/// Cost: per event, the decoder's switch; per frame, one mapping per changed
/// contact and `Window.handle`. The frame is reused: nothing is allocated per
/// event once touches are down.
public final class TouchPipeline<Source: EventSource> {
    /// Reads the source and decodes its events into frames in device units.
    public let reader: TouchReader<Source>
    /// Where device units land in the window. It may be replaced while
    /// touches are down (a panel recalibrated); they move to the new place.
    // Unchecked: decodeMapRoute_defaultLayout_perEvent, 2,457 → 2,574 instructions an event checked (all 2 here at
    // once).
    @exclusivity(unchecked) public var mapping: CoordinateMapping
    /// The window the mapped frames and pointer scrolls are routed into; its `trace` also receives
    /// the reading and decoding problems.
    public let window: Window
    /// The event time that is window time `windowTimeAtOrigin`: the first
    /// event of a recording, or the moment a session was made.
    public let timeOrigin: EventTime
    /// The window time of `timeOrigin`, in seconds: 0 for a replay on a new
    /// window; where the window's clock was, for a session made or a
    /// recording started on a window that has run (so time goes on from there).
    public let windowTimeAtOrigin: Double

    /// The window's pointer, which this pipeline's device moves and scrolls
    /// at: shared by the pipelines of one window, so a mouse and a touchpad
    /// move one pointer.
    public let sharedPointer: SharedPointer
    /// Where a pointer device's scrolls go: from the window's centre, moved by
    /// its motion (see `PointerPosition`). A host may move it too, such as a
    /// replay of libinput's pointer events.
    public var pointer: PointerPosition {
        get { sharedPointer.position }
        set { sharedPointer.position = newValue }
    }
    /// A touchpad's fingers as pointer motion and scrolling; nil for any
    /// other device (whose contacts are touches). Made in `init` with
    /// `touchpadOptions`.
    public private(set) var touchpad: TouchpadDecoder?

    // Unchecked: decodeMapRoute_defaultLayout_perEvent, 2,457 → 2,574 instructions an event checked (all 2 here at
    // once).
    @exclusivity(unchecked) private var frame = TouchFrame(timestamp: 0, contacts: [])

    /// Connects `reader` to `window` through `mapping`. `reader`, `mapping`, `window`, `timeOrigin` and
    /// `windowTimeAtOrigin` are the properties of the same name; `touchpadOptions` configures `touchpad`
    /// when the device is a touchpad; `pointer` is one shared by the pipelines of one window, nil for
    /// a new one at the window's centre. Replaces the reader's `problems` handler with one that sends
    /// each problem to the window's `trace`.
    public init(
        reader: TouchReader<Source>, mapping: CoordinateMapping, window: Window, timeOrigin: EventTime,
        windowTimeAtOrigin: Double = 0, touchpadOptions: TouchpadDecoder.Options = TouchpadDecoder.Options(),
        pointer: SharedPointer? = nil
    ) {
        self.reader = reader
        self.mapping = mapping
        self.window = window
        self.timeOrigin = timeOrigin
        self.windowTimeAtOrigin = windowTimeAtOrigin
        sharedPointer = pointer ?? SharedPointer(area: Rect(origin: .zero, size: window.frame.size))
        touchpad = TouchpadDecoder(
            device: reader.decoder.device, windowWidth: window.frame.size.width, options: touchpadOptions)
        frame.contacts.reserveCapacity(2 * SlottedContacts.maximumSlots + 2)
        reader.problems = { [unowned window] problem in
            window.trace?(
                .problem(
                    Problem(
                        time: windowTimeAtOrigin + problem.time.seconds(since: timeOrigin), kind: problem.kind,
                        message: problem.message)))
        }
    }

    /// Window time, in seconds, for an event time.
    public func windowTime(_ time: EventTime) -> Double { windowTimeAtOrigin + time.seconds(since: timeOrigin) }

    /// Read and route everything the source has now (or `limit` events), frame
    /// by frame. `beforeEachFrame` runs once each frame is decoded and mapped,
    /// just before the window handles it, with the decoded frame (its `time` is
    /// the `SYN_REPORT`'s); `afterEachFrame` runs once the window has handled it.
    @discardableResult
    public func dispatch(
        limit: Int = .max, beforeEachFrame: (DeviceFrame) -> Void = { _ in },
        afterEachFrame: (TouchFrame) -> Void = { _ in }
    ) -> TouchReader<Source>.Outcome {
        reader.dispatch(limit: limit) { deliver($0, beforeEachFrame: beforeEachFrame, afterEachFrame: afterEachFrame) }
    }

    /// End reading as `TouchReader.endAsRemoved` does, routing the
    /// cancellations into the window.
    public func endAsRemoved(afterEachFrame: (TouchFrame) -> Void = { _ in }) {
        reader.endAsRemoved { deliver($0, beforeEachFrame: { _ in }, afterEachFrame: afterEachFrame) }
    }

    /// Input stops with fingers maybe down (a session stopped, a host that
    /// quits): a touchpad's scroll under way ends at `time`, so no scroll is
    /// left begun and never ended. `time` is window time, in seconds.
    /// Touches are the window's to cancel (`Window.cancelAllTouches`).
    public func endPointerInput(atWindowTime time: Double) {
        guard let report = touchpad?.end() else { return }
        route(report, at: time)
    }

    /// Let the window's timers (such as a scroll view's 150 ms touch delay) fire
    /// up to `time`, when no frame arrives: for a live loop waking from `poll`.
    public func advanceTime(to time: EventTime) {
        window.advanceTime(to: windowTime(time))
    }

    private func deliver(
        _ deviceFrame: DeviceFrame, beforeEachFrame: (DeviceFrame) -> Void, afterEachFrame: (TouchFrame) -> Void
    ) {
        if touchpad != nil {
            frame.timestamp = windowTime(deviceFrame.time)
            frame.contacts.removeAll(keepingCapacity: true)
        } else {
            map(deviceFrame)
        }
        beforeEachFrame(deviceFrame)
        window.handle(frame)
        if let report = deviceFrame.pointer { route(report, at: frame.timestamp) }
        if let report = touchpad?.take(deviceFrame) { route(report, at: frame.timestamp) }
        afterEachFrame(frame)
    }

    /// Move the pointer by a touchpad's finger, or scroll by its two.
    private func route(_ report: TouchpadReport, at timestamp: Double) {
        if report.motion != .zero { pointer.move(dx: report.motion.dx, dy: report.motion.dy) }
        guard let phase = report.scrollPhase else { return }
        window.handle(
            PointerScroll(
                timestamp: timestamp, location: pointer.location, source: .finger, phase: phase,
                delta: report.scrollDelta))
    }

    /// Move the pointer by `report`'s motion, then scroll by its wheels there.
    private func route(_ report: PointerReport, at timestamp: Double) {
        if report.hasMotion { pointer.move(dx: Double(report.motionX), dy: Double(report.motionY)) }
        guard report.hasWheel else { return }
        window.handle(
            PointerScroll(
                timestamp: timestamp, location: pointer.location, source: .wheel,
                delta: Vector(dx: Double(report.wheelX), dy: Double(report.wheelY))))
    }

    /// Fill `frame` with `deviceFrame` in window time and points. The last
    /// frame's contacts are overwritten in place (a drag keeps their number)
    /// rather than removed and appended again, which cost a generic removal
    /// per frame.
    private func map(_ deviceFrame: DeviceFrame) {
        frame.timestamp = windowTime(deviceFrame.time)
        let count = deviceFrame.contacts.count
        if frame.contacts.count > count { frame.contacts.removeLast(frame.contacts.count - count) }
        for (index, contact) in deviceFrame.contacts.enumerated() {
            let mapped = mapping.contact(from: contact)
            if index < frame.contacts.count {
                frame.contacts[index] = mapped
            } else {
                frame.contacts.append(mapped)
            }
        }
    }
}

extension CoordinateMapping {
    /// A decoded contact in window points: its position kept on the screen, and
    /// its contact size scaled (a device without `ABS_MT_TOUCH_MINOR` gives a
    /// round contact).
    @inlinable
    public func contact(from contact: DeviceContact) -> Contact {
        var ellipse: ContactEllipse?
        if let major = contact.touchMajor {
            ellipse = ContactEllipse(
                major: contactLength(fromDeviceUnits: major),
                minor: contactLength(fromDeviceUnits: contact.touchMinor ?? major))
        }
        return Contact(
            id: contact.id, phase: contact.phase,
            location: clampedPoint(from: contact.position),
            ellipse: ellipse, pressure: contact.pressure, toolType: contact.toolType,
            cancellationReason: contact.cancellationReason)
    }
}

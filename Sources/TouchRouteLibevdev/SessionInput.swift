import TouchRoute
import TouchRouteEvdev

/// One source of frames in a `TouchSession`: a device, read when its
/// descriptor is readable, or a recording, played when the session's timer
/// says its next frame is due. The session keeps a list of them, so a second
/// device is one more element.
protocol SessionInput: AnyObject {
    /// For messages: a device's node or a recording's file.
    var name: String { get }
    /// What the session's epoll set watches for it; nil for a recording,
    /// which the session's timer drives.
    var pollDescriptor: Int32? { get }
    /// Events read so far, `SYN_DROPPED` and resync events included.
    var eventCount: Int { get }
    /// Nothing more will come from it, and it waits for nothing more: its
    /// stream ended (a recording played in real time also waits for the
    /// window to come to rest).
    var isFinished: Bool { get }
    /// The window time at which it next has something to route without its
    /// descriptor becoming readable (a recorded frame's time; −∞ for at
    /// once), or nil.
    var nextDue: Double? { get }
    /// The input as a device, or nil: what `as? any DeviceInput` would answer,
    /// without a dynamic cast on every dispatch (casting to the existential
    /// of a generic class made a frame's dispatch half as fast again). The
    /// extensions below answer it.
    var asDevice: (any DeviceInput)? { get }

    /// Route what it has for window time `now` through `session`'s hooks into
    /// the window: everything a device has until it would block; a
    /// recording's frames due by `now`. (The session routes a device this
    /// way only when it reads no other; several go through
    /// `DeviceInput.route(through:in:)`, to keep their frames in time order
    /// across them.)
    /// - Returns: `.active` while more may come; `.ended` once its stream has
    ///   ended and nothing is left to wait for; `.deviceRemoved` or `.failed`
    ///   in the call in which that happened (its touches cancelled).
    func route(upTo now: Double, in session: TouchSession) -> SessionOutcome

    /// The session stops with fingers maybe down: end its touchpad's scroll
    /// under way at window time `time` (see `TouchPipeline.endPointerInput`).
    func endPointerInput(atWindowTime time: Double)
}

extension SessionInput {
    var asDevice: (any DeviceInput)? { nil }
    /// Nothing to end, for an input without a pipeline (a hotplug watch).
    func endPointerInput(atWindowTime time: Double) {}
}

/// A session input that is a touchscreen: it has a mapping, and can be told
/// it went away.
protocol DeviceInput: SessionInput {
    var device: SessionDevice { get }
    /// How many touches its end cancelled.
    var cancelledAtEnd: Int { get }
    /// Whether its stream ended because the device went away.
    var wasRemoved: Bool { get }
    func setMapping(_ mapping: CoordinateMapping)
    /// Cancel its touches and stop reading it, once; see `TouchReader.endAsRemoved`.
    func endAsRemoved(in session: TouchSession)
    /// Read what the device has now without routing it (see `FrameQueue`).
    func readAhead()
    /// When its next frame read ahead happened (its `SYN_REPORT`'s time, on
    /// `CLOCK_MONOTONIC`), `.afterEveryFrame` for the end of its stream; nil
    /// when it holds no whole frame.
    var nextFrameTime: EventTime? { get }
    /// Route the frames read ahead that happened at or before `time` (nil:
    /// all of them, and the end of the stream); same answers as `route`.
    func route(through time: EventTime?, in session: TouchSession) -> SessionOutcome
}

extension DeviceInput {
    var asDevice: (any DeviceInput)? { self }
}

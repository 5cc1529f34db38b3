import TouchRoute
import TouchRouteEvdev

/// A window and what feeds it, behind one pollable descriptor and one call, as
/// libinput gives its caller an epoll descriptor and `libinput_dispatch`: a
/// foreign main loop (GTK, SDL, Qt, a Wayland shell) watches `pollDescriptor`
/// and calls `dispatch()` when it is readable, and never computes a timeout.
///
/// ```
///  device fd ──┐
///  timerfd ────┴─▶ epoll fd (pollDescriptor) ─▶ host's poll ─▶ dispatch()
///                                                               │
///   read every device until it would block (resync included) ◀─┤
///   route the devices' frames in time order across them       ◀─┤
///   release the recorded frames that are due                  ◀─┤
///   fire the router timers that are due, each at its deadline ◀─┤
///   re-arm the timerfd for the next deadline or frame         ◀─┘
/// ```
///
/// Time: a session continues its window's clock, it never starts it over.
/// Window time is the window's time when the session was made, plus the
/// seconds of `CLOCK_MONOTONIC` since:
///
/// ```
///  window time = window's clock at init + (CLOCK_MONOTONIC − CLOCK_MONOTONIC at init)
/// ```
///
/// Device events (kernel timestamps on `CLOCK_MONOTONIC`) map by that same
/// offset, and so do a host's own moments (`windowTime(forMonotonic:)`, a
/// vsync's timestamp, say); `windowTimeNow` stamps host frames and display
/// frames, and is never earlier than the window's clock. A recording starts
/// at `windowTimeNow` when it is added, and its recorded intervals follow
/// (see `addRecording`); once it has played, time goes on from where it left
/// the clock. So window time never goes back, and a session made at window
/// time 30 s, or after a replay, keeps real time: a flick coasts, a held
/// finger's delay fires on time.
///
/// Invariants: a router timer never fires before its deadline, and a device is
/// read before the timers that are due fire, so an event that raced a timer
/// is routed first. Frames are routed in the order of their `SYN_REPORT`
/// times, across devices too. Once touches are down, `dispatch` allocates
/// nothing (see the Benchmarks package). Use a session from one thread.
public final class TouchSession {
    /// Who the session's own errors name, such as a failed `epoll_create1`.
    static let name = "the touch session"

    /// The window the session feeds; its clock is the one the session continues.
    public let window: Window
    /// Called with each decoded frame just before the window handles it (the
    /// frame's `time` is its `SYN_REPORT`'s): for latency measurement.
    public var beforeEachFrame: ((DeviceFrame) -> Void)?
    /// Called with each frame once the window has handled it, a host-fed one
    /// included: for writing out what the frame produced.
    public var afterEachFrame: ((TouchFrame) -> Void)?
    /// Called when the window may have changed outside a frame: after each
    /// deadline's timers fire, after a recording settles a step, after
    /// touches are cancelled by a stop, and once at the end of every dispatch
    /// (then often with nothing new). For flushing output step by step.
    public var afterTimers: (() -> Void)?
    /// Called when a touchscreen joins, is refused, or goes away.
    public var onDeviceChange: ((DeviceChange) -> Void)?
    /// How a touchpad's fingers move the pointer and scroll, for the devices
    /// and recordings added after it is set (`TouchpadDecoder.Options`).
    public var touchpadOptions = TouchpadDecoder.Options()
    /// The window's one pointer, which every mouse and touchpad of the
    /// session moves, and at which their scrolls go.
    public let pointer: SharedPointer

    /// Where every device's decoder gets its contact numbers, so touches from
    /// two touchscreens never share one. Give it to decoders made for
    /// `addSource`.
    public let contactNumbering = ContactNumbering()

    // Internal for the session's other files (adding inputs, the run loops)
    // and its tests; nothing else touches them.
    var epoll: EpollSet
    var timer: SessionTimer
    /// `CLOCK_MONOTONIC` (or a test's clock) now, in nanoseconds.
    private let clock: () -> Int
    /// The clock's reading at session time 0, in nanoseconds: a whole
    /// microsecond, so device event times (µs) convert to session time exactly.
    private let origin: Int
    /// Where window time is, by session time: see the type's comment.
    var timeline: SessionTimeline
    var inputs: [any SessionInput] = []
    /// Events read from devices that have gone and left `inputs`.
    var retiredEventCount = 0
    /// Whether an input ever joined: a session fed only by the host never ends.
    var hasHadInput = false
    /// Whether `followTouchscreens` watches for hotplug: then the session
    /// never ends on its own, since touchscreens may always come.
    var isFollowingTouchscreens = false
    /// The mapping options of each device that went away, by its key, so it
    /// maps the same way when it comes back (and is `returning` then).
    var rememberedMappings: [DeviceKey: CoordinateMapping.Options] = [:]

    /// Make a session for `window`, with an epoll descriptor and a
    /// `CLOCK_MONOTONIC` timerfd (both close-on-exec and non-blocking).
    /// - Throws: `DeviceError` naming the session when the system is out of
    ///   descriptors or memory.
    public convenience init(window: Window) throws(DeviceError) {
        try self.init(window: window, clock: MonotonicClock.nanoseconds)
    }

    /// A session on `clock` (nanoseconds on `CLOCK_MONOTONIC`'s scale), for
    /// tests that move time themselves; the timerfd is still armed on the
    /// real clock, by the intervals this one gives.
    init(window: Window, clock: @escaping () -> Int) throws(DeviceError) {
        self.window = window
        self.clock = clock
        pointer = SharedPointer(area: Rect(origin: .zero, size: window.frame.size))
        origin = clock() / 1000 * 1000
        timeline = .live(from: window.clock.now, at: 0)
        epoll = try EpollSet(owner: Self.name)
        timer = try SessionTimer(session: Self.name)
        try epoll.add(timer.descriptor, for: Self.name)
    }

    /// The descriptor to watch for readability (`POLLIN`): readable when a
    /// device has events, a recorded frame or a router deadline is due, or a
    /// device went away. Then call `dispatch()`.
    public var pollDescriptor: Int32 { epoll.descriptor }

    /// Session time now, in seconds since the session was made.
    public var now: Double { Double(clock() - origin) / 1e9 }

    /// Events read so far from every device and recording.
    public var eventCount: Int { inputs.reduce(retiredEventCount) { $0 + $1.eventCount } }

    /// The event time (on `CLOCK_MONOTONIC`) of session time 0.
    var originTime: EventTime {
        EventTime(totalMicroseconds: origin / 1000)
    }

    /// The window time of `originTime`: where a device's pipeline puts it.
    var windowTimeAtOrigin: Double { timeline.windowTime(atSessionTime: 0) }

    /// Read, route and fire what is due, without ever blocking: every device
    /// until it would block (a resync after `SYN_DROPPED` included), their
    /// frames in time order across them, the recorded frames that are due,
    /// then each router timer that is due, at its own deadline and after
    /// reading again; then re-arm the timer. Calling it when nothing is ready
    /// is harmless.
    public func dispatch() -> SessionOutcome {
        timer.acknowledge(now: clock())
        let outcome = step(firingTimers: true)
        rearm()
        return outcome
    }

    /// Route a frame from the host's own input (an SDL mouse as a finger, say),
    /// stamped with `windowTimeNow`, and re-arm for the timers it set.
    public func handle(_ frame: TouchFrame) {
        window.handle(frame)
        afterEachFrame?(frame)
        rearm()
    }

    /// Arm the timer for the next moment a dispatch is due: the window's next
    /// deadline or a recording's next frame, whichever is first, or disarm it.
    /// Call it after changing the window outside the session (an animated
    /// `setContentOffset`, `scrollToPage`). O(inputs); allocates nothing, and
    /// makes no system call when the moment has not changed.
    public func rearm() {
        var due = window.clock.nextDeadline
        for input in inputs {
            if let next = input.nextDue { due = min(due ?? next, next) }
        }
        let clockNow = clock()
        timer.arm(at: due.map(clockReading(atWindowTime:)), now: clockNow)
    }

    /// Route what the inputs have; then, when `firingTimers`, fire the
    /// router's deadlines that are due one at a time, reading the inputs again
    /// before each. `afterTimers` follows every step.
    ///
    /// A deadline fires by event time, never by how late the reader is: the
    /// moment is taken before the devices are read, so every event they
    /// stamped before it has been read (and routed, the window firing the
    /// timers due before each frame first) when a deadline up to that moment
    /// fires. A deadline that came while they were being read waits for the
    /// next reading. So a session woken late, on a busy machine or after a
    /// stop, decides as the replay of the same events does; the clock alone
    /// fires a timer only when no event is waiting (a finger resting still).
    func step(firingTimers: Bool) -> SessionOutcome {
        var outcome = SessionOutcome.active
        while true {
            let readFrom = windowNow
            let routed = route(upTo: readFrom)
            if routed != .active { outcome = routed }
            afterTimers?()
            guard firingTimers, let deadline = window.clock.nextDeadline, deadline <= windowNow else { break }
            // Due since the reading began: read again first.
            guard deadline <= readFrom else { continue }
            window.advanceTime(to: deadline)
            afterTimers?()
        }
        if outcome == .active && hasHadInput && !isFollowingTouchscreens && inputs.allSatisfy({ $0.isFinished }) {
            // A recording played at another speed leaves its timeline scaled.
            continueFromWindowTimeNow()
            return .ended
        }
        return outcome
    }

    /// Whether a device or a recording feeds the session (host frames aside).
    public var hasInput: Bool { !inputs.isEmpty }

    /// Window time now, by the session's timeline.
    var windowNow: Double { timeline.windowTime(atSessionTime: now) }

    /// Window time now, in seconds, for stamping host frames and display
    /// frames: the window's time when the session was made plus the seconds
    /// since (scaled while a recording plays in real time at another speed),
    /// and never before the window's clock (a host that settled the window
    /// itself has put the clock ahead).
    public var windowTimeNow: Double { max(windowNow, window.clock.now) }

    /// The window time of `time`, a moment on `CLOCK_MONOTONIC` (a vsync's
    /// timestamp, say), by the same offset as device events; never before the
    /// window's clock, so a vsync that came before the last frame routed
    /// steps the motion at that frame's time.
    public func windowTime(forMonotonic time: EventTime) -> Double {
        max(timeline.windowTime(atSessionTime: time.seconds(since: originTime)), window.clock.now)
    }

    /// Go on from the window time now, one second a second: after a recording
    /// has played (one played as fast as possible leaves the clock ahead, one
    /// played at another speed leaves its timeline scaled).
    func continueFromWindowTimeNow() {
        timeline = .live(from: windowTimeNow, at: now)
    }

    /// The clock reading (nanoseconds) at which window time `time` comes, by
    /// the timeline; rounded up and a nanosecond later, so a timer armed for
    /// it never wakes the session before `windowNow` has reached `time`. A
    /// time already past (−∞ for at once) gives a reading before now.
    private func clockReading(atWindowTime time: Double) -> Int {
        let seconds = min(max(timeline.sessionTime(atWindowTime: time), -1), 1e9)
        return origin + Int((seconds * 1e9).rounded(.up)) + 1
    }
}

import TouchRoute
import TouchRouteEvdev

/// Sends events at their deadlines on a schedule, waiting on a clock:
///
/// ```
///  start = clock.now()
///  for each event: frame start? ─▶ shouldStop() ─▶ stop between frames
///                  deadline later than the last wait? ─▶ clock.sleep(until: start + deadline)
///                  send(event)
///                  the first frame's end? ─▶ start = clock.now() − its deadline
/// ```
///
/// Events that share a deadline (a frame's events share the kernel's time)
/// are sent together after one wait. Stopping is checked only where a frame
/// starts, so playback never ends halfway through a frame.
///
/// The schedule is anchored where the first frame actually went out: that
/// frame runs cold code (under emulation, code translated for the first
/// time) and can leave milliseconds late, and a reader times everything
/// from it, the touch-down. Anchored there, each later frame keeps its
/// recorded interval from it, so a move recorded 2 ms after a 150 ms touch
/// delay still arrives after it. Later lateness is not carried on.
public struct PacedPlayback<Clock: PlaybackClock> {
    /// When each event is due, counted from where the first frame went out.
    public let schedule: PlaybackSchedule
    /// The clock read for the start and slept on until each deadline.
    public let clock: Clock

    /// Makes a player that keeps to `schedule` on `clock`; nothing is sent until `play`.
    public init(schedule: PlaybackSchedule, clock: Clock) {
        self.schedule = schedule
        self.clock = clock
    }

    /// Send `events` in order, each once, at its deadline.
    /// - Parameters:
    ///   - events: the recording's events, in order, with their recorded times.
    ///   - shouldStop: asked before each frame; true ends playback there.
    ///   - send: writes one event; an error it throws ends playback.
    /// - Returns: how many events were sent: all of them, or fewer when
    ///   `shouldStop` said so.
    @discardableResult
    public func play<Failure: Error>(
        _ events: [InputEvent], shouldStop: () -> Bool = { false },
        send: (InputEvent) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        var start = clock.now()
        var anchored = false
        var waitedFor: EventDuration?
        var startsFrame = true
        for (index, event) in events.enumerated() {
            if startsFrame && shouldStop() { return index }
            if let deadline = schedule.deadline(of: event), waitedFor.map({ deadline > $0 }) ?? true {
                clock.sleep(until: start + deadline)
                waitedFor = deadline
            }
            try send(event)
            startsFrame = event.isReport
            if startsFrame && !anchored {
                anchored = true
                if let deadline = schedule.deadline(of: event) { start = clock.now() - deadline }
            }
        }
        return events.count
    }
}

import TouchRouteEvdev

/// Sends events at their deadlines on a schedule, waiting on a clock:
///
/// ```
///  start = clock.now()
///  for each event: frame start? ─▶ shouldStop() ─▶ stop between frames
///                  deadline later than the last wait? ─▶ clock.sleep(until: start + deadline)
///                  send(event)
/// ```
///
/// Events that share a deadline (a frame's events share the kernel's time)
/// are sent together after one wait. Stopping is checked only where a frame
/// starts, so playback never ends halfway through a frame.
public struct PacedPlayback<Clock: PlaybackClock> {
    public let schedule: PlaybackSchedule
    public let clock: Clock

    public init(schedule: PlaybackSchedule, clock: Clock) {
        self.schedule = schedule
        self.clock = clock
    }

    /// Send `events` in order, each once, at its deadline.
    /// - Parameters:
    ///   - shouldStop: asked before each frame; true ends playback there.
    ///   - send: writes one event; an error it throws ends playback.
    /// - Returns: how many events were sent: all of them, or fewer when
    ///   `shouldStop` said so.
    @discardableResult
    public func play<Failure: Error>(
        _ events: [InputEvent], shouldStop: () -> Bool = { false },
        send: (InputEvent) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        let start = clock.now()
        var waitedFor = Int.min
        var startsFrame = true
        for (index, event) in events.enumerated() {
            if startsFrame && shouldStop() { return index }
            if let deadline = schedule.deadline(of: event), deadline > waitedFor {
                clock.sleep(until: start + deadline)
                waitedFor = deadline
            }
            try send(event)
            startsFrame = event.isReport
        }
        return events.count
    }
}

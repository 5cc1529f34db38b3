/// How a session's time (seconds on `CLOCK_MONOTONIC` since the session was
/// made) maps onto its window's time, on which frames and router deadlines are
/// stamped: the same for live devices and host-fed frames; for a recording
/// played in real time, the recording's own time since its first event, from
/// the moment it was added, scaled by the speed.
///
/// ```
///  window time = (session time − start) × speed
/// ```
struct SessionTimeline {
    /// The session time at which window time is 0, in seconds.
    var start: Double
    /// Window seconds per session second; positive.
    var speed: Double

    /// Window time equals session time.
    static let live = SessionTimeline(start: 0, speed: 1)

    func windowTime(atSessionTime time: Double) -> Double { (time - start) * speed }

    func sessionTime(atWindowTime time: Double) -> Double { start + time / speed }
}

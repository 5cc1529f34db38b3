/// How a session's time (seconds on `CLOCK_MONOTONIC` since the session was
/// made) maps onto its window's time, on which frames and router deadlines are
/// stamped: one line through an anchor, a moment of session time and the
/// window time it is, rising at `speed` window seconds per second.
///
/// ```
///  window time = windowStart + (session time − start) × speed
/// ```
///
/// The session anchors it where the window's clock is, so window time goes
/// on from there and never starts over: when the session is made (speed 1,
/// for devices and host frames), when a recording starts (the recording's
/// speed), and when a recording played as fast as possible has left the
/// window's clock ahead (speed 1 again).
struct SessionTimeline {
    /// The session time of the anchor, in seconds.
    var start: Double
    /// The window time at the anchor, in seconds.
    var windowStart: Double
    /// Window seconds per session second; positive.
    var speed: Double

    /// Window time goes on from `windowTime`, at session time `start`, one
    /// second a second.
    static func live(from windowTime: Double, at start: Double) -> SessionTimeline {
        SessionTimeline(start: start, windowStart: windowTime, speed: 1)
    }

    func windowTime(atSessionTime time: Double) -> Double { windowStart + (time - start) * speed }

    func sessionTime(atWindowTime time: Double) -> Double { start + (time - windowStart) / speed }
}

import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

extension TouchSession {
    /// `run`'s output through the session's hooks: each frame's trace is
    /// formatted after the frame, and everything formatted is written in one
    /// `write` at the end of each dispatch step (`afterTimers`), so a reader
    /// that wakes to thirty frames writes once, not thirty times; and with
    /// `--stats` each frame's latency from its kernel time to delivery and to
    /// the end of routing, timed by `now`.
    func report(
        to output: TraceOutput, statistics: RunStatistics?, now: @escaping () -> EventTime = { MonotonicClock.now() }
    ) {
        window.trace = { output.add($0) }
        if let statistics {
            beforeEachFrame = { frame in statistics.delivered(kernelTime: frame.time, at: now()) }
            afterEachFrame = { _ in
                statistics.routed(at: now())
                output.formatFrame()
            }
        } else {
            afterEachFrame = { _ in output.formatFrame() }
        }
        afterTimers = { output.endFrame() }
    }
}

import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

extension TouchSession {
    /// `run`'s output through the session's hooks: the trace written after
    /// each frame and after each timer step (as a pipe sees it happen), and
    /// with `--stats` each frame's latency from its kernel time to delivery
    /// and to the end of routing, timed by `now`.
    func report(to output: TraceOutput, statistics: RunStatistics?, now: @escaping () -> EventTime = { MonotonicClock.now() }) {
        window.trace = { output.add($0) }
        if let statistics {
            beforeEachFrame = { frame in statistics.delivered(kernelTime: frame.time, at: now()) }
            afterEachFrame = { _ in
                statistics.routed(at: now())
                output.endFrame()
            }
        } else {
            afterEachFrame = { _ in output.endFrame() }
        }
        afterTimers = { output.endFrame() }
    }
}

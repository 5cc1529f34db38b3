import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

/// Waits on the device and on Ctrl-C with `poll`, routes what arrives, and
/// wakes for the window's timers (a held finger's touch delay) when nothing does.
struct LiveLoop<Source: PollableEventSource> {
    let pipeline: TouchPipeline<Source>
    let output: TraceOutput
    /// Readable once Ctrl-C (or SIGTERM) has arrived; see `InterruptSignal`.
    let interrupt: Int32
    /// The source's clock now, to time the wait for the router's next timer.
    var now: () -> EventTime = { MonotonicClock.now() }
    /// With `--stats`: each frame's latency, timed by `now`.
    var statistics: RunStatistics?

    func run() throws {
        var descriptors = [
            pollfd(fd: pipeline.reader.source.pollDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: interrupt, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds())
            if ready < 0 && errno != EINTR {
                throw CommandFailure(DeviceError(device: pipeline.reader.source.name, reason: .system(
                    errno: errno, call: "poll", text: String(cString: strerror(errno)))))
            }
            // Read first, even on a timeout or an interrupt: what arrived before
            // is routed, and an event that raced the timer is routed before the
            // timer moves the window's clock past it.
            let outcome = pipeline.dispatch(
                beforeEachFrame: { frame in statistics?.delivered(kernelTime: frame.time, at: now()) },
                afterEachFrame: { _ in
                    statistics?.routed(at: now())
                    output.endFrame()
                })
            output.endFrame()
            switch outcome {
            case .drained:
                break
            case .endOfStream:
                return
            case .deviceRemoved:
                throw CommandFailure(DeviceError(device: pipeline.reader.source.name, reason: .removed))
            case .failed(let error):
                throw CommandFailure(error)
            }
            if descriptors[1].revents != 0 {
                pipeline.window.cancelAllTouches(reason: "interrupted:")
                output.endFrame()
                return
            }
            if ready == 0, let deadline = pipeline.window.clock.nextDeadline {
                // Never past now: the wait is capped, and a timer must not fire early.
                pipeline.window.advanceTime(to: min(deadline, pipeline.windowTime(now())))
                output.endFrame()
            }
        }
    }

    /// Until the window's next timer is due, or forever when none is pending.
    private func timeoutMilliseconds() -> Int32 {
        guard let deadline = pipeline.window.clock.nextDeadline else { return -1 }
        let now = pipeline.windowTime(now())
        return Int32(min(max(0, ((deadline - now) * 1000).rounded(.up)), 60_000))
    }
}

import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

/// `run --bare-read`: the measurement baseline. Waits on the device and on
/// Ctrl-C with `poll` as `TouchSession.run` does, but only reads each event with
/// libevdev and discards it (a resync after `SYN_DROPPED` included): no
/// decoding, mapping or routing. With `--stats`, the same figures over the
/// same stream show what TouchRoute costs per event beyond reading.
final class BareReadLoop<Source: PollableEventSource> {
    let source: Source
    /// Readable once Ctrl-C (or SIGTERM) has arrived; see `InterruptSignal`.
    let interrupt: Int32
    let statistics: RunStatistics?
    /// The source's clock now, to time each `SYN_REPORT`'s read.
    let now: () -> EventTime
    /// Events read so far.
    private(set) var eventCount = 0

    init(
        source: Source, interrupt: Int32, statistics: RunStatistics?,
        now: @escaping () -> EventTime = { MonotonicClock.now() }
    ) {
        self.source = source
        self.interrupt = interrupt
        self.statistics = statistics
        self.now = now
    }

    /// Read until Ctrl-C, the end of a finite source, or removal (which fails
    /// with the reason, as `run` does).
    func run() throws {
        var descriptors = [
            pollfd(fd: source.pollDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: interrupt, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 && errno != EINTR {
                throw CommandFailure(
                    DeviceError(
                        device: source.name,
                        reason: .system(
                            errno: errno, call: "poll", text: String(cString: strerror(errno)))))
            }
            // Read first, even after Ctrl-C, as TouchSession.run does.
            if try drain() { return }
            if descriptors[1].revents != 0 { return }
        }
    }

    /// Read everything the source has now; true when a finite source ended.
    private func drain() throws -> Bool {
        switch source.drain(onDropped: { count($0) }, each: { count($0) }) {
        case .drained: return false
        case .endOfStream: return true
        case .deviceRemoved: throw CommandFailure(DeviceError(device: source.name, reason: .removed))
        case .failed(let error): throw CommandFailure(error)
        }
    }

    private func count(_ event: InputEvent) {
        eventCount &+= 1
        if event.isReport { statistics?.read(kernelTime: event.time, at: now()) }
    }
}

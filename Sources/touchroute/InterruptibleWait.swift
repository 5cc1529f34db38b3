import Glibc
import TouchRoute
import TouchRouteEvdev
import TouchRouteLibevdev

/// Waits that end early when Ctrl-C or SIGTERM arrives: `emulate`'s start
/// delay, its wait for a go-ahead line, its linger and its hold. Each answers
/// whether the wait was interrupted, so the caller can clean up and stop.
struct InterruptibleWait {
    /// Readable once a signal has arrived; see `InterruptSignal`.
    let interrupt: Int32

    /// Whether a signal has arrived, without waiting.
    var isInterrupted: Bool { wait(on: [], milliseconds: 0) }

    /// Wait `seconds`, measured from now on the monotonic clock (a wake that
    /// comes early waits out the rest), capped (see `EventDuration(waitingSeconds:)`), to
    /// the microsecond of `MonotonicClock.now()`. Returns true when interrupted.
    func sleep(seconds: Double) -> Bool {
        let deadline = MonotonicClock.now() + EventDuration(waitingSeconds: seconds)
        while true {
            let remaining = (deadline - MonotonicClock.now()).microseconds
            guard remaining > 0 else { return false }
            let milliseconds = Int32(min((remaining + 999) / 1000, 60_000))
            if wait(on: [], milliseconds: milliseconds) { return true }
        }
    }

    /// Wait until a signal arrives.
    func untilInterrupted() {
        while !wait(on: [], milliseconds: -1) {}
    }

    /// Wait for a line (or the end of input) on `descriptor`. Returns true when
    /// interrupted first.
    func untilLine(on descriptor: Int32) -> Bool {
        while true {
            if wait(on: [descriptor], milliseconds: -1) { return true }
            var byte: UInt8 = 0
            let count = read(descriptor, &byte, 1)
            if count == 0 || (count == 1 && byte == UInt8(ascii: "\n")) { return false }
            if count < 0 && errno != EINTR && errno != EAGAIN { return false }
        }
    }

    /// Poll `others` and the interrupt; true once the interrupt is readable.
    /// A signal that lands during `poll` makes it fail with `EINTR` before
    /// the handler's byte is seen, so it polls again (the byte is there by
    /// then) rather than report a wake with nothing readable, after which a
    /// caller would block reading `others`.
    private func wait(on others: [Int32], milliseconds: Int32) -> Bool {
        var descriptors =
            [pollfd(fd: interrupt, events: Int16(POLLIN), revents: 0)]
            + others.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while poll(&descriptors, nfds_t(descriptors.count), milliseconds) < 0 && errno == EINTR {}
        return descriptors[0].revents != 0
    }
}

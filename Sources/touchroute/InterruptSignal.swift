import Glibc

/// Turns SIGINT (Ctrl-C) and SIGTERM into a readable descriptor, so a poll loop
/// wakes up and stops cleanly (cancelling its touches) instead of dying mid-frame.
///
/// The handler only writes one byte to a pipe, which is async-signal-safe.
enum InterruptSignal {
    /// The pipe's write end, for the handler. Set once, before the handler is
    /// installed.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Install the handlers; returns the descriptor to poll, readable once a
    /// signal has arrived.
    static func install() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        writeEnd = ends[1]
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(InterruptSignal.writeEnd, &byte, 1)
            }
            sigaddset(&unblocked, number)
        }
        // A parent may start us with them blocked (the mask is inherited
        // across exec); then Ctrl-C and a service manager's stop would never
        // arrive and a reader waiting for touchscreens would never end.
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        return ends[0]
    }
}

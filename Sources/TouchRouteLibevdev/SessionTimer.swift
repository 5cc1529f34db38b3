import CLibevdev
import Glibc
import TouchRouteEvdev

/// A session's one timer: a `CLOCK_MONOTONIC` timerfd in the session's epoll
/// set, armed for the next moment something must happen without input (a
/// router deadline, a recorded frame's time), so the host never computes a
/// timeout. Close-on-exec and non-blocking; closed with the value.
///
/// Never early: the timer is armed relative to a clock reading taken just
/// before `timerfd_settime`, so the time spent in between only makes it fire
/// later. Arming for what is already armed makes no system call, which keeps
/// `TouchSession.rearm()` cheap.
struct SessionTimer: ~Copyable {
    /// The furthest ahead the timer is ever set, in nanoseconds (60 s): a far
    /// deadline still wakes the loop once a minute and is re-armed, so an
    /// arithmetic surprise cannot park a session for good (the cap `run`'s
    /// poll timeout had before the session).
    static let longestWait = 60_000_000_000

    /// The timerfd, for the epoll set and for tests (`timerfd_gettime`).
    let descriptor: Int32
    /// The target it is armed for, in nanoseconds on the session's clock
    /// (before the cap), or nil when it is disarmed or has fired.
    private(set) var target: Int?

    init(session: String) throws(DeviceError) {
        descriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard descriptor >= 0 else { throw DeviceError(device: session, errno: errno, call: "timerfd_create") }
    }

    deinit {
        close(descriptor)
    }

    /// Fire at `newTarget` (nanoseconds on the clock that read `now`), at
    /// once if it has passed; nil disarms. Allocates nothing.
    mutating func arm(at newTarget: Int?, now: Int) {
        guard newTarget != target else { return }
        target = newTarget
        var setting = itimerspec()
        if let newTarget {
            // 0 would disarm: a target that has passed fires after 1 ns.
            let wait = max(1, min(newTarget - now, Self.longestWait))
            setting.it_value = timespec(tv_sec: wait / 1_000_000_000, tv_nsec: wait % 1_000_000_000)
        }
        _ = timerfd_settime(descriptor, 0, &setting, nil)
    }

    /// Take the expiry, if the timer has fired, so the descriptor stops being
    /// readable; it must then be armed again. Before its target (`now` is a
    /// reading of the clock it was armed by) it cannot have fired, since it is
    /// never early: then no `read` is made, which spares a wakeup for input a
    /// system call while a deadline is pending.
    mutating func acknowledge(now: Int) {
        guard let due = target, now >= due else { return }
        var expirations: UInt64 = 0
        if read(descriptor, &expirations, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size {
            target = nil
        }
    }
}

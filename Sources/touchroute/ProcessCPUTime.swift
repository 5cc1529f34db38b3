import Glibc

/// `CLOCK_PROCESS_CPUTIME_ID`: the CPU time every thread of this process has
/// used, in nanoseconds, for `run --stats`'s cost per event.
enum ProcessCPUTime {
    static func nanoseconds() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec)
    }
}

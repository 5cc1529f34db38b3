/// How a `TouchSession` plays a recording.
public enum SessionPace: Hashable, Sendable {
    /// Each frame is routed when its recorded time, divided by `speed`, has
    /// passed on the monotonic clock since the recording was added (2 plays
    /// twice as fast). The window's timers come due on the same scaled
    /// timeline, so a held finger's 150 ms delay takes 75 ms at speed 2.
    case realTime(speed: Double)
    /// Every frame on the next dispatch, then the window settles (momentum and
    /// paging snaps run to rest at once), as `touchroute replay` does.
    case asFastAsPossible
}

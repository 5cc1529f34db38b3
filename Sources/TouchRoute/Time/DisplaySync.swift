/// Who steps scroll motion: momentum, bounces, paging snaps and animated
/// scrolls move the content one step per display frame, and either the
/// router or the host's own frame callback says when a frame is.
///
/// ```
///  .timer:  Window.handle / advanceTime ─▶ clock ─▶ tick timer every 1/refreshRate s ─▶ step
///  .host:   vsync ─▶ Window.displayFrame(at:) ─▶ clock (delay timers) ─▶ step every moving view
/// ```
///
/// Either way a step computes the offset from the time since the motion
/// began, so the content follows the same curves whenever the frames come;
/// irregular host frames only sample them at other instants.
public enum DisplaySync: Hashable, Sendable {
    /// The router schedules a tick every 1/refreshRate s on the window's clock
    /// (today's behaviour, the default).
    case timer
    /// The host calls `Window.displayFrame(at:)` from its own frame callback;
    /// no tick timers are scheduled.
    case host
}

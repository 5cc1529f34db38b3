/// Time for the router, driven by input timestamps instead of a wall clock.
///
/// The window advances the clock to each frame's timestamp before it dispatches
/// the frame, so a scroll view's 150 ms delay fires at exactly 150 ms of input
/// time, in every run. Live input feeds real timestamps; tests and replays feed
/// recorded or synthetic ones. No code path reads the wall clock.
///
/// It counts exact microseconds (`EventTime`, `EventDuration`), so that a
/// timer's deadline and a frame's time compare without floating-point noise.
/// Every method taking `Double` seconds is the host's view of one counting in
/// microseconds: it rounds to the nearest microsecond, once, and `now` and
/// `nextDeadline` read the same times back as seconds.
///
/// Time never runs backwards: advancing to an earlier time leaves `now` as it is.
public final class VirtualClock {
    /// The input's time, in its own time base (a window's starts at 0).
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 4,516 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) public private(set) var time: EventTime

    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 4,516 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) private var timers: [ScheduledTimer] = []
    // Unchecked: dragFrame_1finger_listScrolling, 3,424 → 4,516 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) private var nextTimerNumber = 1

    /// A clock at `time` (default zero, the epoch) with no timers pending.
    public init(time: EventTime = .zero) {
        self.time = time
        timers.reserveCapacity(16)
    }

    /// A clock at `now` seconds, rounded to the microsecond.
    public convenience init(now: Double) {
        self.init(time: EventTime(roundingSeconds: now))
    }

    /// `time` in seconds: what hosts and traces read.
    public var now: Double { time.totalSeconds }

    /// Run `action` once the clock reaches `deadline`. Timers due at the
    /// same time fire in the order they were scheduled.
    /// - Complexity: O(pending timers). The pending list keeps its storage, so
    ///   this allocates only when more timers are pending at once than ever
    ///   before (room for 16 is made up front), and for `action`'s captures when
    ///   there are several: a closure capturing one object alone allocates nothing.
    @discardableResult
    public func schedule(at deadline: EventTime, _ action: @escaping () -> Void) -> TimerID {
        let id = TimerID(rawValue: nextTimerNumber)
        nextTimerNumber += 1
        let timer = ScheduledTimer(deadline: max(deadline, time), id: id, action: action)
        let index = timers.firstIndex { $0.deadline > timer.deadline } ?? timers.endIndex
        timers.insert(timer, at: index)
        return id
    }

    /// Run `action` once `delay` of input time has passed.
    @discardableResult
    public func schedule(after delay: EventDuration, _ action: @escaping () -> Void) -> TimerID {
        schedule(at: time + delay, action)
    }

    /// `schedule(at:)` at `deadline` seconds, rounded to the microsecond.
    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping () -> Void) -> TimerID {
        schedule(at: EventTime(roundingSeconds: deadline), action)
    }

    /// `schedule(after:)` `delay` seconds, rounded to the microsecond.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> TimerID {
        schedule(after: EventDuration(roundingSeconds: delay), action)
    }

    /// Forget a timer that has not fired yet. Cancelling a fired timer does nothing.
    public func cancel(_ id: TimerID) {
        if let index = timers.firstIndex(where: { $0.id == id }) {
            timers.remove(at: index)
        }
    }

    /// The deadline of the next timer, if any.
    public var nextDeadlineTime: EventTime? { timers.first?.deadline }

    /// `nextDeadlineTime` in seconds.
    public var nextDeadline: Double? { nextDeadlineTime?.totalSeconds }

    /// Fire every timer due by `target`, each at its own deadline (so `time`
    /// reads the deadline inside the action), then set `time` to `target`.
    public func advance(to target: EventTime) {
        while let first = timers.first, first.deadline <= target {
            timers.removeFirst()
            time = max(time, first.deadline)
            first.action()
        }
        time = max(time, target)
    }

    /// `advance(to:)` the moment `interval` after `time`, firing the timers due on the way.
    public func advance(by interval: EventDuration) {
        advance(to: time + interval)
    }

    /// `advance(to:)` `target` seconds, rounded to the microsecond.
    public func advance(to target: Double) {
        advance(to: EventTime(roundingSeconds: target))
    }

    /// `advance(by:)` `interval` seconds, rounded to the microsecond.
    public func advance(by interval: Double) {
        advance(by: EventDuration(roundingSeconds: interval))
    }
}

/// Names a scheduled timer, for cancelling.
public struct TimerID: Hashable, Sendable {
    let rawValue: Int
}

private struct ScheduledTimer {
    let deadline: EventTime
    let id: TimerID
    let action: () -> Void
}

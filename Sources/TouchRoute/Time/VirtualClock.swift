/// Time for the router, driven by input timestamps instead of a wall clock.
///
/// The window advances the clock to each frame's timestamp before it dispatches
/// the frame, so a scroll view's 150 ms delay fires at exactly 150 ms of input
/// time, in every run. Live input feeds real timestamps; tests and replays feed
/// recorded or synthetic ones. No code path reads the wall clock.
///
/// Time never runs backwards: advancing to an earlier time leaves `now` as it is.
public final class VirtualClock {
    /// Seconds, in the input's time base.
    // Unchecked: dragFrame_1finger_listScrolling, 3,378 → 4,456 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) public private(set) var now: Double

    // Unchecked: dragFrame_1finger_listScrolling, 3,378 → 4,456 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) private var timers: [ScheduledTimer] = []
    // Unchecked: dragFrame_1finger_listScrolling, 3,378 → 4,456 instructions a frame checked (all 3 here at once).
    @exclusivity(unchecked) private var nextTimerNumber = 1

    public init(now: Double = 0) {
        self.now = now
        timers.reserveCapacity(16)
    }

    /// Run `action` once the clock reaches `deadline` (seconds). Timers due at the
    /// same time fire in the order they were scheduled.
    /// - Complexity: O(pending timers). The pending list keeps its storage, so
    ///   this allocates only when more timers are pending at once than ever
    ///   before (room for 16 is made up front), and for `action`'s captures when
    ///   there are several: a closure capturing one object alone allocates nothing.
    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping () -> Void) -> TimerID {
        let id = TimerID(rawValue: nextTimerNumber)
        nextTimerNumber += 1
        let timer = ScheduledTimer(deadline: max(deadline, now), id: id, action: action)
        let index = timers.firstIndex { $0.deadline > timer.deadline } ?? timers.endIndex
        timers.insert(timer, at: index)
        return id
    }

    /// Run `action` once `delay` seconds of input time have passed.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> TimerID {
        schedule(at: now + delay, action)
    }

    /// Forget a timer that has not fired yet. Cancelling a fired timer does nothing.
    public func cancel(_ id: TimerID) {
        if let index = timers.firstIndex(where: { $0.id == id }) {
            timers.remove(at: index)
        }
    }

    /// The deadline of the next timer, if any.
    public var nextDeadline: Double? { timers.first?.deadline }

    /// Fire every timer due by `time`, each at its own deadline (so `now` reads the
    /// deadline inside the action), then set `now` to `time`.
    public func advance(to time: Double) {
        while let first = timers.first, first.deadline <= time {
            timers.removeFirst()
            now = max(now, first.deadline)
            first.action()
        }
        now = max(now, time)
    }

    public func advance(by interval: Double) {
        advance(to: now + interval)
    }
}

/// Names a scheduled timer, for cancelling.
public struct TimerID: Hashable, Sendable {
    let rawValue: Int
}

private struct ScheduledTimer {
    let deadline: Double
    let id: TimerID
    let action: () -> Void
}

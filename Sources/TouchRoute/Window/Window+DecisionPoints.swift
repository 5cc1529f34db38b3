/// Decision points: with `DecisionSampling.path`, a report's move is judged
/// on the finger's path from the previous report, not at the report alone.
///
/// ```
///  a step's reports, before the clock reaches their time:
///    the timers due before the reports fire (the content delay): a live
///      reader fires them before the reports arrive
///    while a scroll view is testing a gesture:
///      earliest crossing on the moving fingers' segments, over every test
///        (a rule or pan start, the last one standing, a yield, a row's tap slop)
///      none ─────────────────▶ the step is routed as usual
///      a timer due before it ─▶ the timer fires, judge again
///      else ─────────────────▶ every moving finger moves to where it is at that
///                              moment, as a move of its own (`Touch.isInterpolated`),
///                              at that time: the test decides there
/// ```
///
/// So a coarse report that jumps past the list's pan start and the pager's
/// test at once is decided where the finger passed the first of them, as it
/// would be at any higher report rate. Once no scroll view is testing (a
/// drag under way, a tap), a move costs one look at the arena's entries.
///
/// Time on a path is floating-point maths: a crossing's moment is the
/// segment's start plus a fraction of its length, in `Double` seconds (the
/// times' `totalSeconds`), and the point moves at the first microsecond not
/// before that moment (as a display's tick does; see `FrameTicker`).
extension Window {
    /// The most decision points put on one step's paths: each is a decision,
    /// and a gesture has a handful, so more would mean a test that keeps
    /// finding itself undecided at its own crossing.
    static let decisionPointsPerStep = 8
    /// The fraction of a segment a decision point goes past its crossing, so
    /// that a strict threshold (`> 12`) passes there whatever the rounding.
    static let crossingOvershoot = 1e-9
    /// Seconds, the longest a finger is taken to spend on one segment: a
    /// panel reports a moving finger at least 30 times a second, so a longer
    /// gap since the previous report is a finger that rested there and then
    /// moved in the last part of the gap (evdev reports nothing while a
    /// finger is still). 50 ms leaves room for a 30 Hz panel's late frame.
    static let longestSegmentDuration = 0.05

    /// Route the decision points on the way to the reports of `step`, due at
    /// `time`: see the file's diagram. The clock ends at or before `time`.
    func routeDecisionPoints(toward step: ArraySlice<Contact>, at time: EventTime) {
        // A finger that lands or lifts in the step did so at some unknown
        // moment since the previous report: it is known before the others'
        // moves are judged (a second finger blocks a pager's takeover, a lift
        // frees a view), so the reports decide, as they always did.
        guard !step.contains(where: { $0.phase == .began || $0.phase == .cancelled || liftsWithoutMoving($0) })
        else { return }
        // A timer due before the reports fires first, wherever the path
        // crosses: a live reader has no report until its time, so it fires
        // such a timer (the content delay) before it can know the crossing,
        // and a replay must decide as the live run did.
        while let deadline = clock.nextDeadlineTime, deadline < time { advanceClock(to: deadline) }
        // Most steps go nowhere near a test (a finger resting on a row while
        // the list and the pager test): one look at each report, without the
        // search's references and copies, answers them.
        guard arena.isTesting, mayReachPathTest(step) else { return }
        var points = 0
        while points < Self.decisionPointsPerStep, arena.isTesting,
            let crossing = earliestCrossing(toward: step, at: time)
        {
            if let deadline = clock.nextDeadlineTime, deadline < crossing.time {
                advanceClock(to: deadline)
                continue
            }
            moveAlongPaths(toward: step, until: crossing, at: time)
            points += 1
        }
    }

    /// The first crossing of any test on the segments of `step`'s moving
    /// touches, just past it: its input time, the touch that crosses and the
    /// fraction of its segment (kept, since a fraction recomputed from times
    /// of 10⁶ s and more would lose the few digits that put the point past
    /// the threshold); nil when no test is crossed before the reports.
    private func earliestCrossing(toward step: ArraySlice<Contact>, at reportTime: EventTime) -> PathCrossing? {
        let time = reportTime.totalSeconds
        var earliest: PathCrossing?
        for contact in step {
            // A touch already reported at this time has no segment in time.
            guard let (touch, target) = segmentEnd(of: contact) else { continue }
            let start = segmentStart(of: touch, at: time)
            guard time > start else { continue }
            // No test of any entry is passed this close to where the finger
            // came down (a hand-off finger, whose drag counts from where it
            // took over, is judged at its reports until it goes this far). A
            // row's slop may be left on such a segment, at the report, but
            // that matters only to a last one standing, which no entry can
            // be before this far.
            let reach = PathSegment(from: touch.translation, to: target.displacement(from: touch.startLocation)).reach
            guard reach > arena.leastPathTestFloor,
                var fraction = firstCrossing(of: touch, movingTo: target)
            else { continue }
            fraction += Self.crossingOvershoot
            guard fraction < 1 else { continue }
            let moment = start + fraction * (time - start)
            if moment < earliest?.moment ?? .infinity {
                earliest = PathCrossing(moment: moment, touch: touch, fraction: fraction)
            }
        }
        return earliest
    }

    /// Whether some report of `step` moves its touch, along either axis,
    /// farther from where it came down than the arena's least test floor, or
    /// comes from farther: false only where `earliestCrossing(toward:at:)`
    /// would find no crossing, which it answers far more cheaply (it takes no
    /// reference to a touch: a move frame through a pager and its list,
    /// `moveFrame_10fingers_tapViewLeaves`, spent about 9 % of its
    /// instructions on the full search, in callgrind).
    private func mayReachPathTest(_ step: ArraySlice<Contact>) -> Bool {
        let floor = arena.leastPathTestFloor
        for contact in step where contact.phase == .moved || contact.phase == .stationary || contact.phase == .ended {
            let target = keptInRange(contact).location
            guard target.isFinite, let reach = touchTable.pathReach(ofContact: contact.id, movingTo: target) else {
                continue
            }
            if reach > floor { return true }
        }
        return false
    }

    /// When `touch` set out on the segment its report at `time` ends: at its
    /// previous report, or `longestSegmentDuration` before `time` after a
    /// longer rest.
    private func segmentStart(of touch: Touch, at time: Double) -> Double {
        // Seconds: the start of a segment a fraction of which is a moment.
        max(touch.timestamp, time - Self.longestSegmentDuration)
    }

    /// Whether `contact` lifts its touch where it already is: a finger that
    /// lifts without a last segment (as evdev reports a lift).
    private func liftsWithoutMoving(_ contact: Contact) -> Bool {
        guard contact.phase == .ended, let touch = touchTable.touch(forContact: contact.id) else { return false }
        return contact.location == touch.location
    }

    /// The touch a report of `step` moves, and where to: nil for a touch that
    /// begins or is cancelled in it, or does not move.
    private func segmentEnd(of contact: Contact) -> (Touch, Point)? {
        guard contact.phase == .moved || contact.phase == .stationary || contact.phase == .ended,
            let touch = touchTable.touch(forContact: contact.id), !touch.phase.isTerminal
        else { return nil }
        let target = keptInRange(contact).location
        guard target.isFinite, target != touch.location else { return nil }
        return (touch, target)
    }

    /// The first fraction of `touch`'s move to `target` at which a test
    /// changes: a testing scroll view it drives decides or yields, or a row
    /// holding it is left behind by its tap slop (it then rejects the touch,
    /// which may leave a scroll view above as the last one standing).
    private func firstCrossing(of touch: Touch, movingTo target: Point) -> Double? {
        var earliest: Double?
        func consider(_ fraction: Double?) {
            guard let fraction else { return }
            earliest = min(earliest ?? fraction, fraction)
        }
        let arena = arena
        func othersTesting() -> Bool {
            var testing = 0
            arena.forEachTesting { _, _ in testing += 1 }
            return testing > 1
        }
        arena.forEachTesting { arbiter, view in
            guard view.drag.primary === touch else { return }
            consider(arbiter.firstDecision(for: view, movingTo: target, othersTesting: othersTesting))
        }
        // A holder with a slop still ahead (a row that may yet tap) has seen
        // the finger no farther than this; a segment that ends no farther
        // crosses no slop.
        let start = touch.startLocation
        guard target.displacement(from: start).length > touch.maximumDistanceFromStart else { return earliest }
        for holder in touch.recipients where holder.touchBooks.open & touch.bit != 0 {
            guard let slop = holder.slopAhead(for: touch) else { continue }
            let path = PathSegment(
                from: touch.location.displacement(from: start), to: target.displacement(from: start))
            consider(path.firstExit(fromDiscOf: slop))
        }
        return earliest
    }

    /// Move every moving touch of `step` to where its segment puts it at the
    /// crossing's moment (the crossing touch to its fraction), and route that
    /// as a move at that moment (never before the clock's time).
    private func moveAlongPaths(
        toward step: ArraySlice<Contact>, until crossing: PathCrossing, at reportTime: EventTime
    ) {
        let time = reportTime.totalSeconds
        let moment = crossing.moment
        let now = max(crossing.time, clock.time)
        var moved: UInt64 = 0
        for contact in step {
            guard let (touch, target) = segmentEnd(of: contact) else { continue }
            let start = segmentStart(of: touch, at: time)
            let fraction =
                touch === crossing.touch
                ? crossing.fraction : time > start ? min(max((moment - start) / (time - start), 0), 1) : 1
            let point = touch.location + target.displacement(from: touch.location) * fraction
            guard point != touch.location else { continue }
            touch.move(to: point)
            touch.time = now
            touch.phase = .moved
            touch.isInterpolated = true
            moved |= touch.bit
        }
        guard moved != 0 else { return }
        advanceClock(to: now)
        route(.moved, moved)
        for touch in TouchSet(table: touchTable, mask: moved) { touch.isInterpolated = false }
    }
}

extension TouchTable {
    /// The reach (`PathSegment.reach`, from where it came down) of the
    /// segment on which the active touch of `contactID` moves to `target`;
    /// nil without such a touch. It reads the touch in place and returns no
    /// reference to it, so a caller counts none.
    fileprivate func pathReach(ofContact contactID: Int, movingTo target: Point) -> Double? {
        var remaining = activeMask
        while remaining != 0 {
            let slot = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            guard let touch = touches[slot], touch.contactID == contactID else { continue }
            return PathSegment(from: touch.translation, to: target.displacement(from: touch.startLocation)).reach
        }
        return nil
    }
}

/// The first test a step's segments cross: when (input seconds), by which
/// touch, and how far along its segment (0...1, just past the crossing).
private struct PathCrossing {
    /// When the point is routed: the first microsecond not before `moment`.
    var time: EventTime { EventTime(roundingSeconds: moment, .up) }
    /// Seconds, on the window's clock: exact, for the other fingers' fractions.
    var moment: Double
    var touch: Touch
    var fraction: Double
}

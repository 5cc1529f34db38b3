/// Decision points: with `DecisionSampling.path`, a report's move is judged
/// on the finger's path from the previous report, not at the report alone.
///
/// ```
///  a step's reports, before the clock reaches their time:
///    the timers due before the reports fire (the content delay): a live
///      reader fires them before the reports arrive
///    while a scroll view is testing a gesture:
///      earliest crossing on the moving fingers' segments, over every test
///        (a rule or pan start, the last one standing, a yield, a row's tap
///        slop: `PathCrossingSearch`)
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

    /// Route the decision points on the way to the reports of `step`, due at
    /// `time`: see the file's diagram. The clock ends at or before `time`.
    func routeDecisionPoints(toward step: ArraySlice<Contact>, at time: EventTime) {
        // A finger that lands or lifts in the step did so at some unknown
        // moment since the previous report: it is known before the others'
        // moves are judged (a second finger blocks a pager's takeover, a lift
        // frees a view), so the reports decide, as they always did.
        guard
            !step.contains(where: {
                $0.phase == .began || $0.phase == .cancelled || touchTable.liftsWithoutMoving($0)
            })
        else { return }
        // A timer due before the reports fires first, wherever the path
        // crosses: a live reader has no report until its time, so it fires
        // such a timer (the content delay) before it can know the crossing,
        // and a replay must decide as the live run did.
        while let deadline = clock.nextDeadlineTime, deadline < time { advanceClock(to: deadline) }
        // Most steps go nowhere near a test (a finger resting on a row while
        // the list and the pager test): one look at each report, without the
        // search's references and copies, answers them.
        guard arena.isTesting, touchTable.mayReachPathTest(step, beyond: arena.leastPathTestFloor) else { return }
        let search = PathCrossingSearch(arena: arena, table: touchTable)
        var points = 0
        while points < Self.decisionPointsPerStep, arena.isTesting,
            let crossing = search.earliestCrossing(toward: step, at: time.totalSeconds)
        {
            if let deadline = clock.nextDeadlineTime, deadline < crossing.time {
                advanceClock(to: deadline)
                continue
            }
            moveAlongPaths(toward: step, until: crossing, at: time, found: search)
            points += 1
        }
    }

    /// Move every moving touch of `step` to where its segment puts it at the
    /// crossing's moment (the crossing touch to its fraction), and route that
    /// as a move at that moment (never before the clock's time).
    private func moveAlongPaths(
        toward step: ArraySlice<Contact>, until crossing: PathCrossing, at reportTime: EventTime,
        found search: PathCrossingSearch
    ) {
        let time = reportTime.totalSeconds
        let moment = crossing.moment
        let now = max(crossing.time, clock.time)
        var moved: UInt64 = 0
        for contact in step {
            guard let (touch, target) = search.segmentEnd(of: contact) else { continue }
            let start = search.segmentStart(of: touch, at: time)
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
        arena.route(.moved, moved)
        for touch in TouchSet(table: touchTable, mask: moved) { touch.isInterpolated = false }
    }
}

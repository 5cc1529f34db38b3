/// The search for a step's next decision point (`DecisionSampling.path`):
/// the earliest moment at which a moving finger's segment, from its previous
/// report to the step's, crosses a test of the gesture arena: a testing
/// scroll view's rule or pan start, its last one standing, a yield, or a
/// row's tap slop. The window routes a move there (`Window+DecisionPoints.swift`).
///
/// Recognizers have no points of their own, and need none: every routed
/// move, a decision point's included, reaches a touch's recognizers before
/// its views. A recognizer's threshold crossed before a view's test is
/// therefore judged at that test's point, ahead of the view, as the finger
/// met them; one crossed after it cannot change that view's decision.
///
/// It is made only for a step that may reach a test
/// (`TouchTable.mayReachPathTest`), so the steps that go nowhere near one
/// take no reference to it. It reads the arena and the touches, and changes
/// neither.
struct PathCrossingSearch {
    /// The fraction of a segment a decision point goes past its crossing, so
    /// that a strict threshold (`> 12`) passes there whatever the rounding.
    static let crossingOvershoot = 1e-9
    /// Seconds, the longest a finger is taken to spend on one segment: a
    /// panel reports a moving finger at least 30 times a second, so a longer
    /// gap since the previous report is a finger that rested there and then
    /// moved in the last part of the gap (evdev reports nothing while a
    /// finger is still). 50 ms leaves room for a 30 Hz panel's late frame.
    static let longestSegmentDuration = 0.05

    let arena: GestureArena
    let table: TouchTable

    /// The first crossing of any test on the segments of `step`'s moving
    /// touches, just past it: its input time, the touch that crosses and the
    /// fraction of its segment (kept, since a fraction recomputed from times
    /// of 10⁶ s and more would lose the few digits that put the point past
    /// the threshold); nil when no test is crossed before the reports.
    func earliestCrossing(toward step: ArraySlice<Contact>, at time: Double) -> PathCrossing? {
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

    /// When `touch` set out on the segment its report at `time` ends: at its
    /// previous report, or `longestSegmentDuration` before `time` after a
    /// longer rest.
    func segmentStart(of touch: Touch, at time: Double) -> Double {
        // Seconds: the start of a segment a fraction of which is a moment.
        max(touch.timestamp, time - Self.longestSegmentDuration)
    }

    /// The touch a report of `step` moves, and where to: nil for a touch that
    /// begins or is cancelled in it, or does not move.
    func segmentEnd(of contact: Contact) -> (Touch, Point)? {
        guard let target = contact.pathTarget, let touch = table.touch(forContact: contact.id),
            !touch.phase.isTerminal, target != touch.location
        else { return nil }
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
        arena.forEachTesting(reconsidering: true) { arbiter, view in
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
}

/// The first test a step's segments cross: when (input seconds), by which
/// touch, and how far along its segment (0...1, just past the crossing).
struct PathCrossing {
    /// When the point is routed: the first microsecond not before `moment`.
    var time: EventTime { EventTime(roundingSeconds: moment, .up) }
    /// Seconds, on the window's clock: exact, for the other fingers' fractions.
    var moment: Double
    var touch: Touch
    var fraction: Double
}

/// A decline reconsidered: a scroll view whose rule declined a touch on its
/// first points (a vertical list whose finger landed rolling sideways) takes
/// it after all, once everybody else has given it up and the whole path, from
/// touch-down, goes the view's way.
///
/// ```
///  declined (the rule, with `Arbitration.lastOneStanding` and the policy's
///    `LastOneStandingRule.reconsidersDeclines`) ─▶ may reconsider
///  each later move of the driving finger:
///    somebody won the touch (a view claimed it, a recognizer won) ─▶ stop
///    the path from touch-down passes the view's `LastOneStandingRule`
///      along its axis, and that of each scroll view above still testing,
///      turned across (so that one has yielded)
///    every holder below rejects it, no recognizer but a scroll view's own
///      is still possible on it, and every scroll view above has given it up
///      ─▶ take over from where the finger is (no jump), rule `reconsidered`
/// ```
///
/// Without it a decline is final even when nobody else can take the gesture:
/// a 210 pt drag up and to the left, whose first 10 pt went nearly sideways,
/// declined by the list and left by the pager, scrolled nothing. Its mirror,
/// the pager taking a gesture the list declined, is the last one standing
/// (`isLastOneStanding`), which the list's stance (`hasYielded`) allows only
/// while the path does not go the list's way.
///
/// The view's pan (`panGestureRecognizer`), if made, failed at the decline,
/// which let go of the recognizers that waited for it; by the time the view
/// reconsiders, they have all failed or the touch would be theirs. The pan
/// stays failed for the gesture: the view drags without it.
extension ScrollArbiter {
    /// The driving finger moved after the view declined it: take the gesture
    /// if the view is the one left that can scroll along the whole path.
    /// - Complexity: O(views that received the touch + engaged recognizers).
    @inline(never)  // the rare path: kept out of `arbitrate`, which runs on every move
    func reconsider(for view: ScrollView, with event: TouchEvent) {
        guard let primary = view.drag.primary else { return }
        if primary.isWon {
            mayReconsider = false
            return
        }
        // One finger: a second one makes it a pinch or a pan of two, which
        // the view's own machinery judges.
        guard event.touches(for: view).count == 1, let rule = view.reconsideringRule(for: primary),
            rule.passes(primary.location.displacement(from: view.drag.origin)),
            holdersBelowReject(primary), view.ancestorsHaveGivenUp(primary),
            !event.window.arena.hasPossibleRecognizer(following: primary)
        else { return }
        mayReconsider = false
        isDecided = false
        // The view's pan is not asked: it failed at the decline, or follows
        // no touch (then it would not be asked either), so nothing can hold
        // the take-over back to wait for it.
        takeOver(
            primary, rule: DecisionRule.reconsidered, thresholds: Thresholds(x: rule.travel, y: nil),
            from: .currentLocation, asking: nil, with: event)
    }

    /// Where, on the driving finger's move (`segment`, from touch-down), the
    /// view would reconsider: nil when it would not on this segment, or when
    /// somebody below still holds the touch (its own rejection is a point of
    /// its own). The other conditions are asked at the point.
    func firstReconsideration(for view: ScrollView, on segment: PathSegment) -> Double? {
        guard mayReconsider, let primary = view.drag.primary, !primary.isWon,
            let rule = view.reconsideringRule(for: primary), holdersBelowReject(primary, sparingParticipants: true)
        else { return nil }
        return segment.firstEntry(into: rule.region, along: rule.axis)
    }
}

/// The test a reconsidering scroll view applies to the path from touch-down:
/// its own `LastOneStandingRule` along its axis, made as strict as the yield
/// of each scroll view above that is still testing the touch across it.
struct ReconsideringRule {
    var axis: Axis
    /// Points along `axis`.
    var travel: Double
    var dominance: Double

    /// The rule as a `LastOneStandingRule`, whose test and region it is.
    var lastOneStanding: LastOneStandingRule { LastOneStandingRule(minimumTravel: travel, dominance: dominance) }

    /// Whether `displacement` (window points from touch-down) passes it.
    func passes(_ displacement: Vector) -> Bool {
        lastOneStanding.passes(displacement, along: axis, beyond: travel)
    }

    /// The same test as a region, for the path.
    var region: AxisRegion { ScrollView.lastOneStandingRegion(lastOneStanding, travel: travel) }
}

extension ScrollView {
    /// The rule by which this view would reconsider `touch`; nil when it
    /// cannot: it scrolls both ways or nowhere (it never declines by its
    /// axis), or a scroll view above still testing the touch scrolls the same
    /// way or both ways (that one takes the gesture itself).
    func reconsideringRule(for touch: Touch) -> ReconsideringRule? {
        let axes = scrollableAxes
        guard !axes.isEmpty, axes != .both else { return nil }
        let axis = primaryAxis(of: axes)
        let own = arbitrationPolicy.lastOneStanding
        var rule = ReconsideringRule(axis: axis, travel: lastOneStandingTravel, dominance: own.dominance)
        for holder in touch.recipients where holder !== self && holder.touchBooks.open & touch.bit != 0 {
            guard let above = holder as? ScrollView, isDescendant(of: above),
                let arbiter = above.window?.arena.arbiter(testing: above), !arbiter.isDecided
            else { continue }
            let theirs = above.scrollableAxes
            if theirs.isEmpty { continue }
            guard theirs != .both, above.primaryAxis(of: theirs) == axis.cross else { return nil }
            rule.travel = max(rule.travel, above.lastOneStandingTravel)
            rule.dominance = max(rule.dominance, above.arbitrationPolicy.lastOneStanding.dominance)
        }
        return rule
    }

    /// Whether every view above this one that holds `touch` has given it up:
    /// a scroll view has stopped testing it or yielded it
    /// (`hasGivenUp(_:)`), a participant rejects it.
    func ancestorsHaveGivenUp(_ touch: Touch) -> Bool {
        for holder in touch.recipients where holder !== self && holder.touchBooks.open & touch.bit != 0 {
            guard isDescendant(of: holder) else { continue }
            if let above = holder as? ScrollView {
                if !above.hasGivenUp(touch) { return false }
            } else if let participant = holder.arenaParticipant, participant.arenaStance(for: touch) != .reject {
                return false
            }
        }
        return true
    }

    /// The policy's `LastOneStandingRule.reconsidersDeclines`, read out of
    /// line: a read of the policy inside `arbitrate` made the optimizer copy
    /// the whole policy on every move (+45 instructions a frame, callgrind).
    @inline(never)
    var reconsidersDeclines: Bool { arbitrationPolicy.lastOneStanding.reconsidersDeclines }

    /// Whether this view's declined `touch` would be taken back now: it may
    /// reconsider, and the path from touch-down passes its rule. Such a view
    /// holds the touch for a scroll view above that asks whether it is the
    /// last one standing.
    func wouldReconsider(_ touch: Touch, by arbiter: ScrollArbiter) -> Bool {
        guard arbiter.mayReconsider, drag.primary === touch, let rule = reconsideringRule(for: touch) else {
            return false
        }
        return rule.passes(touch.location.displacement(from: drag.origin))
    }
}

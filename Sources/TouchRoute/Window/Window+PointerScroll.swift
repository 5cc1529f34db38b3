/// Pointer scrolling: a mouse wheel, a touchpad's two-finger scroll, or any
/// other continuous scroll, routed to the scroll view under the pointer.
///
/// ```
///  PointerScroll ──▶ Window.handle ──▶ clock.advance (due timers fire first)
///     │
///     ├─ each axis of the delta goes to the innermost scroll view under the
///     │  pointer that scrolls along it, and through its NestedScrollChain as a
///     │  drag's step does (inner first; the rest to the outer views)
///     ├─ wheel, continuous: applied at once, clamped at the outermost edge;
///     │  a paging view turns a page per detent's worth (a snap)
///     ├─ finger: latched to its views from began to ended; 1:1 and
///     │  rubber-banded while the fingers are down; at ended the touch
///     │  release: a fling on the same deceleration, a spring back, a page
///     └─ a PointerScrollRecord, after the offsets it caused
/// ```
///
/// Decisions, and why:
/// - A wheel's detent is applied at once, not animated: a hi-res wheel
///   already sends eighths of a detent (6 points each), the result is the
///   same at any frame rate, and nothing is left moving to fight the next
///   detent. A pager's page turn is the exception: it snaps like a swipe.
/// - The axes stay as given: a vertical wheel never scrolls a horizontal-only
///   view sideways (browsers do the same; shift-for-sideways is the host's
///   modifier to apply by swapping `dx` and `dy`). So a vertical wheel over a
///   pager of lists scrolls the list, and a horizontal one turns the page.
/// - A finger sequence locks its axes at its first non-zero delta, as a drag
///   with `isDirectionalLockEnabled` does (libinput locks too), so a vertical
///   two-finger scroll over a pager of lists never nudges the pager.
/// - `.continuous` scrolls as the wheel does, in points: libinput guarantees
///   it no terminating event, so it never waits for one (no latching, no
///   rubber band, no fling). Its `.began` stops glides, as a finger's does.
/// - A touch owns what it drags: a pointer scroll whose chain has a finger
///   down on the glass is refused, reported as a `pointer-scroll` problem:
///   two inputs would fight over one content, and the drag's anchor would jump.
///   A touch coming down stops a pointer fling as it stops a flick.
extension Window {
    /// Route one pointer-scroll event to the scroll view under
    /// `scroll.location`, chaining to outer scroll views as a drag does.
    /// Bad input (a time before the last, a location or delta that is not a
    /// number, a finger scroll that changes or ends without beginning) is
    /// reported through `trace` as a problem. Allocation-free, but for problems.
    public func handle(_ scroll: PointerScroll) {
        advanceClock(to: admittedTime(scroll.timestamp, of: "input bug: pointer scroll", handledAs: "routed"))
        var scroll = scroll
        if !scroll.delta.dx.isFinite || !scroll.delta.dy.isFinite {
            report(
                .pointerScroll,
                "input bug: pointer scroll delta \(scroll.delta) is not a number; it is taken as no motion.")
            scroll.delta = .zero
        }
        if !scroll.location.isFinite {
            report(
                .pointerScroll,
                "input bug: pointer scroll location \(scroll.location) is not a number; only an end of a finger scroll is kept."
            )
            if scroll.source == .finger, scroll.phase == .ended, pointerScrolling.isFingerSequenceOpen {
                endFingerScroll(scroll)
            } else {
                recordPointerScroll(scroll, applied: .zero, view: nil, chainedTo: nil)
            }
            return
        }
        scroll.location = scroll.location.clamped(within: Self.largestCoordinate)
        switch scroll.source {
        case .wheel, .continuous: routeStep(scroll)
        case .finger: routeFinger(scroll)
        }
    }

    /// A wheel's or continuous source's event: each axis to the scroll view
    /// under the pointer, clamped at the edges.
    private func routeStep(_ scroll: PointerScroll) {
        if scroll.phase == .began { stopMotion(under: scroll.location) }
        let points = scroll.deltaInPoints
        var routed = RoutedScroll(mainAxis: abs(points.dx) > abs(points.dy) ? .horizontal : .vertical)
        func route(_ axis: Axis) {
            let delta = points[axis]
            guard delta != 0,
                let target = innermostScrollView(at: scroll.location, where: { $0.scrollableAxes.contains(axis) })
            else { return }
            guard !refusesForTouch(target, along: axis, scroll) else { return }
            if target.isPagingEnabled {
                if pointerScrolling.pagingView !== target || pointerScrolling.pagingAxis != axis
                    || pointerScrolling.isPagingTravelForgotten(at: clock.time)
                {
                    pointerScrolling.pagingView = target
                    pointerScrolling.pagingAxis = axis
                    pointerScrolling.pagingTravel = 0
                }
                pointerScrolling.pagingTime = clock.time
                let turn = target.turnPageForPointer(by: delta, along: axis, travel: &pointerScrolling.pagingTravel)
                routed.add(turn, chainedTo: nil, by: target, along: axis)
            } else {
                let (applied, chainedTo) = target.scrollForPointer(by: delta, along: axis, rubberBands: false)
                routed.add(applied, chainedTo: chainedTo, by: target, along: axis)
            }
        }
        route(.horizontal)
        route(.vertical)
        recordPointerScroll(scroll, applied: routed.applied, view: routed.view, chainedTo: routed.chainedTo)
    }

    /// Fingers on the touchpad (or a continuous scroll's start) stop what
    /// glides under the pointer, as a finger on the glass does.
    func stopMotion(under location: Point) {
        _ = innermostScrollView(
            at: location,
            where: {
                $0.stopAllMotion()
                return false
            })
    }

    /// Whether a touch holds `target`'s chain along `axis`; if so the event
    /// is refused there, and reported.
    func refusesForTouch(_ target: ScrollView, along axis: Axis, _ scroll: PointerScroll) -> Bool {
        guard target.isTouchedInChain(along: axis) else { return false }
        report(
            .pointerScroll,
            "a pointer scroll at \(scroll.location) reached \(target.name) while a finger is down on it or on a scroll view it chains to; the touch keeps it and the scroll is ignored."
        )
        return true
    }

    func recordPointerScroll(
        _ scroll: PointerScroll, applied: Vector, view: ScrollView?, chainedTo: ScrollView?
    ) {
        guard let trace else { return }
        trace(
            .pointerScroll(
                PointerScrollRecord(
                    time: clock.now, location: scroll.location, source: scroll.source, phase: scroll.phase,
                    delta: scroll.deltaInPoints, applied: applied, view: view, chainedTo: chainedTo)))
    }
}

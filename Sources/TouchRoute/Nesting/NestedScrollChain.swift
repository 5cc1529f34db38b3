/// The scroll views that share one scroll along one axis, outermost first,
/// and the order in which each delta of a drag or a glide is offered to them.
///
/// ```
///  a drag or glide step of d points (content offset; d > 0 towards the end)
///    0. a view pulled past an edge takes d back towards that edge first
///    1. d > 0: collapse-first views, outermost to innermost, each up to its end
///              (pre-scroll: the header collapses before the list moves)
///    2.        every view, innermost to outermost, within its range
///              (the list scrolls; what it cannot use goes back out:
///               post-scroll, the header comes back once the list is at its top)
///    3. what is left overscrolls one view: towards the end the outermost
///       content-first view (else the innermost), towards the start the
///       outermost; it rubber-bands there, or bounces after a glide, if that
///       view `bounces` and its behaviour is not `.none`; else it is dropped
/// ```
///
/// Invariant: each delta is used once. In finger space (rubber band undone)
/// the views' offsets change by exactly d in all, less what step 3 drops, so
/// one continuous drag never sticks at a boundary and never gains or loses
/// travel there (as toggling `isScrollEnabled` at the boundary does: a fast
/// drag stops dead there and needs a second swipe), and one glide carries its
/// velocity across the hand-off unchanged.
///
/// Membership, rebuilt for every step so a page switch or a removed view
/// takes effect at once: the driver (the view the finger drags, or whose
/// glide this is); its enclosing scroll views that scroll the same axis,
/// outwards for as long as each link's `overscrollBehavior` is `.auto`
/// (views that do not scroll the axis, such as a horizontal pager around
/// vertical lists, are passed through); and its `nestedScrollingChild`s,
/// inwards, for as long as each is a descendant that chains to its parent.
/// A paging view neither joins a chain nor drives one: it snaps to its pages.
/// The one exception: a zoomable driver's chain ends at its pager, which keeps
/// its pages there (see `ScrollView+PagerHandOff.swift`).
///
/// Building and stepping allocate nothing once the storage has grown to the
/// chain's depth. - Complexity: O(depth of the view tree) per step.
struct NestedScrollChain {
    /// Outermost first. Holds its views only while a step runs: `clear()`
    /// lets them go.
    private(set) var views: [ScrollView] = []

    /// Chains deeper than this grow the storage once, on first use.
    static let reservedDepth = 8

    init() {
        views.reserveCapacity(Self.reservedDepth)
    }

    /// Whether the chain is more than its driver.
    var isChained: Bool { views.count > 1 }

    /// Rebuild the chain for a scroll that `driver` drives along `axis`.
    mutating func rebuild(from driver: ScrollView, along axis: Axis) {
        views.removeAll(keepingCapacity: true)
        guard !driver.isPagingEnabled else {
            views.append(driver)
            return
        }
        var link = driver
        var ancestor = driver.superview
        while link.overscrollBehavior.chainsToParent, let view = ancestor {
            if let scroll = view as? ScrollView, scroll.isScrollEnabled, scroll.scrollableAxes.contains(axis) {
                if scroll.isPagingEnabled {
                    // A zoomed photo's drag goes on into its pager (ScrollView+PagerHandOff).
                    if driver.handsOff(to: scroll, along: axis) { views.append(scroll) }
                    break
                }
                views.append(scroll)
                link = scroll
            }
            ancestor = view.superview
        }
        views.reverse()
        views.append(driver)
        var parent = driver
        while let child = parent.nestedScrollingChild, child.joinsChain(below: parent, along: axis),
            !views.contains(where: { $0 === child })
        {
            views.append(child)
            parent = child
        }
    }

    /// Let the views go.
    mutating func clear() {
        views.removeAll(keepingCapacity: true)
    }

    /// Offer `delta` (points of content offset along `axis`, positive towards
    /// the end) to the views within their ranges (steps 0–2); returns what
    /// none of them could use.
    func scrollWithinRanges(by delta: Double, along axis: Axis) -> Double {
        var rest = delta
        for view in views where rest != 0 {
            rest = view.takeBackOverscroll(rest, along: axis)
            if view.isPagingEnabled { rest = view.takeTowardsPage(rest, along: axis) }
        }
        if rest > 0 {
            for view in views where rest != 0 && view.nestedScrollPriority == .collapseFirst {
                rest = view.takeWithinRange(rest, along: axis)
            }
        }
        for view in views.reversed() where rest != 0 {
            rest = view.takeWithinRange(rest, along: axis)
        }
        return rest
    }

    /// The view that shows what is left of a delta heading this way (step 3),
    /// or nil where it is dropped.
    func overscrollingView(forRemaining remaining: Double) -> ScrollView? {
        guard let outermost = views.first, let innermost = views.last else { return nil }
        let view =
            remaining > 0
            ? views.first(where: { $0.nestedScrollPriority == .contentFirst }) ?? innermost
            : outermost
        return view.showsOverscroll ? view : nil
    }

    /// Offer one step of a drag: within the ranges, then rubber-banded past an
    /// edge (in finger space, so pulling back retraces it exactly).
    func drag(by delta: Double, along axis: Axis) {
        let rest = scrollWithinRanges(by: delta, along: axis)
        guard rest != 0, let view = overscrollingView(forRemaining: rest) else { return }
        view.overscroll(by: rest, along: axis)
    }

    /// Stop whatever moves any view of the chain: a finger came down on one of
    /// them. Returns whether it caught a motion (one that had all but stopped
    /// does not count: see `ScrollView.catchMotion`); if so every view is marked as
    /// caught at `time`, so that none of them passes this touch to its content.
    func stopMotion(caughtAt time: Double) -> Bool {
        var stopped = false
        for view in views where view.stopAllMotion(caughtAt: time) {
            stopped = true
        }
        if stopped {
            for view in views { view.motionCaughtAt = time }
        }
        return stopped
    }
}

extension ScrollView {
    /// Whether this view continues a chain from `parent`, its enclosing link.
    fileprivate func joinsChain(below parent: ScrollView, along axis: Axis) -> Bool {
        overscrollBehavior.chainsToParent && isScrollEnabled && !isPagingEnabled
            && scrollableAxes.contains(axis) && window === parent.window && isDescendant(of: parent)
    }

    /// The content offset along `axis`, in points.
    func offset(along axis: Axis) -> Double { contentOffset[axis] }

    /// The offsets along `axis` reachable without overscroll.
    func offsetRange(along axis: Axis) -> ClosedRange<Double> {
        let range = contentOffsetRange
        return axis == .horizontal ? range.x : range.y
    }

    /// Move the content along `axis` only, without stopping a motion.
    func applyOffset(_ value: Double, along axis: Axis) {
        var offset = contentOffset
        offset[axis] = value
        applyContentOffset(offset)
    }

    /// The offset along `axis` in finger space: where the finger would have
    /// put the content for it to show where it is (equal inside the range).
    /// Content further past an edge than a finger can pull it (a viewport's
    /// length or more: it got there by code, or its content shrank) has no
    /// finite finger-space offset; there the displayed offset stands in, so a
    /// drag moves it one to one until the rubber band can hold it.
    func fingerSpaceOffset(along axis: Axis) -> Double {
        let offset = offset(along: axis)
        guard showsOverscroll else { return offset }
        let finger = RubberBand.fingerOffset(
            forDisplayedOffset: offset, range: offsetRange(along: axis), dimension: bounds.size[axis])
        return finger.isFinite ? finger : offset
    }

    /// Take what a delta can use within the range, if the content is in it;
    /// returns the rest, exactly zero when all was used.
    fileprivate func takeWithinRange(_ delta: Double, along axis: Axis) -> Double {
        let offset = offset(along: axis)
        let range = offsetRange(along: axis)
        guard range.contains(offset) else { return delta }
        let wanted = offset + delta
        let target = min(max(wanted, range.lowerBound), range.upperBound)
        applyOffset(target, along: axis)
        return target == wanted ? 0 : wanted - target
    }

    /// Content pulled past an edge takes a delta heading back first, in finger
    /// space, up to the edge; returns the rest.
    fileprivate func takeBackOverscroll(_ delta: Double, along axis: Axis) -> Double {
        let offset = offset(along: axis)
        let range = offsetRange(along: axis)
        let edge: Double
        if offset < range.lowerBound, delta > 0 {
            edge = range.lowerBound
        } else if offset > range.upperBound, delta < 0 {
            edge = range.upperBound
        } else {
            return delta
        }
        let finger = fingerSpaceOffset(along: axis) + delta
        if (delta > 0 && finger >= edge) || (delta < 0 && finger <= edge) {
            applyOffset(edge, along: axis)
            return finger - edge
        }
        if abs(offset - edge) >= bounds.size[axis] {
            // Beyond the rubber band's reach: one to one, towards it.
            applyOffset(finger, along: axis)
        } else {
            overscroll(toFingerOffset: finger, along: axis)
        }
        return 0
    }

    /// Pull the content `delta` points of finger travel further past its edge,
    /// rubber-banded when the view `bounces`.
    func overscroll(by delta: Double, along axis: Axis) {
        overscroll(toFingerOffset: fingerSpaceOffset(along: axis) + delta, along: axis)
    }

    private func overscroll(toFingerOffset finger: Double, along axis: Axis) {
        let range = offsetRange(along: axis)
        applyOffset(
            showsOverscroll
                ? RubberBand.displayedOffset(forFingerOffset: finger, range: range, dimension: bounds.size[axis])
                : min(max(finger, range.lowerBound), range.upperBound),
            along: axis)
    }
}

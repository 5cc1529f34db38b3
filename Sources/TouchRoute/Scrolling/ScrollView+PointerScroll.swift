/// What one scroll view does with a pointer scroll routed to it: the step goes
/// through its `NestedScrollChain`, the same routine a drag's steps take, so a
/// list at its edge hands the rest to the scroll view around it and
/// `overscrollBehavior` and `nestedScrollPriority` hold as for a finger.
///
/// ```
///  wheel, continuous  chain.scrollWithinRanges: the rest past the outermost
///                     edge is dropped (clamped, as desktops do; a view already
///                     past an edge springs back)
///  finger (touchpad)  chain.drag: the rest rubber-bands, as under a finger on
///                     the glass; the sequence's end springs it back or flings
///  a paging view      wheel and continuous: a page per detent's worth of
///                     points (a snap); finger: 1:1, settling on a page at the end
/// ```
extension ScrollView {
    /// Scroll by `delta` points of content offset along `axis`, through this
    /// view's chain. Whatever moved a view of the chain on its own (a glide, a
    /// spring) stops first: it would put the content back on its next frame.
    /// Returns the points the chain moved in all (as shown), and the
    /// outermost other view of the chain that moved.
    /// - Complexity: O(chain depth); allocates nothing.
    func scrollForPointer(by delta: Double, along axis: Axis, rubberBands: Bool) -> (
        applied: Double, chainedTo: ScrollView?
    ) {
        chain.rebuild(from: self, along: axis)
        defer { chain.clear() }
        // The offsets before, for the outermost `reservedDepth` views of a
        // deeper chain: enough to tell who moved in any real layout.
        var before = InlineArray<8, Double>(repeating: 0)
        var total = 0.0
        for (index, view) in chain.views.enumerated() {
            view.stopAllMotion()
            let offset = view.offset(along: axis)
            if index < before.count { before[index] = offset }
            total -= offset
        }
        if rubberBands {
            chain.drag(by: delta, along: axis)
        } else {
            _ = chain.scrollWithinRanges(by: delta, along: axis)
        }
        var chainedTo: ScrollView?
        for (index, view) in chain.views.enumerated() {
            let offset = view.offset(along: axis)
            total += offset
            if chainedTo == nil, view !== self, index < before.count, before[index] != offset { chainedTo = view }
            if !rubberBands { view.springBackIfPastEdge(along: axis) }
        }
        return (total, chainedTo)
    }

    /// Count `points` of a wheel or continuous scroll towards this paging
    /// view's next page along `axis` (`travel` carries the count between
    /// events; it restarts when the direction turns), and snap a page on for
    /// each `PointerScroll.wheelPointsPerDetent` counted, from the page it is
    /// on or already heading to. Returns the distance to the page it now
    /// heads for, in points, or 0 when no page turned.
    func turnPageForPointer(by points: Double, along axis: Axis, travel: inout Double) -> Double {
        let length = bounds.size[axis]
        guard let window, length > 0, points != 0 else { return 0 }
        if travel != 0, (travel > 0) != (points > 0) { travel = 0 }
        travel += points
        let pages = (abs(travel) / PointerScroll.wheelPointsPerDetent).rounded(.down)
        guard pages >= 1 else { return 0 }
        let direction = travel > 0 ? 1.0 : -1.0
        travel -= direction * pages * PointerScroll.wheelPointsPerDetent
        let offset = offset(along: axis)
        let range = offsetRange(along: axis)
        var heading = offset
        if case .moving(let x, let y) = motion, let resting = (axis == .horizontal ? x : y).restingOffset {
            heading = resting
        }
        let firstPage = (range.lowerBound / length).rounded(.up)
        let lastPage = (range.upperBound / length).rounded(.down)
        let page = min(max((heading / length).rounded() + direction * pages, firstPage), lastPage)
        let target = min(max(page * length, range.lowerBound), range.upperBound)
        guard target.isFinite, target != heading else { return 0 }
        continueMotion(
            .springing(PagingTarget.snap(from: offset, velocity: 0, to: target), start: window.clock.now),
            along: axis, at: window.clock.now)
        return target - offset
    }

    /// Content a wheel left past an edge (it was there already, pulled by a
    /// finger or put there by code) springs back to it, as after a drag.
    private func springBackIfPastEdge(along axis: Axis) {
        let offset = offset(along: axis)
        guard let window, offset.isFinite,
            let springBack = AxisMotion.springBack(
                from: offset, velocity: 0, within: offsetRange(along: axis), start: window.clock.now)
        else { return }
        continueMotion(springBack, along: axis, at: window.clock.now)
    }

    /// Whether a finger is down on this view or any view of its chain along
    /// `axis`: a touch owns the content it drags, and a pointer scroll there
    /// is refused (see `Window.handle(_: PointerScroll)`).
    func isTouchedInChain(along axis: Axis) -> Bool {
        chain.rebuild(from: self, along: axis)
        defer { chain.clear() }
        return chain.views.contains { $0.isTracking }
    }

    /// The touchpad's fingers lifted: glide on with the scroll's velocity,
    /// spring back from overscroll, or settle on a page, exactly as the
    /// release of a touch drag (`startMomentum`). `contentVelocity` is in
    /// points per second of content offset; only `axes` move.
    func releasePointerScroll(contentVelocity: Vector, startOffset: Point, axes: Axes) {
        startMomentum(
            fingerVelocity: -ScrollView.releaseVelocity(contentVelocity), startOffset: startOffset, axes: axes)
    }
}

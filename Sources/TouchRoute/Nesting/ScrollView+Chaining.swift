/// Drags and glides that run through a `NestedScrollChain`: what a scroll view
/// does along an axis on which it is chained to enclosing or nested scroll
/// views. Along an axis where it is alone it drags and glides on its own
/// (`ScrollView+Dragging.swift`, `ScrollView+Motion.swift`), which is the
/// same arithmetic for a chain of one.
extension ScrollView {
    /// One step of a drag, to the finger's new `location` (window points):
    /// along each chained axis the step's travel goes to the chain, along the
    /// others to this view alone. Returns false, doing nothing, when no axis
    /// of the drag is chained.
    func followFingerThroughChains(to location: Point) -> Bool {
        // A paging view neither joins a chain nor drives one: it is alone on
        // every axis, so a pager's drag (most live frames) builds no chain.
        guard !isPagingEnabled else { return false }
        let step = location.displacement(from: drag.lastLocation)
        var chained: Axes = []
        func offer(_ axis: Axis) {
            guard drag.axes.contains(axis) else { return }
            chain.rebuild(from: self, along: axis)
            if chain.isChained {
                chain.drag(by: -step[axis], along: axis)
                chained.insert(Axes(axis))
            }
            chain.clear()
        }
        offer(.horizontal)
        offer(.vertical)
        guard !chained.isEmpty else { return false }
        if drag.axes.contains(.horizontal), !chained.contains(.horizontal) {
            overscroll(by: -step.dx, along: .horizontal)
        }
        if drag.axes.contains(.vertical), !chained.contains(.vertical) { overscroll(by: -step.dy, along: .vertical) }
        // Keep the single-view arithmetic anchored here, should the chain
        // come apart during the drag.
        drag.lastLocation = location
        drag.anchor = location
        drag.anchorOffset = fingerSpaceOffset
        return true
    }

    /// The finger lifted from a drag along `axis` with the content moving at
    /// `velocity` (points per second, content offset). Nil when the axis is
    /// not chained: the view then releases on its own. Else: views of the
    /// chain pulled past an edge spring back; otherwise the whole chain
    /// glides on one deceleration curve, so the velocity carries across each
    /// hand-off unchanged.
    func releaseChain(along axis: Axis, velocity: Double, at now: Double) -> AxisMotion? {
        chain.rebuild(from: self, along: axis)
        defer { chain.clear() }
        guard chain.isChained else { return nil }
        var own = AxisMotion.still
        var overscrolled = false
        for view in chain.views {
            guard
                let springBack = AxisMotion.springBack(
                    from: view.offset(along: axis), velocity: velocity, within: view.offsetRange(along: axis),
                    start: now)
            else { continue }
            overscrolled = true
            if view === self { own = springBack } else { view.continueMotion(springBack, along: axis, at: now) }
        }
        guard !overscrolled else { return own }
        if let pager = chain.views.first, pager.isPagingEnabled {
            return releaseIntoPager(pager, along: axis, velocity: velocity, at: now)
        }
        guard abs(velocity) > Deceleration.stopSpeed else { return .still }
        markAsGlideDriver()
        return .chaining(
            Deceleration(startOffset: 0, startVelocity: velocity, rate: decelerationRate), start: now, travelled: 0)
    }

    /// Tell every other view of the chain (as built now) that this view's
    /// glide moves it, so that stopping it stops the glide.
    private func markAsGlideDriver() {
        for view in chain.views where view !== self && view.chainGlideDriver !== self {
            view.chainGlideDriver = self
        }
    }

    /// One display frame of a chained glide: the glide's travel since the last
    /// frame goes to the chain. When the chain runs out of room, the view that
    /// shows overscroll bounces with the glide's velocity at the moment room
    /// ran out, and the glide ends. Returns what this view's axis does next.
    func stepChain(_ axisMotion: AxisMotion, along axis: Axis, at time: Double) -> AxisMotion {
        guard case .chaining(let glide, let start, let travelled) = axisMotion else { return axisMotion }
        let elapsed = time - start
        let position = glide.offset(after: elapsed)
        chain.rebuild(from: self, along: axis)
        defer { chain.clear() }
        markAsGlideDriver()
        let rest = chain.scrollWithinRanges(by: position - travelled, along: axis)
        if rest == 0 {
            let stopped = abs(glide.velocity(after: elapsed)) < Deceleration.stopSpeed
            return stopped ? .still : .chaining(glide, start: start, travelled: position)
        }
        guard let view = chain.overscrollingView(forRemaining: rest) else { return .still }
        let crossing = glide.time(toReach: position - rest) ?? elapsed
        let edge = view.offset(along: axis)
        let bounce = AxisMotion.springing(
            CriticallyDampedSpring(from: edge, velocity: glide.velocity(after: crossing), to: edge),
            start: start + crossing)
        guard view === self else {
            view.continueMotion(bounce, along: axis, at: time)
            return .still
        }
        let (offset, next) = bounce.step(
            at: time, from: edge, range: offsetRange(along: axis), bounces: showsOverscroll)
        applyOffset(offset, along: axis)
        return next
    }

    /// A finger came down on this view: stop whatever moves it or any view of
    /// its chains. Returns whether something was moving, here or when another
    /// view of the chain caught it for this same touch-down at `time`.
    func stopChainMotion(at time: Double) -> Bool {
        if catchMotion(at: time) { motionCaughtAt = time }
        func stop(_ axis: Axis) {
            guard scrollableAxes.contains(axis) else { return }
            chain.rebuild(from: self, along: axis)
            _ = chain.stopMotion(caughtAt: time)
            chain.clear()
        }
        stop(.horizontal)
        stop(.vertical)
        return motionCaughtAt == time
    }
}

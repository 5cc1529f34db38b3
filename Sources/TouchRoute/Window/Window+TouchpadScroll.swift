/// A touchpad's two-finger scroll (`PointerScroll.Source.finger`): a
/// sequence from `.began` to `.ended`, latched to the scroll views under the
/// pointer when it locks its axes, moving them 1:1 (rubber-banded past the
/// edge), and released at the end as a touch drag's lift is (see
/// `Window+PointerScroll.swift` for the routing as a whole).
extension Window {
    /// A touchpad's event: latched to the views its sequence began on.
    func routeFinger(_ scroll: PointerScroll) {
        switch scroll.phase {
        case .began:
            if pointerScrolling.isFingerSequenceOpen {
                report(
                    .pointerScroll,
                    "input bug: a finger scroll began while another was under way; the earlier one ends without a fling."
                )
                releaseFingerScroll(withVelocity: false)
            }
            openFingerScroll(at: scroll)
            moveFingerScroll(scroll)
        case .changed:
            if !pointerScrolling.isFingerSequenceOpen {
                report(.pointerScroll, "input bug: a finger scroll changed without beginning; it begins now.")
                openFingerScroll(at: scroll)
            }
            moveFingerScroll(scroll)
        case .ended:
            guard pointerScrolling.isFingerSequenceOpen else {
                report(.pointerScroll, "input bug: a finger scroll ended but never began; it is ignored.")
                recordPointerScroll(scroll, applied: .zero, view: nil, chainedTo: nil)
                return
            }
            endFingerScroll(scroll)
        }
    }

    private func openFingerScroll(at scroll: PointerScroll) {
        stopMotion(under: scroll.location)
        pointerScrolling.closeFingerSequence()
        pointerScrolling.isFingerSequenceOpen = true
    }

    /// One step of the sequence: the content follows the delta 1:1 along the
    /// locked axes, rubber-banded past the outermost edge.
    private func moveFingerScroll(_ scroll: PointerScroll) {
        let delta = scroll.delta
        if pointerScrolling.axes.isEmpty, delta != .zero { lockFingerScroll(delta, at: scroll.location) }
        pointerScrolling.travelled = pointerScrolling.travelled + delta
        pointerScrolling.velocity.add(pointerScrolling.travelled, at: clock.now)
        var routed = RoutedScroll(mainAxis: fingerMainAxis(delta))
        func route(_ axis: Axis) {
            guard pointerScrolling.axes.contains(axis), let driver = pointerScrolling.driver(along: axis) else {
                return
            }
            routed.note(driver, along: axis)
            guard delta[axis] != 0, !refusesForTouch(driver, along: axis, scroll) else { return }
            let (applied, chainedTo) = driver.scrollForPointer(by: delta[axis], along: axis, rubberBands: true)
            routed.add(applied, chainedTo: chainedTo, by: driver, along: axis)
        }
        route(.horizontal)
        route(.vertical)
        recordPointerScroll(scroll, applied: routed.applied, view: routed.view, chainedTo: routed.chainedTo)
    }

    /// The sequence's axes and, per axis, the innermost scroll view under the
    /// pointer that scrolls along it.
    private func lockFingerScroll(_ delta: Vector, at location: Point) {
        let factor = ScrollView.directionalLockFactor
        var axes = Axes.both
        if abs(delta.dx) > factor * abs(delta.dy) { axes = .horizontal }
        if abs(delta.dy) > factor * abs(delta.dx) { axes = .vertical }
        pointerScrolling.axes = axes
        if axes.contains(.horizontal) {
            let driver = innermostScrollView(at: location, where: { $0.scrollableAxes.contains(.horizontal) })
            pointerScrolling.horizontalDriver = driver
            pointerScrolling.horizontalStartOffset = driver?.contentOffset ?? .zero
        }
        if axes.contains(.vertical) {
            let driver = innermostScrollView(at: location, where: { $0.scrollableAxes.contains(.vertical) })
            pointerScrolling.verticalDriver = driver
            pointerScrolling.verticalStartOffset = driver?.contentOffset ?? .zero
        }
    }

    private func fingerMainAxis(_ delta: Vector) -> Axis {
        if delta != .zero { return abs(delta.dx) > abs(delta.dy) ? .horizontal : .vertical }
        return pointerScrolling.axes == .horizontal ? .horizontal : .vertical
    }

    /// The fingers lifted: the last delta (normally none), then the release.
    func endFingerScroll(_ scroll: PointerScroll) {
        if scroll.delta != .zero, scroll.location.isFinite { moveFingerScroll(scroll) }
        var routed = RoutedScroll(mainAxis: fingerMainAxis(.zero))
        if let driver = pointerScrolling.horizontalDriver { routed.note(driver, along: .horizontal) }
        if let driver = pointerScrolling.verticalDriver { routed.note(driver, along: .vertical) }
        releaseFingerScroll(withVelocity: true)
        var ended = scroll
        ended.delta = .zero
        recordPointerScroll(ended, applied: .zero, view: routed.view, chainedTo: nil)
    }

    /// Hand the sequence's views to momentum, as the lift of a touch drag
    /// does, and forget the sequence. A view a touch holds is left to it.
    private func releaseFingerScroll(withVelocity: Bool) {
        let state = pointerScrolling
        pointerScrolling.closeFingerSequence()
        let velocity = withVelocity ? state.velocity.velocity(at: clock.now) : .zero
        let horizontal = state.axes.contains(.horizontal) ? state.horizontalDriver : nil
        let vertical = state.axes.contains(.vertical) ? state.verticalDriver : nil
        if let horizontal, horizontal === vertical {
            guard !horizontal.isTracking else { return }
            let start = Point(x: state.horizontalStartOffset.x, y: state.verticalStartOffset.y)
            horizontal.releasePointerScroll(contentVelocity: velocity, startOffset: start, axes: .both)
            return
        }
        if let horizontal, !horizontal.isTracking {
            horizontal.releasePointerScroll(
                contentVelocity: Vector(dx: velocity.dx, dy: 0), startOffset: state.horizontalStartOffset,
                axes: .horizontal)
        }
        if let vertical, !vertical.isTracking {
            vertical.releasePointerScroll(
                contentVelocity: Vector(dx: 0, dy: velocity.dy), startOffset: state.verticalStartOffset,
                axes: .vertical)
        }
    }
}

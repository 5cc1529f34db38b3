import CTouchRoute
import TouchRoute

extension HostedWindow {
    /// Route a C pointer scroll at `time` (window seconds). Every field is
    /// checked first, so a refused scroll changes nothing. Allocates nothing
    /// unless refused.
    func route(_ c: tr_scroll, at time: Double, call: String) throws(APIFailure) {
        guard time.isFinite else {
            throw .invalid("scroll->time is \(time); give window time in seconds, a finite number.")
        }
        let location = Point(x: try CArguments.finite(c.x, "scroll->x"), y: try CArguments.finite(c.y, "scroll->y"))
        let delta = Vector(dx: try CArguments.finite(c.dx, "scroll->dx"), dy: try CArguments.finite(c.dy, "scroll->dy"))
        let source: PointerScroll.Source
        switch c.source {
        case TR_SCROLL_SOURCE_WHEEL: source = .wheel
        case TR_SCROLL_SOURCE_FINGER: source = .finger
        case TR_SCROLL_SOURCE_CONTINUOUS: source = .continuous
        default:
            throw .invalid(
                "scroll->source is \(c.source.rawValue), which is not a tr_scroll_source (TR_SCROLL_SOURCE_WHEEL, _FINGER or _CONTINUOUS)."
            )
        }
        let phase: PointerScroll.Phase
        switch c.phase {
        case TR_SCROLL_PHASE_BEGAN: phase = .began
        case TR_SCROLL_PHASE_CHANGED: phase = .changed
        case TR_SCROLL_PHASE_ENDED: phase = .ended
        default:
            throw .invalid(
                "scroll->phase is \(c.phase.rawValue), which is not a tr_scroll_phase (TR_SCROLL_PHASE_BEGAN, _CHANGED or _ENDED)."
            )
        }
        try routing(call) {
            window.handle(
                PointerScroll(timestamp: time, location: location, source: source, phase: phase, delta: delta))
        }
    }

    /// A routed pointer scroll, to the C callback if one is set.
    func forwardPointerScroll(_ record: TraceRecord) {
        guard let function = callbacks.pointerScroll.function, case .pointerScroll(let scroll) = record else { return }
        let view = scroll.view.map { cIdentity(of: $0) }
        let chainedTo = scroll.chainedTo.map { cIdentity(of: $0) }
        var c = tr_pointer_scroll(
            time: scroll.time, x: scroll.location.x, y: scroll.location.y, source: scroll.source.cValue,
            phase: scroll.phase.cValue, dx: scroll.delta.dx, dy: scroll.delta.dy, applied_x: scroll.applied.dx,
            applied_y: scroll.applied.dy, view: view?.handle, view_name: view?.name, chained_to: chainedTo?.handle,
            chained_to_name: chainedTo?.name)
        function(callbacks.pointerScroll.userData, &c)
    }
}

extension PointerScroll.Source {
    var cValue: tr_scroll_source {
        switch self {
        case .wheel: TR_SCROLL_SOURCE_WHEEL
        case .finger: TR_SCROLL_SOURCE_FINGER
        case .continuous: TR_SCROLL_SOURCE_CONTINUOUS
        }
    }
}

extension PointerScroll.Phase {
    var cValue: tr_scroll_phase {
        switch self {
        case .began: TR_SCROLL_PHASE_BEGAN
        case .changed: TR_SCROLL_PHASE_CHANGED
        case .ended: TR_SCROLL_PHASE_ENDED
        }
    }
}

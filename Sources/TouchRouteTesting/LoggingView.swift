import TouchRoute

/// A view that keeps every touch it is given and logs each `touches…` call,
/// for tests of delivery that look below the trace.
///
/// `TraceRecorder` sees what the window delivers, one record per touch. This
/// sees the calls themselves: which touches arrived together in one call (the
/// window groups a frame's touches per view and phase), and the `Touch`
/// objects, to look at after their touches have ended (the window reuses them).
///
/// It never passes touches up the responder chain. Subclass it to add a
/// behaviour, calling `super` to keep the log.
open class LoggingView: View {
    /// One `touches…` call: its phase and the IDs of the touches in it, in the
    /// set's order.
    public struct Call: Equatable, Sendable {
        /// The phase of the `touches…` method that was called: `.began`, `.moved`, `.ended` or `.cancelled`.
        public var phase: TouchPhase
        /// The touches in the call's set, by ID, in the set's order.
        public var ids: [TouchID]
    }

    /// Every call, in order.
    public private(set) var calls: [Call] = []
    /// The touch object of every touch given to the view, once per touch, in
    /// order of first arrival. The window reuses objects, so one object may
    /// appear again for a later touch (and then shows that touch).
    public private(set) var touches: [Touch] = []
    /// The IDs of `touches`, as they were when each arrived.
    private var seen: [TouchID] = []
    /// Claim each touch as it begins (`claim(_:)`), as a view that owns it would.
    public var claimsTouches = false

    /// The phases of the calls, in order.
    public var phases: [TouchPhase] { calls.map(\.phase) }

    private func log(_ phase: TouchPhase, _ set: TouchSet) {
        calls.append(Call(phase: phase, ids: set.map(\.id)))
        for touch in set where !seen.contains(touch.id) {
            seen.append(touch.id)
            touches.append(touch)
        }
    }

    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        if claimsTouches { claim(touches) }
        log(.began, touches)
    }
    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { log(.moved, touches) }
    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) { log(.ended, touches) }
    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) { log(.cancelled, touches) }
}

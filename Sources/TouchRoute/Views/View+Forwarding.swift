extension View {
    /// Hand `touches` to `target` in `phase`: the one way touches move between
    /// views. The window uses it to deliver input, scroll views use it to pass
    /// touches to their content, and the default `touches…` methods use it to
    /// pass unhandled touches up the responder chain.
    ///
    /// It keeps the exactly-once books, so calling it is always safe:
    ///
    /// - `began` reaches a view at most once per touch; the view becomes one of the
    ///   touch's recipients. A view that has left the window gets no new touches.
    /// - `moved`, `ended` and `cancelled` reach only recipients that have not seen
    ///   the touch end; after `ended` or `cancelled` nothing more reaches that view.
    /// - A touch that comes back to a view that already holds it (a child passing
    ///   it up the responder chain to the parent that forwarded it) does not
    ///   re-enter that view: it continues to the view's `nextResponder`.
    ///
    /// - Complexity: O(touches); each check is a bit test.
    ///
    /// Call this rather than a target's `touches…` method directly; direct calls
    /// bypass the books. `stationary` is never delivered. A nil target does nothing.
    public func forward(_ phase: TouchPhase, _ touches: TouchSet, with event: TouchEvent, to target: View?) {
        guard let target, !touches.isEmpty, phase != .stationary else { return }
        event.window.deliver(phase, touches, to: target, with: event)
    }
}

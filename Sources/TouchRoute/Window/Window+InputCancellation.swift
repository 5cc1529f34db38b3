extension Window {
    /// Deliver the input's cancellation of the touches in `mask` (a palm, lost
    /// events, an unplug; see `CancellationReason`), each explained in the trace
    /// before any view gets `touchesCancelled`, so the trace reads cause, then
    /// effect:
    ///
    /// ```
    ///  0.040  #1  pager  palm  cancelled  (dx 16.043, dy 0)    ← recordInputCancellation
    ///  0.040  #1 cancelled at (336.909, 160.433) → pager        ← dispatch
    /// ```
    ///
    /// - Complexity: O(touches × their recipients) when the window has a trace;
    ///   allocates nothing.
    func dispatchInputCancellation(_ mask: UInt64) {
        if trace != nil {
            for touch in TouchSet(table: touchTable, mask: mask) { recordInputCancellation(of: touch) }
        }
        dispatch(.cancelled, mask)
    }

    /// One `Decision` for a touch the input cancelled: at `touch.view` (the view
    /// it was hit-tested to, its first recipient), with the reason's raw value
    /// as the rule, outcome `cancelled`, no target, and the displacement from
    /// touch-down.
    ///
    /// Only a touch that some view still holds is explained, since only then
    /// does a cancellation follow. A touch withheld from a single-touch view
    /// reached no view (its `withheld` decision already says so), and one that
    /// every view has let go (its views left the window, which cancelled it
    /// there) has nothing left to cancel. A contact refused at touch-down (off
    /// the window, or past 64 fingers) never became a touch: its refusal is
    /// already a problem in the trace, and its cancel is skipped quietly.
    private func recordInputCancellation(of touch: Touch) {
        guard let trace, let view = touch.view,
            touch.recipients.contains(where: { $0.touchBooks.open & touch.bit != 0 })
        else { return }
        trace(
            .decision(
                Decision(
                    time: clock.now, touch: touch.id, view: view,
                    rule: DecisionRule(touch.cancellationReason ?? .input), outcome: .cancelled,
                    displacement: touch.translation)))
    }
}

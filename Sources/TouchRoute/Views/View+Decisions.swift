extension View {
    /// Add a decision this view made about `touch` to its window's trace, with
    /// the touch's displacement from touch-down (window points). Custom views
    /// that route touches themselves use it to explain their choices the same
    /// way the built-in ones do. Does nothing outside a window.
    public func recordDecision(
        _ outcome: Decision.Outcome, for touch: Touch, rule: DecisionRule,
        thresholds: Thresholds? = nil, target: View? = nil
    ) {
        guard let window, let trace = window.trace else { return }
        trace(
            .decision(
                Decision(
                    time: window.clock.now, touch: touch.id, view: self, rule: rule, outcome: outcome,
                    displacement: touch.translation, thresholds: thresholds, target: target)))
    }
}

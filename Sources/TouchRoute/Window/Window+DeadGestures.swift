extension Window {
    /// A touch that lifted after travelling more than the pan start (of the
    /// scroll view it was hit-tested to, else the standard 10 pt) while no
    /// view scrolled it, claimed it, or could count it as a tap, and no
    /// recognizer won it, is a dead gesture: say so in the trace, at the view
    /// it was hit-tested to. A won touch counts as won even when its
    /// recognizer has gone since (its action removed it: the touch's link to
    /// it is weak), so `Touch.isWon` is read, not `winner`.
    /// Each view that received the touch is asked whether it may have made
    /// something of it (`View.mayHaveUsed(_:)`): content that is neither a
    /// scroll view, a tap view nor a plain `View` may have used the drag
    /// itself, so a touch it received is not reported.
    /// Nothing is checked without a trace.
    /// - Complexity: O(views that received the touch).
    func recordIfUnclaimed(_ touch: Touch) {
        guard trace != nil, !touch.isWon, let view = touch.view else { return }
        let threshold = view.ownPanStartThreshold ?? ScrollView.standardPanStartThreshold
        guard touch.maximumDistanceFromStart > threshold else { return }
        for recipient in touch.recipients where recipient.mayHaveUsed(touch) { return }
        view.recordDecision(
            .unclaimed, for: touch, rule: DecisionRule.deadGesture,
            thresholds: Thresholds(x: threshold, y: threshold))
    }
}

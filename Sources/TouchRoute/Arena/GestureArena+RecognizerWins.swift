/// A recognizer's win, as the scroll views testing its touches see it: the
/// trace names the touch's winner once, at each of them, whether or not the
/// win goes on to cancel them (`GestureRecognizer.cancelsTouchesInView`).
///
/// ```
///  a recognizer begins or recognizes with touches still down
///    each scroll view testing one of them as its driving finger,
///    unless its arbitration is .literal ──▶ claimed-by-recognizer (stop testing)
///  then the win cancels the views, if the recognizer cancels touches in view,
///  and each participant awaiting a verdict on one of them is rejected after
///  its cancel (or, if it cancels nothing, at once)
/// ```
///
/// A scroll view that is not testing the touch yet when the recognizer wins
/// names the winner on its next move instead (`ScrollArbiter.arbitrate`), so
/// either way the record appears once per scroll view.
extension GestureArena {
    /// `recognizer` won the touches in `mask` (bits of the window's touch
    /// table): the scroll views testing one of them as their driving finger
    /// stop, each with one `claimed-by-recognizer` record naming the
    /// recognizer's view (and their pans, if made, fail). `.literal`
    /// arbitration ignores recognizers and keeps testing, as it does on a
    /// move, and so does a scroll view whose own recognizers share the win
    /// (`View.sharesWin(with:)`). A scroll view's own pan or pinch wins
    /// through its view's claim instead (`claimed-by-child` above it). The
    /// participants holding the touches lose them
    /// (`GestureArenaParticipant.arenaDidReject(_:)`): here when the win
    /// cancels nothing, else when each hears its cancel.
    /// - Complexity: O(arena entries, a handful) + O(views holding the
    ///   touches) when a participant holds one.
    func recognizerWon(_ mask: UInt64, by recognizer: GestureRecognizer) {
        stopReconsidering(mask)
        forEachTesting { arbiter, view in
            guard view.arbitrationPolicy.arbitration != .literal, let primary = view.drag.primary,
                !primary.isRetired, primary.bit & mask != 0, !view.sharesWin(with: recognizer)
            else { return }
            arbiter.stopTesting()
            view.recordDecision(
                .claimedByRecognizer, for: primary, rule: DecisionRule.recognizer, target: recognizer.view)
        }
        guard !recognizer.cancelsTouchesInView, awaitingVerdict & mask != 0 else { return }
        for touch in TouchSet(table: window.touchTable, mask: mask) { giveVerdicts(on: touch, wonBy: nil) }
    }
}

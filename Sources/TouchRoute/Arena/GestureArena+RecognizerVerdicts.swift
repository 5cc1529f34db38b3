/// The arena's verdicts to recognizers, as members (`ArenaMember`): exactly
/// one of `arenaDidAccept(_:)` or `arenaDidReject(_:)` (then `onVerdict`) for
/// each touch a recognizer followed.
///
/// ```
///  a touch binds to the recognizer at touch-down ──▶ it awaits a verdict on it
///  the recognizer begins, recognizes, changes or ends
///      ──▶ accepted on each touch it follows that awaits one
///          (a finger that joined a pan under way, at the pan's next change
///          or its end)
///  the recognizer fails or is cancelled ──▶ rejected on each
///  the touch retires (its views heard its end or cancel) still awaiting
///      ──▶ rejected: the recognizer never used it
/// ```
///
/// A recognizer held back by a requirement (a single tap waiting for a
/// double tap) keeps its touch in the table while the views' end waits
/// (`delaysTouchesEnded`, the default), so it is accepted when it is let go
/// and recognizes. If no recognizer on the touch holds its end (every one
/// has that flag off), the views hear the end at once, the touch retires,
/// and the verdict is a reject before the tap recognizes.
/// Each verdict's bit is cleared before its method runs, so a verdict is
/// never given twice, whatever that method does.
/// - Complexity: one bit test per transition, and per engaged recognizer as
///   a touch retires; O(touches) for the verdicts themselves.
extension GestureArena {
    /// `recognizer` won (`accepted`) or lost every touch it follows that
    /// awaits a verdict.
    ///
    /// One touch at a time, each checked again just before its verdict: a
    /// verdict's callback may retire a later touch (which then has its
    /// verdict from `rejectRetiring`) or move the recognizer on.
    func giveVerdicts(to recognizer: GestureRecognizer, accepted: Bool) {
        var remaining = recognizer.routing.awaitingVerdict & recognizer.routing.followed
        while remaining != 0 {
            let slot = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            let bit: UInt64 = 1 << UInt64(slot)
            guard recognizer.routing.awaitingVerdict & recognizer.routing.followed & bit != 0,
                let touch = window.touchTable.touches[slot]
            else { continue }
            recognizer.routing.awaitingVerdict &= ~bit
            recognizer.hearVerdict(on: touch, accepted: accepted)
        }
    }

    /// `recognizer` stops following `touch` (`GestureRecognizer.ignore(_:)`):
    /// its books let the touch go, so that a finished recognizer left
    /// following no touch resets (and, as the touch comes down, takes it
    /// afresh: `route(_:_:)`). `rejecting`: it is rejected for the touch now;
    /// otherwise the touch's verdict is left to the gesture that takes it
    /// afresh (`GestureRecognizer.failStartingAfresh(with:)`).
    func recognizer(_ recognizer: GestureRecognizer, stopsFollowing touch: Touch, rejecting: Bool) {
        recognizer.touchMask &= ~touch.bit
        recognizer.routing.followed &= ~touch.bit
        if recognizer.routing.awaitingVerdict & touch.bit != 0 {
            recognizer.routing.awaitingVerdict &= ~touch.bit
            if rejecting { recognizer.hearVerdict(on: touch, accepted: false) }
        }
        // Ignoring its last touch ends what it was doing, as a lift would:
        // a pan under way is cancelled, one still possible fails.
        if rejecting, recognizer.touchMask == 0, !recognizer.state.isFinished {
            finishUnresolved(recognizer, cancelled: true)
        }
        recognizerBooks.needsSettle = true
        settleIfNeeded()
    }

    /// `touch` is retiring, still followed: every recognizer still awaiting
    /// a verdict on it lost it. Called before the recognizers' books let go
    /// of it, so that a recognizer a verdict's callback moves on (disables,
    /// removes) has its reject from that move instead, and is skipped here.
    func rejectRetiring(_ touch: Touch) {
        let engaged = recognizerBooks.engaged
        for recognizer in engaged where recognizer.routing.awaitingVerdict & touch.bit != 0 {
            recognizer.routing.awaitingVerdict &= ~touch.bit
            recognizer.hearVerdict(on: touch, accepted: false)
        }
    }
}

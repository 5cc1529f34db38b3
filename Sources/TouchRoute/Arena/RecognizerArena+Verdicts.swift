/// The arena's verdicts to recognizers, as members (`ArenaMember`): exactly
/// one of `arenaDidAccept(_:)` or `arenaDidReject(_:)` (then `onVerdict`) for
/// each touch a recognizer followed.
///
/// ```
///  a touch binds to the recognizer at touch-down ──▶ it awaits a verdict on it
///  the recognizer begins, recognizes, changes or ends
///      ──▶ accepted on each touch it follows that awaits one
///          (a finger that joined a pan under way, at the pan's next change)
///  the recognizer fails or is cancelled ──▶ rejected on each
///  the touch retires (its views heard its end or cancel) still awaiting
///      ──▶ rejected: the recognizer never won it
/// ```
///
/// A recognizer held back by a requirement (a single tap waiting for a
/// double tap) keeps its touch in the table while the views' end waits
/// (`delaysTouchesEnded`, the default), so it is accepted when it is let go
/// and recognizes; with that flag off the views hear the end at once, the
/// touch retires, and the verdict is a reject before the tap recognizes.
/// Each verdict's bit is cleared before its method runs, so a verdict is
/// never given twice, whatever that method does.
/// - Complexity: one bit test per transition, and per engaged recognizer as
///   a touch retires; O(touches) for the verdicts themselves.
extension RecognizerArena {
    /// `recognizer` won (`accepted`) or lost every touch it follows that
    /// awaits a verdict.
    func giveVerdicts(to recognizer: GestureRecognizer, accepted: Bool) {
        let mask = recognizer.routing.awaitingVerdict & recognizer.routing.followed
        guard mask != 0 else { return }
        recognizer.routing.awaitingVerdict &= ~mask
        for touch in TouchSet(table: window.touchTable, mask: mask) {
            recognizer.hearVerdict(on: touch, accepted: accepted)
        }
    }

    /// `touch` retired: every recognizer still awaiting a verdict on it lost it.
    func rejectRetired(_ touch: Touch) {
        let engaged = recognizerBooks.engaged
        for recognizer in engaged where recognizer.routing.awaitingVerdict & touch.bit != 0 {
            recognizer.routing.awaitingVerdict &= ~touch.bit
            recognizer.hearVerdict(on: touch, accepted: false)
        }
    }
}

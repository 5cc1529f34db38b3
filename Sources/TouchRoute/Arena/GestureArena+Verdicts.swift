/// The arena's verdicts to its participants (`GestureArenaParticipant`):
/// exactly one of `arenaDidAccept(_:)` or `arenaDidReject(_:)` for each touch
/// a participant received, as Flutter's arena promises its members.
///
/// ```
///  a participant receives a touch's began ──▶ it awaits a verdict on it,
///      unless the touch is won already ─────▶ rejected at once
///  a view claims the touch (a participant that accepts, a scroll view
///  that starts dragging it, any view calling claim) ──▶ that view, if a
///      participant, is accepted; every other one awaiting is rejected
///  a recognizer wins the touch ─────────────▶ every one awaiting is rejected
///      (after its cancel, when the win cancels touches in view)
///  a participant hears the touch cancelled ─▶ it is rejected (after the cancel)
///  the touch lifts, nobody having won it ───▶ the first still awaiting whose
///      stance is not .reject is accepted, the others rejected (after every
///      view heard the lift)
///  the touch is cancelled by the input ─────▶ every one awaiting is rejected
/// ```
///
/// A participant that won keeps its verdict: a `.literal` scroll view that
/// takes the touch from it later cancels it, and tells it nothing more. The
/// touch's bit in a participant's books is cleared before its method runs,
/// so a verdict is never given twice, whatever that method does.
/// - Complexity: one bit test for a touch no participant awaits a verdict on;
///   O(views that received the touch) otherwise.
extension GestureArena {
    /// `participant` is receiving `touches`' began: it awaits a verdict on
    /// each from now (so that a claim in its `touchesBegan` wins).
    func awaitVerdicts(on touches: TouchSet, at participant: View) {
        participant.touchBooks.awaitingVerdict |= touches.mask
        awaitingVerdict |= touches.mask
    }

    /// `participant` heard `touches` begin: on a touch already won (claimed
    /// by another view, or won by a recognizer) it is rejected at once.
    func rejectWonTouches(_ touches: TouchSet, at participant: View) {
        for touch in touches where touch.isWon(byOtherThan: participant) {
            giveVerdict(on: touch, to: participant, accepted: false)
        }
    }

    /// `participant` heard `touches` cancelled: those it awaited a verdict on
    /// it lost.
    func participantCancelled(_ touches: TouchSet, at participant: View) {
        guard participant.touchBooks.awaitingVerdict & touches.mask != 0 else { return }
        for touch in touches { giveVerdict(on: touch, to: participant, accepted: false) }
    }

    /// `view` claimed `touch` (`View.claim(_:)`): the arena notes the claim,
    /// so that a move with no claimed touch skips the claimants
    /// (`yieldToClaimants(_:)`), and the participants hear their verdicts.
    func viewClaimed(_ touch: Touch, by view: View) {
        recognizerBooks.claimed |= touch.bit
        stopReconsidering(touch.bit)
        giveVerdicts(on: touch, wonBy: view)
    }

    /// `touch` is decided: `winner` (a participant, a scroll view, any view;
    /// nil for a recognizer) won it. Every participant awaiting a verdict on
    /// it hears it: the winner accepted, the others rejected.
    func giveVerdicts(on touch: Touch, wonBy winner: View?) {
        guard awaitingVerdict & touch.bit != 0, !touch.isRetired else { return }
        awaitingVerdict &= ~touch.bit
        for holder in touch.recipients where holder.touchBooks.awaitingVerdict & touch.bit != 0 {
            giveVerdict(on: touch, to: holder, accepted: holder === winner)
        }
    }

    /// `touch` is done (lifted or cancelled) and about to be retired: the
    /// participants still awaiting a verdict hear it. A touch that lifted
    /// with nobody having won it goes to the first of them (in the order
    /// they received it) that does not reject it now; a cancelled touch
    /// nobody won.
    func giveLastVerdicts(on touch: Touch) {
        guard awaitingVerdict & touch.bit != 0 else { return }
        var winner: View?
        if touch.phase == .ended, !touch.isWon {
            winner = touch.recipients.first { holder in
                guard holder.touchBooks.awaitingVerdict & touch.bit != 0,
                    let participant = holder.arenaParticipant
                else { return false }
                return participant.arenaStance(for: touch) != .reject
            }
        }
        giveVerdicts(on: touch, wonBy: winner)
    }

    /// Tell `holder` its verdict on `touch`, once: the bit goes first.
    private func giveVerdict(on touch: Touch, to holder: View, accepted: Bool) {
        guard holder.touchBooks.awaitingVerdict & touch.bit != 0 else { return }
        holder.touchBooks.awaitingVerdict &= ~touch.bit
        guard let participant = holder.arenaParticipant else { return }
        if accepted { participant.arenaDidAccept(touch) } else { participant.arenaDidReject(touch) }
    }
}

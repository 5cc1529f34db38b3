/// The gesture arena's books on one recognizer (kept on the recognizer, so every
/// check on the per-frame path is a bit test): which touches it has seen in
/// the current gesture, and whether a win it asked for is held back by a
/// requirement that may still recognize.
///
/// Invariant: `touchMask` (the touches still down) ⊆ `followed`; both are
/// empty after `reset()`.
struct RecognizerRouting {
    /// Every touch the recognizer followed since it last reset and that is
    /// still in the window's table: those down, and those that lifted but
    /// whose end the views have not heard yet (see `delaysTouchesEnded`).
    var followed: UInt64 = 0
    /// In the gesture arena's list of recognizers following touches (`RecognizerBooks.engaged`).
    var isEngaged = false
    /// The state the recognizer asked for (`recognized` or `began`) while a
    /// requirement sharing its touches could still recognize; nil when none
    /// is held back.
    var pending: GestureRecognizerState?
    /// A held-back continuous recognizer was asked to end meanwhile: it
    /// begins and ends at once when it is let go.
    var endsWhenReleased = false
    /// Which `failureRequirements` (bit i for the i-th) hold the pending
    /// state back: those that followed the same touches and were possible.
    var blockers: UInt64 = 0
    /// It recognized or began and is winning its touches: the transition is
    /// reported once it has won them (see `GestureArena.enter`).
    var owesReport = false
    /// The touches it followed and has had no verdict on yet
    /// (`ArenaMember`; see `GestureArena+RecognizerVerdicts.swift`). Invariant:
    /// ⊆ `followed`, but for a bit cleared with it as its touch retires.
    var awaitingVerdict: UInt64 = 0

    /// Forget the gesture, as the recognizer goes back to `possible`.
    mutating func clear() {
        owesReport = false
        awaitingVerdict = 0
        followed = 0
        pending = nil
        endsWhenReleased = false
        blockers = 0
    }
}

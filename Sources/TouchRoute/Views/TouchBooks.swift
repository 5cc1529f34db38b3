/// The window's books on one view: which touches it holds, one bit per touch
/// slot (as in `TouchSet`). Kept on the view, so every check on the per-frame
/// path is a bit test, whatever the depth of the tree.
///
/// Invariants: `open` ⊆ `received`; `inFlight` ⊆ `open` while a call runs;
/// a touch's bits are cleared on every view it reached when its slot is freed.
struct TouchBooks {
    /// Touches whose began this view received (open or since closed).
    var received: UInt64 = 0
    /// Received and not yet ended or cancelled here.
    var open: UInt64 = 0
    /// The view is inside one of its touch methods for these touches now; a
    /// delivery that arrives meanwhile came back up the responder chain.
    var inFlight: UInt64 = 0
    /// Removed while in flight: cancel as soon as the call returns.
    var cancelPending: UInt64 = 0
    /// A participant's touches that the arena has not yet given a verdict on
    /// (see `GestureArena+Verdicts.swift`); always zero on other views.
    var awaitingVerdict: UInt64 = 0

    /// Forget a touch whose slot is being freed.
    mutating func forget(_ bit: UInt64) {
        received &= ~bit
        open &= ~bit
        inFlight &= ~bit
        cancelPending &= ~bit
        awaitingVerdict &= ~bit
    }
}

/// A view that competes for the touches it holds in the gesture arena, the
/// way the built-in scroll views and tap views do: a user's own widget (a
/// slider that claims horizontal drags, a knob, a canvas).
///
/// The arena asks a participating view, after each move it hears, where it
/// stands on each touch it holds that nobody has won yet (see `ArenaStance`):
/// `.accept` claims the touch, and the scroll views above stop testing it.
/// A scroll view above asks again before it takes the touch as the last one
/// standing (`LastOneStandingRule`): `.hold` keeps it waiting, `.reject` lets
/// it through. A participant the scroll view may not cancel
/// (`isCancellableByScrolling` off) holds whatever it answers.
///
/// On the finger's path (`DecisionSampling.path`) the window cannot ask a
/// participant about a point it has not heard: it puts a decision point where
/// a scroll view above would take the touch as the last one standing, as if
/// the participant might reject there, and the participant hears that move
/// and answers before the scroll view decides.
///
/// The arena tells a participant how each touch it held turned out, as it
/// tells every member (`ArenaMember`): exactly one of `arenaDidAccept(_:)` or
/// `arenaDidReject(_:)` is called for each touch it received
/// (`touchesBegan`), once the touch's winner is known (see
/// `GestureArena+Verdicts.swift` for when).
public protocol GestureArenaParticipant: View, ArenaMember {
    /// Where this view stands on `touch` now. Called on the window's thread,
    /// after the view heard the touch's latest move.
    func arenaStance(for touch: Touch) -> ArenaStance
    /// This view won `touch`: it was the first to accept it, or it still held
    /// it when the finger lifted and nobody had won it (the first such holder
    /// to have received it). Called on the window's thread, after the move
    /// that accepted it or after the view heard the lift.
    func arenaDidAccept(_ touch: Touch)
    /// Someone else won `touch`, or nobody will: a scroll view took it over,
    /// a recognizer won it, another view claimed it, it was cancelled here
    /// (after `touchesCancelled`), or it lifted with this view's stance
    /// `.reject`. A control that moved with the finger before it knew puts
    /// itself back here. Called on the window's thread.
    func arenaDidReject(_ touch: Touch)
}

extension GestureArenaParticipant {
    /// Nothing: a participant that only answers stances need not listen.
    public func arenaDidAccept(_ touch: Touch) {}
    /// Nothing: a participant that only answers stances need not listen.
    public func arenaDidReject(_ touch: Touch) {}
}

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
public protocol GestureArenaParticipant: View {
    /// Where this view stands on `touch` now. Called on the window's thread,
    /// after the view heard the touch's latest move.
    func arenaStance(for touch: Touch) -> ArenaStance
}

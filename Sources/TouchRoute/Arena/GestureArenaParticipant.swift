/// A view that competes for the touches it holds in the gesture arena, the
/// way the built-in scroll views and tap views do: a user's own widget (a
/// slider that claims horizontal drags, a knob, a canvas).
///
/// The arena asks a participating view, after each move it hears, where it
/// stands on each touch it holds (see `ArenaStance`).
public protocol GestureArenaParticipant: View {
    /// Where this view stands on `touch` now. Called on the window's thread,
    /// after the view heard the touch's latest move.
    func arenaStance(for touch: Touch) -> ArenaStance
}

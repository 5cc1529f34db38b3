/// A participant's answer, in the gesture arena, for a touch it holds.
public enum ArenaStance: String, Hashable, Sendable {
    /// The touch is mine: take it (a slider that sees a horizontal drag).
    /// The first to accept wins; the other participants stop competing for it.
    case accept
    /// I give it up: the touch may go to whoever is left (the last one standing).
    case reject
    /// Not decided yet: keep the touch open for me.
    case hold
}

/// Who won a touch in the arena (`Touch.winner`): one member, or a view's
/// claim and a recognizer that won with it.
///
/// A touch has one winner. A set of recognizers that recognize together is
/// named by the first of them to win: the others, which may recognize with
/// it (`GestureRecognizer.shouldRecognizeSimultaneously`), are the ones the
/// gesture arena's books on recognizers (`GestureArena`) have active on the touch. A scroll
/// view's claim stands for its own pan, so a recognizer that may recognize
/// with that pan and wins the touch too makes a shared win (`shared`).
///
/// Invariant: the first recognizer to win stays in the winner for the
/// touch's life (a later one shares its win); a later claim replaces an
/// earlier one (a `.literal` scroll view taking the touch from its content).
/// A recognizer's win outlives the recognizer: once its action removed it
/// and it was freed, `winner` no longer names it, but the touch still counts
/// as won (it is never a dead gesture).
public enum TouchWinner {
    /// A view claimed the touch: a scroll view dragging it, a participant
    /// that accepted it, or any view calling `View.claim(_:)`.
    case view(View)
    /// A recognizer began or recognized with the touch.
    case recognizer(GestureRecognizer)
    /// A view's claim and a recognizer, won together: a scroll view dragging
    /// the touch and a recognizer that may recognize with its pan, or a
    /// `.literal` scroll view that took the touch after a recognizer won it.
    case shared(View, GestureRecognizer)

    /// The view that claimed the touch, if one did.
    public var view: View? {
        switch self {
        case .view(let view), .shared(let view, _): view
        case .recognizer: nil
        }
    }

    /// The recognizer that won the touch first, if one did.
    public var recognizer: GestureRecognizer? {
        switch self {
        case .recognizer(let recognizer), .shared(_, let recognizer): recognizer
        case .view: nil
        }
    }
}

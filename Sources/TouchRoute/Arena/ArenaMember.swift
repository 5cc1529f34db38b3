/// Anything that competes for touches in the window's gesture arena, told how
/// each touch it competed for turned out for it: exactly one of
/// `arenaDidAccept(_:)` or `arenaDidReject(_:)` per touch, in the spirit of
/// Flutter's `acceptGesture` and `rejectGesture`.
///
/// The members:
/// - every `GestureRecognizer`, including a scroll view's own pan and pinch
///   (`ScrollView.panGestureRecognizer`): for each touch it follows, accepted
///   when it begins or recognizes with the touch (a finger that joins it
///   under way, at its next change or its end), rejected when it fails or
///   is cancelled first, or when the touch retires before it used it (see
///   `GestureArena+RecognizerVerdicts.swift`);
/// - every `GestureArenaParticipant`, a view of the user's that answers a
///   stance (`ArenaStance`): for each touch it received, accepted when it
///   claimed the touch first, or held it as the finger lifted with nobody
///   having won it; rejected otherwise (see `GestureArena+Verdicts.swift`).
///
/// A verdict is each member's own: it says whether that member got the
/// touch, not that nobody else did. Recognizers that recognize
/// simultaneously are each accepted, and so is a recognizer whose win a
/// scroll view's pan shares (`Touch.winner` names the touch's one winner).
/// A verdict is final: a member that won keeps it even if a `.literal`
/// scroll view later takes the touch (it hears a cancel instead).
///
/// Both methods are called on the window's thread: while the window routes
/// input, or at once when code disables or removes a recognizer or a view
/// (its touches' rejects). One exception: a window freed with touches down
/// resets its recognizers quietly, with no trace, action or verdict, since
/// whatever they reach may be going too (a C host's `tr_window_destroy`
/// cancels the touches first, so its recognizers do hear their rejects).
public protocol ArenaMember: AnyObject {
    /// This member won `touch`.
    func arenaDidAccept(_ touch: Touch)
    /// This member lost `touch`: someone else won it, nobody will, or the
    /// member gave up on it.
    func arenaDidReject(_ touch: Touch)
}

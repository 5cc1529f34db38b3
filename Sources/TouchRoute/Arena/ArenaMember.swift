/// Anything that competes for touches in the window's gesture arena, told how
/// each touch it competed for turned out: exactly one of `arenaDidAccept(_:)`
/// or `arenaDidReject(_:)` per touch, as Flutter's arena tells its members.
///
/// The members:
/// - every `GestureRecognizer`, including a scroll view's own pan and pinch
///   (`ScrollView.panGestureRecognizer`): for each touch it follows, accepted
///   when it begins or recognizes with the touch, rejected when it fails or
///   is cancelled first, or when the touch retires before it won it (see
///   `RecognizerArena+Verdicts.swift`);
/// - every `GestureArenaParticipant`, a view of the user's that answers a
///   stance (`ArenaStance`): for each touch it received, accepted when it
///   claimed the touch first, or held it as the finger lifted with nobody
///   having won it; rejected otherwise (see `GestureArena+Verdicts.swift`).
///
/// A verdict is final: a member that won keeps its verdict even if a
/// `.literal` scroll view later takes the touch from it (it hears a cancel
/// instead). Both methods are called on the window's thread, from inside the
/// window's routing; they may read the touch and the member's own state.
public protocol ArenaMember: AnyObject {
    /// This member won `touch`.
    func arenaDidAccept(_ touch: Touch)
    /// This member lost `touch`: someone else won it, nobody will, or the
    /// member gave up on it.
    func arenaDidReject(_ touch: Touch)
}

import TouchRoute

/// A host view that joins the gesture arena: a C toolkit's own widget (a
/// slider, a knob) that answers, for each touch it holds, whether it takes
/// it (`tr_participant_view_create`), and hears how each turned out
/// (`tr_participant_on_verdict`).
final class ParticipantHostView: HostView, GestureArenaParticipant {
    /// The C stance callback, wrapped; nil answers `hold`.
    var stanceHandler: ((Touch) -> ArenaStance)?
    /// The C verdict callback, wrapped: the touch and whether this view won it.
    var verdictHandler: ((Touch, Bool) -> Void)?

    func arenaStance(for touch: Touch) -> ArenaStance {
        stanceHandler?(touch) ?? .hold
    }

    func arenaDidAccept(_ touch: Touch) { verdictHandler?(touch, true) }

    func arenaDidReject(_ touch: Touch) { verdictHandler?(touch, false) }
}

import TouchRoute

/// A host view that joins the gesture arena: a C toolkit's own widget (a
/// slider, a knob) that answers, for each touch it holds, whether it takes
/// it (`tr_participant_view_create`).
final class ParticipantHostView: HostView, GestureArenaParticipant {
    /// The C stance callback, wrapped; nil answers `hold`.
    var stanceHandler: ((Touch) -> ArenaStance)?

    func arenaStance(for touch: Touch) -> ArenaStance {
        stanceHandler?(touch) ?? .hold
    }
}

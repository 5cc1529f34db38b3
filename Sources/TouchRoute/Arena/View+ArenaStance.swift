/// A view in the gesture arena: claiming a touch (what accepting it does)
/// and the stance a view takes when a scroll view above it asks whether it is
/// the last one standing. The stance's overridable entry point,
/// `arenaStance(on:before:)`, and the flag `isArenaParticipant` stay in the
/// class body, as an override or a stored property must.
extension View {
    /// Declare that this view owns `touches`: ancestor scroll views stop trying
    /// to take them over (unless their arbitration is `Arbitration.literal`). A
    /// scroll view claims the touches it starts dragging. This is the
    /// counterpart of Android's `requestDisallowInterceptTouchEvent`.
    /// A participant that claims a touch it holds wins it; every other
    /// participant holding it is rejected (`GestureArenaParticipant`).
    public func claim(_ touches: TouchSet) {
        for touch in touches { claim(touch) }
    }

    /// Claim one touch: see `claim(_:)` for a set.
    func claim(_ touch: Touch) {
        touch.win(for: self)
        window?.arena.viewClaimed(touch, by: self)
    }

    /// Whether a view below this one has claimed `touch`.
    public func isClaimedByDescendant(_ touch: Touch) -> Bool {
        guard let claimant = touch.claimant, claimant !== self else { return false }
        return claimant.isDescendant(of: self)
    }

    /// The stance of a view the router does not know: a participant's own
    /// answer (`GestureArenaParticipant`), else a plain view rejects; either
    /// way, content `scrollView` may not cancel (`touchesShouldCancel(in:)`,
    /// a control) holds.
    func participantStance(on touch: Touch, before scrollView: ScrollView) -> ArenaStance {
        guard scrollView.mayCancel(self) else { return .hold }
        guard let participant = arenaParticipant else { return .reject }
        return participant.arenaStance(for: touch)
    }
}

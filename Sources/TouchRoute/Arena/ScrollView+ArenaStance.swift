/// A scroll view as a participant in the gesture arena, for a scroll view
/// above it that asks whether it is the last one standing.
extension ScrollView {
    /// Accepts a touch it drags; rejects one it has yielded (`hasYielded`);
    /// holds one it is still testing.
    func ownArenaStance(on touch: Touch) -> ArenaStance {
        if isDragging { return .accept }
        return hasYielded(touch) ? .reject : .hold
    }

    /// Whether this view has given `touch` up for the gesture: it scrolls
    /// nowhere, or it stopped testing without taking the gesture (its rule
    /// declined, a second finger blocked it), or the finger has gone across its
    /// axis far enough that its own `LastOneStandingRule`, turned sideways,
    /// passes, so that it will not take the gesture either. The last case
    /// covers rules that never decline, such as the 12/4 rule: a vertical pager
    /// inside a horizontal one yields a 25° horizontal swipe.
    /// A view that declined the touch but would take it back now
    /// (`wouldReconsider(_:by:)`) has not yielded it: it holds.
    func hasYielded(_ touch: Touch) -> Bool {
        guard hasGivenUp(touch) else { return false }
        guard let arbiter = window?.arena.arbiter(testing: self), arbiter.isDecided else { return true }
        return !wouldReconsider(touch, by: arbiter)
    }

    /// `hasYielded(_:)` without the reconsidering: what a view below asks of
    /// this one before it reconsiders (the deeper view goes first).
    func hasGivenUp(_ touch: Touch) -> Bool {
        if isDragging { return false }
        let axes = scrollableAxes
        if axes.isEmpty || window?.arena.arbiter(testing: self)?.isDecided ?? false { return true }
        if axes == .both { return false }
        let across = primaryAxis(of: axes).cross
        return arbitrationPolicy.lastOneStanding.passes(touch.translation, along: across, beyond: lastOneStandingTravel)
    }
}

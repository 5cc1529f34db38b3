/// A container's take-over: any view that lets touches through to its
/// content (a drawer, a carousel, a canvas with handles) takes them back the
/// way a scroll view does when it starts to scroll, without subclassing
/// `ScrollView`:
///
/// ```
///  container.takeOver(touches)
///    the trace: taken-over (rule container) at the container, then
///               cancelled (rule container) for each view below that held a touch
///    each view below the container that holds one of the touches hears
///      touchesCancelled once, deepest first (one inside its own touch method
///      for it, as soon as that returns), and nothing more of it
///    the container claims the touches: scroll views above stop testing them
///      (claimed-by-child), and the recognizers following them fail or are
///      cancelled, as for a dragging scroll view
/// ```
///
/// The container keeps its own hold on the touches: it hears their moves and
/// their end as before.
extension View {
    /// Take `touches` from the views below this one, as described above.
    /// Touches this view does not hold are left alone; outside a window it
    /// does nothing.
    /// - Complexity: O(views holding the touches).
    public func takeOver(_ touches: TouchSet) {
        guard let window else { return }
        let mine = touches.filter(where: { $0.isActive(at: self) })
        guard !mine.isEmpty else { return }
        for touch in mine {
            recordDecision(.takenOver, for: touch, rule: DecisionRule.container)
            for holder in touch.recipients.reversed()
            where holder !== self && holder.touchBooks.open & touch.bit != 0 && holder.isDescendant(of: self) {
                recordDecision(.cancelled, for: touch, rule: DecisionRule.container, target: holder)
                window.cancelSoon(TouchSet(touch, in: window.touchTable), at: holder)
            }
        }
        claim(mine)
        window.arena.yieldToClaimants(mine.mask)
    }
}

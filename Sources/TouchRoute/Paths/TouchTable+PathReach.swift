/// The touch table's cheap answers for decision points on the path
/// (`DecisionSampling.path`), asked of every step before any search: they
/// read the touches in place and return no reference to one, so a caller
/// counts none.
extension TouchTable {
    /// Whether some report of `step` moves its touch, along either axis,
    /// farther from where it came down than `floor` (the arena's least test
    /// floor), or comes from farther: false only where
    /// `PathCrossingSearch.earliestCrossing(toward:at:)` would find no
    /// crossing, which it answers far more cheaply (a move frame through a
    /// pager and its list, `moveFrame_10fingers_tapViewLeaves`, spent about
    /// 9 % of its instructions on the full search, in callgrind).
    func mayReachPathTest(_ step: ArraySlice<Contact>, beyond floor: Double) -> Bool {
        for contact in step where contact.phase == .moved || contact.phase == .stationary || contact.phase == .ended {
            let target = contact.kept(within: Window.largestCoordinate).location
            guard target.isFinite, let reach = pathReach(ofContact: contact.id, movingTo: target) else {
                continue
            }
            if reach > floor { return true }
        }
        return false
    }

    /// Whether `contact` lifts its touch where it already is: a finger that
    /// lifts without a last segment (as evdev reports a lift).
    func liftsWithoutMoving(_ contact: Contact) -> Bool {
        guard contact.phase == .ended, let touch = touch(forContact: contact.id) else { return false }
        return contact.location == touch.location
    }

    /// The reach (`PathSegment.reach`, from where it came down) of the
    /// segment on which the active touch of `contactID` moves to `target`;
    /// nil without such a touch.
    private func pathReach(ofContact contactID: Int, movingTo target: Point) -> Double? {
        var remaining = activeMask
        while remaining != 0 {
            let slot = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            guard let touch = touches[slot], touch.contactID == contactID else { continue }
            return PathSegment(from: touch.translation, to: target.displacement(from: touch.startLocation)).reach
        }
        return nil
    }
}

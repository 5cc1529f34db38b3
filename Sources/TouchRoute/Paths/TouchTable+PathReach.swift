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
        // Where to look first for the next report's touch: the slot after the
        // last one found. A step lists its contacts in the order their
        // touches came down, which is mostly the order of their slots, so
        // ten fingers cost ten looks, not a hundred.
        var hint = 0
        for contact in step {
            guard let target = contact.pathTarget,
                let reach = pathReach(ofContact: contact.id, movingTo: target, lookingFirstAt: &hint)
            else { continue }
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
    /// nil without such a touch. The touch is looked for at slot `hint`
    /// first, then in every active slot; `hint` becomes the slot after it.
    private func pathReach(ofContact contactID: Int, movingTo target: Point, lookingFirstAt hint: inout Int) -> Double?
    {
        func reach(of touch: Touch) -> Double {
            PathSegment(from: touch.translation, to: target.displacement(from: touch.startLocation)).reach
        }
        if hint < TouchTable.capacity, activeMask & (1 << UInt64(hint)) != 0, let touch = touches[hint],
            touch.contactID == contactID
        {
            hint += 1
            return reach(of: touch)
        }
        var remaining = activeMask
        while remaining != 0 {
            let slot = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            guard let touch = touches[slot], touch.contactID == contactID else { continue }
            hint = slot + 1
            return reach(of: touch)
        }
        return nil
    }
}

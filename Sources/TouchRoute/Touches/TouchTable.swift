/// The window's active touches, in a fixed number of slots, and the touch
/// objects they reuse.
///
/// Slots make `TouchSet` a bit mask, so grouping and filtering touches on every
/// frame allocates nothing. A slot is taken at touch-down and freed when the
/// touch has ended or been cancelled everywhere.
///
/// The table owns one `Touch` object per slot, made with the table, so a new
/// touch allocates nothing either. Objects are not tied to slots: a new touch
/// takes the spare object retired longest ago, so an ended touch keeps its final
/// state for as long as possible (see `Touch` for the contract).
final class TouchTable {
    /// The most touches that can be down at once. Real panels report at most 10
    /// (some 16); anything past 64 is refused with a reported problem.
    static let capacity = 64

    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,520 instructions a frame checked (all 5 here at once).
    @exclusivity(unchecked) private(set) var touches: [Touch?]
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,520 instructions a frame checked (all 5 here at once).
    @exclusivity(unchecked) private(set) var activeMask: UInt64 = 0

    /// The objects of no active touch, as a ring: `spareCount` of them from
    /// `firstSpare`, retired longest ago first. Invariant: active touches plus
    /// spares are `capacity` objects, so a free slot always has a spare.
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,520 instructions a frame checked (all 5 here at once).
    @exclusivity(unchecked) private var spares: [Touch]
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,520 instructions a frame checked (all 5 here at once).
    @exclusivity(unchecked) private var firstSpare = 0
    // Unchecked: moveFrame_1finger_tapViewLeaves, 4,313 → 5,520 instructions a frame checked (all 5 here at once).
    @exclusivity(unchecked) private var spareCount = TouchTable.capacity

    init() {
        touches = Array(repeating: nil, count: Self.capacity)
        spares = (0..<Self.capacity).map { _ in Touch() }
    }

    var active: TouchSet { TouchSet(table: self, mask: activeMask) }

    /// The lowest free slot, or nil when all are taken.
    var freeSlot: Int? {
        let free = ~activeMask
        return free == 0 ? nil : free.trailingZeroBitCount
    }

    /// Make the spare object retired longest ago the touch `id` for `contact`,
    /// active in the free `slot`. - Complexity: O(1); allocates nothing.
    func insertTouch(in slot: Int, id: TouchID, for contact: Contact, time: EventTime, tapCount: Int) -> Touch {
        precondition(touches[slot] == nil, "slot \(slot) is taken")
        let touch = spares[firstSpare]
        firstSpare = (firstSpare + 1) % Self.capacity
        spareCount -= 1
        touch.reset(id: id, slot: slot, contact: contact, time: time, tapCount: tapCount)
        touches[slot] = touch
        activeMask |= touch.bit
        return touch
    }

    /// Free a retired touch's slot; its object becomes the newest spare.
    func remove(_ touch: Touch) {
        precondition(touches[touch.slot] === touch, "\(touch.id) is not active")
        touches[touch.slot] = nil
        activeMask &= ~touch.bit
        spares[(firstSpare + spareCount) % Self.capacity] = touch
        spareCount += 1
    }

    /// Cut every touch object's links to `window`, which is going (see `ViewLink`).
    func untieEveryTouch(from window: Window) {
        for touch in touches { touch?.untie(from: window) }
        for touch in spares { touch.untie(from: window) }
    }

    /// The active touch with this input contact number.
    /// - Complexity: O(active touches).
    func touch(forContact contactID: Int) -> Touch? {
        var remaining = activeMask
        while remaining != 0 {
            let slot = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            if let touch = touches[slot], touch.contactID == contactID { return touch }
        }
        return nil
    }
}

/// The window's active touches, in a fixed number of slots.
///
/// Slots make `TouchSet` a bit mask, so grouping and filtering touches on every
/// frame allocates nothing. A slot is taken at touch-down and freed when the
/// touch has ended or been cancelled everywhere.
final class TouchTable {
    /// The most touches that can be down at once. Real panels report at most 10
    /// (some 16); anything past 64 is refused with a reported problem.
    static let capacity = 64

    @exclusivity(unchecked) private(set) var touches: [Touch?]
    @exclusivity(unchecked) private(set) var activeMask: UInt64 = 0

    init() {
        touches = Array(repeating: nil, count: Self.capacity)
    }

    var active: TouchSet { TouchSet(table: self, mask: activeMask) }

    /// The lowest free slot, or nil when all are taken.
    var freeSlot: Int? {
        let free = ~activeMask
        return free == 0 ? nil : free.trailingZeroBitCount
    }

    func insert(_ touch: Touch) {
        touches[touch.slot] = touch
        activeMask |= 1 << UInt64(touch.slot)
    }

    func remove(_ touch: Touch) {
        touches[touch.slot] = nil
        activeMask &= ~(1 << UInt64(touch.slot))
    }

    /// The active touch with this input contact number, leaving out the touches
    /// in `excluded`. - Complexity: O(active touches).
    func touch(forContact contactID: Int, excluding excluded: UInt64 = 0) -> Touch? {
        var remaining = activeMask & ~excluded
        while remaining != 0 {
            let slot = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            if let touch = touches[slot], touch.contactID == contactID { return touch }
        }
        return nil
    }
}

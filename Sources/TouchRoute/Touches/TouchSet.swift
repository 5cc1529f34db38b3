/// An unordered set of a window's touches, handed to the `touches…` methods.
///
/// It is a bit mask over the window's touch table, so building, filtering and
/// passing sets allocates nothing on the per-frame path. Iteration visits touches
/// in slot order. A set is only meaningful while its touches are active; do not
/// keep one beyond the call it was given in — keep the `Touch` objects instead,
/// for no longer than their touches last (see `Touch`).
public struct TouchSet: Sequence {
    let table: TouchTable
    let mask: UInt64

    init(table: TouchTable, mask: UInt64) {
        self.table = table
        self.mask = mask
    }

    init(_ touch: Touch, in table: TouchTable) {
        self.init(table: table, mask: 1 << UInt64(touch.slot))
    }

    /// - Complexity: O(1).
    public var count: Int { mask.nonzeroBitCount }
    /// Whether the set holds no touch.
    /// - Complexity: O(1).
    public var isEmpty: Bool { mask == 0 }

    /// Some touch of the set (the one in the lowest slot), like `anyObject`.
    public var anyTouch: Touch? {
        mask == 0 ? nil : table.touches[mask.trailingZeroBitCount]
    }

    /// Whether `touch` is in the set.
    /// - Complexity: O(1).
    public func contains(_ touch: Touch) -> Bool {
        touch.slot < TouchTable.capacity && mask & (1 << UInt64(touch.slot)) != 0
            && table.touches[touch.slot] === touch
    }

    /// The touches in either set. Both must be sets of the same window's touches.
    public func union(_ other: TouchSet) -> TouchSet { TouchSet(table: table, mask: mask | other.mask) }
    /// The touches in both sets. Both must be sets of the same window's touches.
    public func intersection(_ other: TouchSet) -> TouchSet { TouchSet(table: table, mask: mask & other.mask) }
    /// The touches of this set that are not in `other`, a set of the same window's touches.
    public func subtracting(_ other: TouchSet) -> TouchSet { TouchSet(table: table, mask: mask & ~other.mask) }

    /// This set with `touch` added; `touch` must be one of the same window's. Allocates nothing.
    public func inserting(_ touch: Touch) -> TouchSet {
        TouchSet(table: table, mask: mask | (1 << UInt64(touch.slot)))
    }

    /// The touches that satisfy `isIncluded`. Allocates nothing.
    public func filter(where isIncluded: (Touch) throws -> Bool) rethrows -> TouchSet {
        var kept: UInt64 = 0
        for touch in self where try isIncluded(touch) {
            kept |= 1 << UInt64(touch.slot)
        }
        return TouchSet(table: table, mask: kept)
    }

    /// The touch with this id, if it is in the set.
    public func touch(withID id: TouchID) -> Touch? {
        first { $0.id == id }
    }

    public func makeIterator() -> Iterator { Iterator(table: table, remaining: mask) }

    public struct Iterator: IteratorProtocol {
        let table: TouchTable
        var remaining: UInt64

        public mutating func next() -> Touch? {
            while remaining != 0 {
                let slot = remaining.trailingZeroBitCount
                remaining &= remaining - 1
                if let touch = table.touches[slot] { return touch }
            }
            return nil
        }
    }
}

extension TouchSet: CustomStringConvertible {
    public var description: String { "[" + map { $0.id.description }.joined(separator: ", ") + "]" }
}

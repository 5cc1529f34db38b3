/// What a handle table slot holds, packed in one 64-bit word so that a lookup
/// on any thread reads all of it with one atomic load: never a generation of
/// one object with the owner or kind of another.
///
/// ```
///  63 ……………… 32 31 ……………… 8 7 …… 0
///  generation    owner thread  kind   (kind 0: the slot is free)
/// ```
///
/// The owner is the kernel thread id (`gettid`) of the thread that made the
/// handle's window. Linux never hands out ids above 2²² (`PID_MAX_LIMIT`), so
/// 24 bits hold any. Two live threads never share an id, so an owner check
/// lets at most one thread at a time through to a window's objects, even if
/// an id is reused after its thread has exited.
struct HandleSlotState: Equatable {
    let bits: UInt64

    init(bits: UInt64) { self.bits = bits }

    init(generation: UInt32, owner: UInt32, kind: HandleKind?) {
        bits = UInt64(generation) << 32 | UInt64(owner & Self.ownerMask) << 8 | UInt64(kind?.rawValue ?? 0)
    }

    static let free = HandleSlotState(bits: 0)
    static let ownerMask: UInt32 = 0xFF_FFFF

    var generation: UInt32 { UInt32(truncatingIfNeeded: bits >> 32) }
    var owner: UInt32 { UInt32(truncatingIfNeeded: bits >> 8) & Self.ownerMask }
    /// Nil while the slot is free.
    var kind: HandleKind? { HandleKind(rawValue: UInt8(truncatingIfNeeded: bits)) }

    /// The generation a new object in this slot gets: the next one, skipping
    /// 0, which a free slot that was never used has.
    var nextGeneration: UInt32 { generation == .max ? 1 : generation + 1 }

    /// The slot as it is once its object is removed: the same generation, so
    /// that an old handle still fails as stale rather than naming a new object.
    var removed: HandleSlotState { HandleSlotState(generation: generation, owner: 0, kind: nil) }
}

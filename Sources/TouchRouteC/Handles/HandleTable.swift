import CTouchRoute
import Glibc

/// What an opaque handle names. Stored beside the object, so a lookup checks
/// the kind with an integer compare instead of a dynamic cast.
enum HandleKind: UInt8, CustomStringConvertible {
    case window, view, session

    var description: String {
        switch self {
        case .window: "a window (tr_window)"
        case .view: "a view (tr_view)"
        case .session: "a session (tr_session)"
        }
    }
}

/// The objects behind the C API's opaque handles, so that a destroyed handle
/// is detected instead of dereferenced.
///
/// A handle is not a pointer: its value is `index + 1` in the low 32 bits and
/// the slot's generation in the high 32. Freeing a slot bumps its generation,
/// so every earlier handle for that slot stops matching; a value that never
/// came from here (a stray pointer) matches only by a 1-in-2³² chance. The
/// table retains each object until its handle is removed.
///
/// One table serves the whole process, behind a mutex: windows on different
/// threads may create and destroy handles at once. (A pthread mutex rather
/// than `Synchronization.Mutex`, whose region checking cannot see that the
/// objects never leave the lock's protection except to their owning thread;
/// hence `@unchecked Sendable`.) - Complexity: O(1) per
/// operation; storage grows only when more handles are live than ever before.
final class HandleTable: @unchecked Sendable {
    static let shared = HandleTable()

    private struct Slot {
        var generation: UInt32 = 1
        var kind: HandleKind?
        var object: AnyObject?
    }

    private struct Slots {
        var slots: [Slot] = []
        var free: [Int] = []
    }

    private var table = Slots()
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// Run `body` on the table with the mutex held.
    @inline(__always)
    private func withLock<T>(_ body: (inout Slots) -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&table)
    }

    /// A new handle for `object`, retained until `remove`.
    func insert(_ object: AnyObject, kind: HandleKind) -> OpaquePointer {
        withLock { table in
            let index: Int
            if let reused = table.free.popLast() {
                index = reused
            } else {
                index = table.slots.count
                table.slots.append(Slot())
            }
            table.slots[index].kind = kind
            table.slots[index].object = object
            return Self.handle(index: index, generation: table.slots[index].generation)
        }
    }

    /// Release `handle`'s object; later lookups of it fail as stale.
    func remove(_ handle: OpaquePointer) {
        withLock { table in
            guard let index = Self.liveIndex(of: handle, in: table.slots) else { return }
            let generation = table.slots[index].generation
            // Generation 0 never names a live slot, so it is skipped when the count wraps.
            table.slots[index] = Slot(generation: generation == .max ? 1 : generation + 1)
            table.free.append(index)
        }
    }

    /// The object behind `handle`, which must be of `kind`. `role` names the
    /// argument in messages ("window", "parent").
    @inline(__always)
    func object<T: AnyObject>(
        _ handle: OpaquePointer?, kind: HandleKind, as type: T.Type, role: String
    ) throws(APIFailure) -> T {
        guard let handle else { throw .null(role) }
        let found: (HandleKind, AnyObject)? = withLock { table in
            guard let index = Self.liveIndex(of: handle, in: table.slots),
                  let kind = table.slots[index].kind, let object = table.slots[index].object
            else { return nil }
            return (kind, object)
        }
        guard let (foundKind, object) = found else { throw .stale(role) }
        guard foundKind == kind else {
            throw APIFailure(
                TR_ERROR_WRONG_KIND,
                "The \(role) handle is \(foundKind), where \(kind) was expected. Pass the handle the matching tr_…_create call gave.")
        }
        return unsafeDowncast(object, to: type)
    }

    private static func handle(index: Int, generation: UInt32) -> OpaquePointer {
        let bits = UInt(generation) << 32 | UInt(index + 1)
        // Never zero: the index part is at least 1.
        return OpaquePointer(bitPattern: bits)!
    }

    private static func liveIndex(of handle: OpaquePointer, in slots: [Slot]) -> Int? {
        let bits = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))
        let index = Int(bits & 0xFFFF_FFFF) - 1
        let generation = UInt32(truncatingIfNeeded: bits >> 32)
        guard index >= 0, index < slots.count, slots[index].generation == generation, slots[index].kind != nil
        else { return nil }
        return index
    }
}

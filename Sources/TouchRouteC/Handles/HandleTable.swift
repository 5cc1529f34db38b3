import CTouchRoute
import Glibc

/// What an opaque handle names. Stored beside the object, so a lookup checks
/// the kind with an integer compare instead of a dynamic cast.
enum HandleKind: UInt8, CustomStringConvertible {
    case window = 1
    case view, session

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
/// Threads: making and removing handles takes a mutex, so windows on
/// different threads may do it at once. Looking one up takes none, because it
/// happens on every call (every frame): slots live in chunks that never move
/// or go away, so a lookup reads a slot that only its own window's thread
/// changes (the C API's rule: a window and its handles are used from one
/// thread at a time). Hence `@unchecked Sendable`.
///
/// - Complexity: O(1) per operation. At most `chunkCount × chunkSize` (4 M)
///   handles are live at once.
final class HandleTable: @unchecked Sendable {
    static let shared = HandleTable()

    private struct Slot {
        var generation: UInt32 = 1
        /// Nil while the slot is free.
        var kind: HandleKind?
        var object: Unmanaged<AnyObject>?
    }

    private static let chunkSize = 1024
    private static let chunkCount = 4096

    /// `chunkCount` chunk pointers, nil until a chunk is first needed.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Slot>?>
    /// Guarded by `mutex`: slots handed out so far, and freed ones to reuse.
    private var used = 0
    private var free: [Int] = []
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        chunks = .allocate(capacity: Self.chunkCount)
        chunks.initialize(repeating: nil, count: Self.chunkCount)
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    /// A new handle for `object`, retained until `remove`. Stops the process
    /// only if 4 M handles are live at once, which no interface reaches.
    func insert(_ object: AnyObject, kind: HandleKind) -> OpaquePointer {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let index: Int
        if let reused = free.popLast() {
            index = reused
        } else {
            index = used
            used += 1
            precondition(index < Self.chunkSize * Self.chunkCount, "more than 4 M TouchRoute handles are live")
            if chunks[index / Self.chunkSize] == nil {
                let chunk = UnsafeMutablePointer<Slot>.allocate(capacity: Self.chunkSize)
                chunk.initialize(repeating: Slot(), count: Self.chunkSize)
                chunks[index / Self.chunkSize] = chunk
            }
        }
        let slot = slot(at: index)!
        slot.pointee.kind = kind
        slot.pointee.object = .passRetained(object)
        return Self.handle(index: index, generation: slot.pointee.generation)
    }

    /// Release `handle`'s object; later lookups of it fail as stale.
    func remove(_ handle: OpaquePointer) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard let (index, slot) = live(handle) else { return }
        let object = slot.pointee.object
        let generation = slot.pointee.generation
        // Generation 0 never names a live slot, so it is skipped when the count wraps.
        slot.pointee = Slot(generation: generation == .max ? 1 : generation + 1)
        free.append(index)
        object?.release()
    }

    /// The object behind `handle`, which must be of `kind`. `role` names the
    /// argument in messages ("window", "parent").
    @inline(__always)
    func object<T: AnyObject>(
        _ handle: OpaquePointer?, kind: HandleKind, as type: T.Type, role: String
    ) throws(APIFailure) -> T {
        guard let handle else { throw .null(role) }
        guard let (_, slot) = live(handle), let foundKind = slot.pointee.kind, let object = slot.pointee.object
        else { throw .stale(role) }
        guard foundKind == kind else {
            throw APIFailure(
                TR_ERROR_WRONG_KIND,
                "The \(role) handle is \(foundKind), where \(kind) was expected. Pass the handle the matching tr_…_create call gave."
            )
        }
        return unsafeDowncast(object.takeUnretainedValue(), to: type)
    }

    /// Run `body` with the object behind `handle`, borrowed rather than
    /// retained: for the per-frame calls, where a retain and a release are a
    /// measurable share of the call. The object stays alive because the
    /// table holds it and only its own thread could remove it.
    @inline(__always)
    func withObject<T: AnyObject, R>(
        _ handle: OpaquePointer?, kind: HandleKind, as type: T.Type, role: String,
        _ body: (T) throws(APIFailure) -> R
    ) throws(APIFailure) -> R {
        guard let handle else { throw .null(role) }
        guard let (_, slot) = live(handle), slot.pointee.kind == kind, let object = slot.pointee.object else {
            _ = try self.object(handle, kind: kind, as: type, role: role)  // the precise failure
            throw .stale(role)
        }
        let typed = Unmanaged<T>.fromOpaque(object.toOpaque())
        // The borrowing call does not carry typed throws: the outcome comes out as a Result.
        let outcome = typed._withUnsafeGuaranteedRef { borrowed in
            Result { () throws(APIFailure) -> R in try body(borrowed) }
        }
        return try outcome.get()
    }

    private func slot(at index: Int) -> UnsafeMutablePointer<Slot>? {
        guard let chunk = chunks[index / Self.chunkSize] else { return nil }
        return chunk + index % Self.chunkSize
    }

    /// The slot `handle` names, if it is live and its generation matches.
    @inline(__always)
    private func live(_ handle: OpaquePointer) -> (Int, UnsafeMutablePointer<Slot>)? {
        let bits = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))
        let index = Int(bits & 0xFFFF_FFFF) - 1
        let generation = UInt32(truncatingIfNeeded: bits >> 32)
        guard index >= 0, index < Self.chunkSize * Self.chunkCount, let slot = slot(at: index),
            slot.pointee.generation == generation, slot.pointee.kind != nil
        else { return nil }
        return (index, slot)
    }

    private static func handle(index: Int, generation: UInt32) -> OpaquePointer {
        let bits = UInt(generation) << 32 | UInt(index + 1)
        // Never zero: the index part is at least 1.
        return OpaquePointer(bitPattern: bits)!
    }
}

import CTouchRoute
import Glibc
import Synchronization

/// What an opaque handle names. Stored beside the object, so a lookup checks
/// the kind with an integer compare instead of a dynamic cast.
enum HandleKind: UInt8, CustomStringConvertible {
    case window = 1
    case view, session, recognizer

    var description: String {
        switch self {
        case .window: "a window (tr_window)"
        case .view: "a view (tr_view)"
        case .session: "a session (tr_session)"
        case .recognizer: "a recognizer (tr_recognizer)"
        }
    }
}

/// The objects behind the C API's opaque handles, so that a destroyed handle
/// is detected instead of dereferenced, and a handle used on a thread it does
/// not belong to is refused instead of raced on.
///
/// A handle is not a pointer: its value is `index + 1` in the low 32 bits and
/// the slot's generation in the high 32. Removing an object keeps the slot's
/// generation and marks it free; the next object in it gets the next
/// generation, so every earlier handle for that slot stops matching; a value
/// that never came from here (a stray pointer) matches only by a 1-in-2³²
/// chance. The table retains each object until its handle is removed.
///
/// Threads: every handle belongs to the thread that made its window (the C
/// API's rule), and its slot records that thread (`HandleSlotState`). Making
/// and removing handles takes a mutex, so windows on different threads may do
/// it at once. A lookup takes none, because it happens on every call (every
/// frame): it reads the slot's state with one atomic load and refuses a stale
/// handle, or one that belongs to another thread, before it touches the
/// object. Only the owning thread goes on to read the object, and only it
/// removes it, so an object can never be freed under a lookup that reached
/// it: a thread racing the owner's `tr_window_destroy` sees the handle either
/// still owned by another thread or already stale. Slots live in chunks that
/// never move or go away. Hence `@unchecked Sendable`.
///
/// - Complexity: O(1) per operation; a lookup is an atomic load, a
///   thread-local read and compares. At most `chunkCount × chunkSize` (4 M)
///   handles are live at once.
final class HandleTable: @unchecked Sendable {
    static let shared = HandleTable()

    private struct Slot: ~Copyable {
        /// Read by any thread; written under the mutex, published last.
        let state = Atomic<UInt64>(0)
        /// Written before `state` publishes it, and read only by the thread the
        /// state names as owner.
        var object: Unmanaged<AnyObject>?
    }

    private static let chunkSize = 1024
    private static let chunkCount = 4096

    /// `chunkCount` chunk addresses, 0 until a chunk is first needed; read
    /// without the mutex, so atomic.
    private let chunks: UnsafeMutablePointer<Atomic<UInt>>
    /// Guarded by `mutex`: slots handed out so far, and freed ones to reuse.
    private var used = 0
    private var free: [Int] = []
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        chunks = .allocate(capacity: Self.chunkCount)
        for index in 0..<Self.chunkCount { (chunks + index).initialize(to: Atomic(0)) }
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    /// The calling thread, as slots record owners.
    @inline(__always)
    static var currentThread: UInt32 { tr_internal_thread_number() & HandleSlotState.ownerMask }

    /// A new handle for `object`, retained until `remove`, belonging to the
    /// calling thread. Stops the process only if 4 M handles are live at
    /// once, which no interface reaches.
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
            let chunkIndex = index / Self.chunkSize
            if chunks[chunkIndex].load(ordering: .relaxed) == 0 {
                let chunk = UnsafeMutablePointer<Slot>.allocate(capacity: Self.chunkSize)
                for offset in 0..<Self.chunkSize { (chunk + offset).initialize(to: Slot()) }
                chunks[chunkIndex].store(UInt(bitPattern: chunk), ordering: .releasing)
            }
        }
        let slot = slot(at: index)!
        let generation = HandleSlotState(bits: slot.pointee.state.load(ordering: .relaxed)).nextGeneration
        slot.pointee.object = .passRetained(object)
        let state = HandleSlotState(generation: generation, owner: Self.currentThread, kind: kind)
        slot.pointee.state.store(state.bits, ordering: .releasing)
        return Self.handle(index: index, generation: generation)
    }

    /// Release `handle`'s object; later lookups of it fail as stale. Called
    /// only on the owning thread, after a lookup.
    func remove(_ handle: OpaquePointer) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard let (index, slot, state) = live(handle) else { return }
        let object = slot.pointee.object
        slot.pointee.state.store(state.removed.bits, ordering: .releasing)
        slot.pointee.object = nil
        free.append(index)
        object?.release()
    }

    /// The object behind `handle`, which must be of `kind` and belong to the
    /// calling thread. `role` names the argument in messages ("window", "parent").
    @inline(__always)
    func object<T: AnyObject>(
        _ handle: OpaquePointer?, kind: HandleKind, as type: T.Type, role: String
    ) throws(APIFailure) -> T {
        let object = try ownObject(handle, kind: kind, role: role)
        return unsafeDowncast(object.takeUnretainedValue(), to: type)
    }

    /// Run `body` with the object behind `handle`, borrowed rather than
    /// retained: for the per-frame calls, where a retain and a release are a
    /// measurable share of the call. The object stays alive because the
    /// table holds it and only its own thread, this one, could remove it.
    @inline(__always)
    func withObject<T: AnyObject, R>(
        _ handle: OpaquePointer?, kind: HandleKind, as type: T.Type, role: String,
        _ body: (T) throws(APIFailure) -> R
    ) throws(APIFailure) -> R {
        let object = try ownObject(handle, kind: kind, role: role)
        let typed = Unmanaged<T>.fromOpaque(object.toOpaque())
        // The borrowing call does not carry typed throws: the outcome comes out as a Result.
        let outcome = typed._withUnsafeGuaranteedRef { borrowed in
            Result { () throws(APIFailure) -> R in try body(borrowed) }
        }
        return try outcome.get()
    }

    /// The object of a live `handle` of `kind` that belongs to this thread;
    /// every check reads only the slot's state, never the object.
    @inline(__always)
    private func ownObject(_ handle: OpaquePointer?, kind: HandleKind, role: String) throws(APIFailure)
        -> Unmanaged<AnyObject>
    {
        guard let handle else { throw .null(role) }
        guard let (_, slot, state) = live(handle) else { throw .stale(role) }
        let caller = Self.currentThread
        guard state.owner == caller, state.kind == kind, let object = slot.pointee.object else {
            throw Self.refusal(of: state, expected: kind, role: role, caller: caller)
        }
        return object
    }

    /// Why a live handle was refused: another thread's, or of another kind.
    private static func refusal(of state: HandleSlotState, expected: HandleKind, role: String, caller: UInt32)
        -> APIFailure
    {
        let found = state.kind ?? expected
        if state.owner != caller {
            return .wrongThread(role: role, kind: found, owner: state.owner, caller: caller)
        }
        return APIFailure(
            TR_ERROR_WRONG_KIND,
            "The \(role) handle is \(found), where \(expected) was expected. Pass the handle the matching tr_…_create call gave."
        )
    }

    private func slot(at index: Int) -> UnsafeMutablePointer<Slot>? {
        let chunk = chunks[index / Self.chunkSize].load(ordering: .acquiring)
        guard chunk != 0 else { return nil }
        return UnsafeMutablePointer<Slot>(bitPattern: chunk)! + index % Self.chunkSize
    }

    /// The slot `handle` names and its state, if it is live and its generation matches.
    @inline(__always)
    private func live(_ handle: OpaquePointer) -> (Int, UnsafeMutablePointer<Slot>, HandleSlotState)? {
        let bits = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))
        let index = Int(bits & 0xFFFF_FFFF) - 1
        let generation = UInt32(truncatingIfNeeded: bits >> 32)
        guard index >= 0, index < Self.chunkSize * Self.chunkCount, let slot = slot(at: index) else { return nil }
        let state = HandleSlotState(bits: slot.pointee.state.load(ordering: .acquiring))
        guard state.generation == generation, state.kind != nil else { return nil }
        return (index, slot, state)
    }

    private static func handle(index: Int, generation: UInt32) -> OpaquePointer {
        let bits = UInt(generation) << 32 | UInt(index + 1)
        // Never zero: the index part is at least 1.
        return OpaquePointer(bitPattern: bits)!
    }
}

import CTouchRoute
import Glibc

/// The process's log, as `tr_set_log_handler` and `tr_set_log_priority` set
/// it: where what has no window callback goes (devices joining, leaving and
/// refused, read errors, calls made on the wrong thread), and the lifecycle of
/// windows and sessions at TR_LOG_DEBUG.
///
/// Until a handler is set, messages of TR_LOG_ERROR go to standard error as
/// `touchroute: error: …` lines, as libinput's default handler does, so a
/// problem outside a window is not lost. A NULL handler writes nothing.
///
/// Threads: any thread may set it or write to it. A recursive mutex is held
/// while the handler runs, so messages reach it one at a time, a handler may
/// itself log or set the handler, and once `set` returns the old handler is
/// never called again (its user data may be freed).
final class Log: @unchecked Sendable {
    static let shared = Log()

    private enum Destination {
        case standardError
        case handler(tr_log_fn, UnsafeMutableRawPointer?)
        case nowhere
    }

    /// Guarded by `mutex`.
    private var destination = Destination.standardError
    private var threshold = TR_LOG_ERROR
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    /// The three priorities, lowest first.
    static let priorities = [TR_LOG_DEBUG, TR_LOG_INFO, TR_LOG_ERROR]

    func setHandler(_ function: tr_log_fn?, userData: UnsafeMutableRawPointer?) {
        locked { destination = function.map { .handler($0, userData) } ?? .nowhere }
    }

    func setThreshold(_ priority: tr_log_priority) {
        locked { threshold = priority }
    }

    /// Whether a message of `priority` would go anywhere: check before
    /// building a costly one.
    func wants(_ priority: tr_log_priority) -> Bool {
        locked {
            if case .nowhere = destination { return false }
            return priority.rawValue >= threshold.rawValue
        }
    }

    /// Send `message` (built only if it goes anywhere) at `priority`.
    func write(_ message: @autoclosure () -> String, priority: tr_log_priority) {
        locked {
            guard priority.rawValue >= threshold.rawValue else { return }
            switch destination {
            case .nowhere: return
            case .standardError:
                // One write per line, so lines from several threads never interleave.
                var line = "touchroute: \(Self.name(of: priority)): \(message())\n"
                line.withUTF8 { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            case .handler(let function, let userData):
                message().withCString { function(userData, priority, $0) }
            }
        }
    }

    static func name(of priority: tr_log_priority) -> String {
        switch priority {
        case TR_LOG_DEBUG: "debug"
        case TR_LOG_INFO: "info"
        default: "error"
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

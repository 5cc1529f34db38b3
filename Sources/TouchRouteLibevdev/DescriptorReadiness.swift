import Dispatch

/// One wait, without blocking a thread, until a descriptor is readable or the
/// waiting task is cancelled, whichever comes first: a dispatch read source
/// resumes a continuation once, then is cancelled.
///
/// Its state is touched only on `queue`, a serial queue, which is what makes
/// it safe to share with the source's handler and the cancellation handler.
final class DescriptorReadiness: @unchecked Sendable {
    private static let queue = DispatchQueue(label: "touchroute.session.readiness")

    private let source: any DispatchSourceRead
    private var continuation: CheckedContinuation<Void, Never>?
    private var isOver = false

    private init(descriptor: Int32) {
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: Self.queue)
    }

    /// Return once `descriptor` is readable, or at once if the task is (or
    /// becomes) cancelled.
    static func wait(for descriptor: Int32) async {
        let readiness = DescriptorReadiness(descriptor: descriptor)
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                queue.async { readiness.start(continuation) }
            }
        } onCancel: {
            queue.async { readiness.end() }
        }
    }

    /// On `queue`. The source is always resumed, even when cancellation came
    /// first, because libdispatch may not release a source never resumed.
    private func start(_ waiting: CheckedContinuation<Void, Never>) {
        source.setEventHandler { [weak self] in self?.end() }
        source.resume()
        if isOver {
            waiting.resume()
        } else {
            continuation = waiting
        }
    }

    /// On `queue`: the descriptor is readable or the task was cancelled.
    private func end() {
        guard !isOver else { return }
        isOver = true
        source.cancel()
        continuation?.resume()
        continuation = nil
    }
}

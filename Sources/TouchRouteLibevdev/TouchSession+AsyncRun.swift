import TouchRouteEvdev

extension TouchSession {
    /// `run(stoppingWhenReadable:)` for Swift concurrency: the same loop, but
    /// waiting for `pollDescriptor` without blocking a thread. It runs on the
    /// caller's actor (the main actor, say, which owns the window), and ends
    /// as the blocking loop does; cancelling the task is its stop: what the
    /// devices sent before is routed and the touches that are down are
    /// cancelled ("interrupted:"), then it returns.
    ///
    /// Each wait makes a dispatch source, which allocates; the allocation-free
    /// path is polling `pollDescriptor` and calling `dispatch()` yourself.
    /// - Throws: as `run(stoppingWhenReadable:)`.
    nonisolated(nonsending) public func run() async throws(DeviceError) {
        while true {
            await DescriptorReadiness.wait(for: pollDescriptor)
            guard try proceed(stopping: Task.isCancelled) else { return }
        }
    }
}

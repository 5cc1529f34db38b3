extension EventSource {
    /// Read every event the source has now, in order, until it would block or
    /// its stream ends: the one raw read loop, which `TouchReader.dispatch`
    /// decodes from and `touchroute record` and `run --bare-read` keep or count.
    ///
    /// ```
    ///  nextEvent ─┬─ .event ─▶ each
    ///             ├─ .dropped ─▶ onDropped ─▶ nextResyncEvent… ─▶ each, until it would block ─▶ onResynced
    ///             ├─ .wouldBlock ─▶ return .drained
    ///             └─ .endOfStream / .deviceRemoved / .failed ─▶ return it
    /// ```
    ///
    /// A `SYN_DROPPED` goes to `onDropped` only (it is not an event of the
    /// device's state); the resync that follows it, the events that bring the
    /// reader up to the device's state ending with a `SYN_REPORT`, goes to
    /// `each` like any events, and `onResynced` follows once it is complete.
    /// A resync that ends the stream (the device goes away mid-resync) ends
    /// the drain with that outcome.
    ///
    /// - Parameters:
    ///   - limit: the most `nextEvent` calls to make, so a busy device cannot
    ///     starve the rest of a main loop; a `SYN_DROPPED` and its whole
    ///     resync count as one. `.drained` when the limit is reached.
    ///   - each: receives every event, the resync's included.
    ///   - onDropped: receives the `SYN_DROPPED`, before the resync.
    ///   - onResynced: called once a resync is complete.
    /// - Complexity: O(events read); allocates nothing itself.
    @discardableResult
    public func drain(
        limit: Int = .max, onDropped: (InputEvent) -> Void = { _ in }, onResynced: () -> Void = {},
        each: (InputEvent) -> Void
    ) -> ReadOutcome {
        var count = 0
        while count < limit {
            count += 1
            switch nextEvent() {
            case .event(let event):
                each(event)
            case .dropped(let event):
                onDropped(event)
                if let end = drainResync(each: each) { return end }
                onResynced()
            case .wouldBlock:
                return .drained
            case .endOfStream:
                return .endOfStream
            case .deviceRemoved:
                return .deviceRemoved
            case .failed(let error):
                return .failed(error)
            }
        }
        return .drained
    }

    /// The resync after a `SYN_DROPPED`, to `each`; nil when it completed and
    /// normal reading goes on, or how the stream ended during it.
    private func drainResync(each: (InputEvent) -> Void) -> ReadOutcome? {
        while true {
            switch nextResyncEvent() {
            case .event(let event):
                each(event)
            case .wouldBlock, .endOfStream, .dropped:
                return nil
            case .deviceRemoved:
                return .deviceRemoved
            case .failed(let error):
                return .failed(error)
            }
        }
    }
}

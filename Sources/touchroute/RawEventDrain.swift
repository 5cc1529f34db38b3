import TouchRouteEvdev

/// How reading a source's raw events stopped.
enum RawDrainEnd: Equatable {
    /// Everything available was read; wait for the descriptor again.
    case drained
    /// A finite source has no more events.
    case endOfStream
    /// The device went away (`ENODEV`).
    case removed
    case failed(DeviceError)
}

/// Read every event `source` has now, undecoded, in order: after a
/// `SYN_DROPPED` (passed to `onDropped`, then to `each` like any event), the
/// resync that follows, to the end. For `record`, which keeps the events, and
/// `run --bare-read`, which only counts them.
func drainRawEvents(
    from source: some EventSource, onDropped: () -> Void = {}, each: (InputEvent) -> Void
) -> RawDrainEnd {
    while true {
        switch source.nextEvent() {
        case .event(let event):
            each(event)
        case .dropped(let event):
            onDropped()
            each(event)
            while case .event(let resync) = source.nextResyncEvent() { each(resync) }
        case .wouldBlock:
            return .drained
        case .endOfStream:
            return .endOfStream
        case .deviceRemoved:
            return .removed
        case .failed(let error):
            return .failed(error)
        }
    }
}

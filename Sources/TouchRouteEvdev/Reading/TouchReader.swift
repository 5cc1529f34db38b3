/// Reads a source and decodes it into frames: the loop a foreign main loop
/// drives. When the source's descriptor is readable, call `dispatch`; it reads
/// until the source would block, as libinput's `libinput_dispatch` does.
///
/// ```
///  source ─▶ nextEvent ─┬─ .event ─▶ decoder ─▶ emit(DeviceFrame)
///                       ├─ .dropped ─▶ problem; nextResyncEvent… until .wouldBlock ─▶ decoder
///                       ├─ .deviceRemoved / .endOfStream ─▶ cancel every touch ─▶ emit
///                       └─ .wouldBlock ─▶ return .drained
/// ```
///
/// Lost events are recovered through the source's resync (libevdev's sync mode):
/// touches still down carry on from where the device says they are, fingers
/// that landed during the gap begin, and touches that lifted during the gap
/// (or were replaced by a new tracking ID) are cancelled with `.lostEvents`,
/// not ended: their lift was never seen, and an end there could complete a
/// tap that no finger made.
public final class TouchReader<Source: EventSource> {
    /// Where events come from: a live device, a recording or a test's script.
    public let source: Source
    /// Turns the events read into frames, in device units.
    public let decoder: TouchDecoder
    /// Receives the reader's and the decoder's problems.
    public var problems: ((DecodingProblem) -> Void)? {
        get { decoder.problems }
        set { decoder.problems = newValue }
    }
    /// How the stream ended (end of a recording, device removed or failed), or
    /// nil while it goes on. `dispatch` answers this again once it is set.
    public private(set) var finalOutcome: Outcome?

    /// How many events have been read from the source so far, the
    /// `SYN_DROPPED`s and resync events included.
    // Unchecked: decodeMapRoute_defaultLayout_perEvent, 2,457 → 2,560 instructions an event checked.
    @exclusivity(unchecked) public private(set) var eventCount = 0

    /// Whether the stream has ended.
    public var isFinished: Bool { finalOutcome != nil }

    /// How many touches were down, and so cancelled, when the stream ended; 0
    /// while it goes on.
    public private(set) var cancelledAtEnd = 0

    /// A reader of `source` that decodes with `decoder`; nothing is read until `dispatch`.
    public init(source: Source, decoder: TouchDecoder) {
        self.source = source
        self.decoder = decoder
    }

    /// What `dispatch` stopped on. When the stream ends (`.endOfStream`,
    /// `.deviceRemoved`, `.failed`), the touches that were down have been cancelled.
    public typealias Outcome = ReadOutcome

    /// Read until the source would block, or at most `limit` events (so a busy
    /// device cannot starve the rest of a main loop), passing each frame to `emit`.
    /// Built on `EventSource.drain`: a `SYN_DROPPED` is reported as a problem and
    /// the resync after it is decoded like any events.
    @discardableResult
    public func dispatch(limit: Int = .max, emit: (DeviceFrame) -> Void) -> Outcome {
        if let finalOutcome { return finalOutcome }
        let outcome = source.drain(
            limit: limit,
            onDropped: { dropped in
                eventCount &+= 1
                problems?(
                    DecodingProblem(
                        time: dropped.time, kind: .lostEvents,
                        message:
                            "\(source.name) dropped events (SYN_DROPPED): the reader fell behind and some events were lost. Touch state is resynced from the device; touches that lifted in the gap are cancelled."
                    ))
                decoder.isResyncing = true
            },
            onResynced: { decoder.isResyncing = false },
            each: { event in
                eventCount &+= 1
                decoder.decode(event, emit: emit)
            })
        switch outcome {
        case .drained:
            return .drained
        case .endOfStream:
            return finish(.endOfStream, because: "\(source.name) has no more events.", emit: emit)
        case .deviceRemoved:
            return finish(.deviceRemoved, because: removal, emit: emit)
        case .failed(let error):
            return finish(.failed(error), because: error.description, emit: emit)
        }
    }

    private var removal: String { DeviceError(device: source.name, reason: .removed).description }

    /// End reading because the device went away, when something other than a
    /// read said so (udev's `remove` event before the descriptor reported
    /// `ENODEV`): the touches that are down are cancelled, once. Does nothing
    /// when the stream has already ended.
    public func endAsRemoved(emit: (DeviceFrame) -> Void) {
        guard finalOutcome == nil else { return }
        _ = finish(.deviceRemoved, because: removal, emit: emit)
    }

    /// End reading: cancel the touches that are down, saying why in `reason`,
    /// a whole sentence that names the source. Each cancelled contact carries
    /// `.deviceRemoved` for a removal and `.inputEnded` otherwise (the end of
    /// the stream, or a failed read, after which nothing more comes either).
    private func finish(_ outcome: Outcome, because reason: String, emit: (DeviceFrame) -> Void) -> Outcome {
        finalOutcome = outcome
        let time = source.currentTime()
        let down = decoder.activeContactCount
        cancelledAtEnd = down
        if down > 0 {
            problems?(
                DecodingProblem(
                    time: time, kind: outcome == .deviceRemoved ? .deviceRemoved : .inputEnded,
                    message:
                        "\(reason) \(down == 1 ? "The touch that was down is" : "The \(down) touches that were down are") cancelled."
                ))
        }
        decoder.cancelAll(at: time, because: outcome == .deviceRemoved ? .deviceRemoved : .inputEnded, emit: emit)
        return outcome
    }
}

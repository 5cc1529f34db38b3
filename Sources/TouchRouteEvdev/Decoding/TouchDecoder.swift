import TouchRoute

/// Turns a device's evdev events into frames of contacts, in pure Swift, so a
/// live device, a recording and a synthetic stream are decoded the same way.
///
/// ```
///  InputEvent ─▶ decode ─┬─ EV_ABS / EV_KEY / SYN_MT_REPORT ─▶ engine (B, A or single-touch)
///                        ├─ EV_REL ─▶ pointer (a device with a wheel)
///                        ├─ SYN_REPORT ─▶ emit the frame of changed contacts (and the pointer's report)
///                        └─ SYN_DROPPED ─▶ cancel every contact; the frame that follows is
///                                          taken as state, and begins nothing
/// ```
///
/// One frame is emitted per `SYN_REPORT`, and a second one at the same time when
/// a touch began and ended within the frame. Contacts that did not change are
/// left out. Decoding never stops on bad input; it reports through `problems`.
///
/// A device with a wheel (`REL_WHEEL`, `REL_HWHEEL` or their `_HI_RES`
/// variants) also has a `pointer`: each frame then carries its `PointerReport`.
/// A mouse, which has a wheel but no positions, is decoded too: its frames
/// hold no contacts, only the report.
///
/// Invariant: every contact that began is ended or cancelled exactly once;
/// after `cancelAll` none is down.
///
/// Cost: per event, a switch and a store; per frame, work in proportion to the
/// contacts that changed. Nothing is allocated after the first frames.
///
/// A decoder is used from one thread at a time. Its hot state, and the
/// slotted and protocol A engines', skips the runtime's exclusivity checks, which cost about as much
/// as the decoding itself (each field gives the figure), and nothing here
/// hands out overlapping accesses.
public final class TouchDecoder {
    /// What the device reports, as given at creation: its protocol, axes and wheels decide how
    /// events are decoded, and problems name the device by its printable name.
    public let device: DeviceDescription
    /// How contacts are reported; nil for a pointer device without positions (a mouse).
    public let multitouchProtocol: MultitouchProtocol?
    /// Receives problems in the stream: out-of-range slots, lost events, too many contacts.
    public var problems: ((DecodingProblem) -> Void)? {
        get { log.sink }
        set { log.sink = newValue }
    }

    private let engine: any ContactEngine
    /// The motion and wheels of a device with a wheel; nil for a device without one.
    // Unchecked: decodeAndMap_singleTouch_perEvent, 299 → 578 instructions an event checked (all 6 here at once).
    @exclusivity(unchecked) private var pointer: PointerDecoder?
    // Unchecked: decodeAndMap_singleTouch_perEvent, 299 → 578 instructions an event checked (all 6 here at once).
    @exclusivity(unchecked) private var log: ProblemLog
    private let numbering: ContactNumbering
    // Unchecked: decodeAndMap_singleTouch_perEvent, 299 → 578 instructions an event checked (all 6 here at once).
    @exclusivity(unchecked) private var frame: DeviceFrame
    // Unchecked: decodeAndMap_singleTouch_perEvent, 299 → 578 instructions an event checked (all 6 here at once).
    @exclusivity(unchecked) private var followUp: DeviceFrame
    /// After a `SYN_DROPPED` in a stream without resync: events up to the next
    /// `SYN_REPORT` belong to a broken frame, which updates state only.
    // Unchecked: decodeAndMap_singleTouch_perEvent, 299 → 578 instructions an event checked (all 6 here at once).
    @exclusivity(unchecked) private var isInBrokenFrame = false
    /// Set by the reader while it decodes a source's resync after a
    /// `SYN_DROPPED` (libevdev's sync mode): a contact that ends there lifted
    /// unseen in the gap, and is cancelled with `.lostEvents` instead.
    // Unchecked: decodeAndMap_singleTouch_perEvent, 299 → 578 instructions an event checked (all 6 here at once).
    @exclusivity(unchecked) public var isResyncing = false

    /// - Parameters:
    ///   - device: what the device reports: its protocol, axes and wheels.
    ///   - snapshot: a live device's state when reading starts (libevdev
    ///     reads it); nil for a recording, which starts from empty slots.
    ///   - numbering: where contact numbers come from; share one among the
    ///     decoders that feed one window.
    /// - Throws: `DecoderSetupError` when the device reports neither positions nor a wheel.
    public init(
        device: DeviceDescription, snapshot: DeviceSnapshot? = nil, numbering: ContactNumbering = ContactNumbering()
    ) throws(DecoderSetupError) {
        pointer = PointerDecoder(device: device)
        guard device.multitouchProtocol != nil || pointer != nil else { throw DecoderSetupError(device: device) }
        self.device = device
        self.numbering = numbering
        multitouchProtocol = device.multitouchProtocol
        log = ProblemLog(deviceName: device.printableName, sink: nil)
        let capacity: Int
        switch multitouchProtocol {
        case nil:
            engine = NoContacts()
            capacity = 0
        case .slotted(let slots)?:
            engine = SlottedContacts(device: device, slotCount: slots, snapshot: snapshot)
            capacity = 2 * min(slots, SlottedContacts.maximumSlots) + 2
        case .anonymous?:
            engine = AnonymousContacts(device: device)
            capacity = 2 * AnonymousContacts.maximumContacts
        case .singleTouch?:
            engine = SingleTouchContact(device: device, snapshot: snapshot)
            capacity = 2
        }
        frame = DeviceFrame(time: EventTime.zero)
        followUp = frame
        frame.contacts.reserveCapacity(capacity)
        followUp.contacts.reserveCapacity(capacity)
    }

    /// The contacts that are down, as reported in emitted frames.
    public var activeContactCount: Int { engine.activeContactCount }

    /// Take one event; `emit` receives each completed frame, in device units.
    public func decode(_ event: InputEvent, emit: (DeviceFrame) -> Void) {
        if event.type == EventType.syn {
            switch event.code {
            case EventCode.synReport:
                if isInBrokenFrame {
                    isInBrokenFrame = false
                    engine.absorbFrame()
                    pointer?.discardFrame()
                    frame.time = event.time
                    frame.contacts.removeAll(keepingCapacity: true)
                    frame.pointer = nil
                    emit(frame)
                } else {
                    emitFrame(at: event.time, emit: emit)
                }
                return
            case EventCode.synDropped:
                // A recording (or any stream without libevdev's resync): what the
                // device did in the gap is unknown. Cancel now; keep following the
                // device's state so later events land on the right slots.
                log.report(
                    .lostEvents,
                    "\(log.deviceName) dropped events (SYN_DROPPED): the reader fell behind. The touches that were down are cancelled; fingers still on the glass are ignored until they lift.",
                    at: event.time)
                cancelAll(at: event.time, because: .lostEvents, emit: emit)
                isInBrokenFrame = true
                return
            default:
                break
            }
        }
        if event.type == EventType.rel, pointer != nil {
            pointer?.take(event)
            return
        }
        engine.take(event, problems: &log)
    }

    /// Take a run of events, such as a recording.
    public func decode(_ events: some Sequence<InputEvent>, emit: (DeviceFrame) -> Void) {
        for event in events { decode(event, emit: emit) }
    }

    /// Cancel every contact that is down, for an unplugged device
    /// (`.deviceRemoved`), the end of a recording (`.inputEnded`) or a resync
    /// that cannot be trusted (`.lostEvents`); emits one frame at `time` when
    /// any contact was down, each cancelled contact carrying `reason`. Fingers
    /// still on the glass are ignored until they lift.
    public func cancelAll(at time: EventTime, because reason: CancellationReason, emit: (DeviceFrame) -> Void) {
        frame.time = time
        frame.contacts.removeAll(keepingCapacity: true)
        frame.pointer = nil
        pointer?.discardFrame()
        engine.cancelAll(into: &frame, because: reason)
        if !frame.contacts.isEmpty { emit(frame) }
    }

    private func emitFrame(at time: EventTime, emit: (DeviceFrame) -> Void) {
        frame.time = time
        followUp.time = time
        frame.contacts.removeAll(keepingCapacity: true)
        followUp.contacts.removeAll(keepingCapacity: true)
        engine.report(into: &frame, followUp: &followUp, numbering: numbering)
        frame.pointer = pointer?.endFrame()
        if isResyncing {
            Self.cancelEnds(in: &frame)
            Self.cancelEnds(in: &followUp)
        }
        emit(frame)
        if !followUp.contacts.isEmpty { emit(followUp) }
    }

    /// A resync's ends as cancellations for lost events.
    private static func cancelEnds(in frame: inout DeviceFrame) {
        for index in frame.contacts.indices where frame.contacts[index].phase == .ended {
            frame.contacts[index].phase = .cancelled
            frame.contacts[index].cancellationReason = .lostEvents
        }
    }
}

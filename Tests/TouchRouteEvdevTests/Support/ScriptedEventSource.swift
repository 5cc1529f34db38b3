import TouchRoute

@testable import TouchRouteEvdev

/// A live protocol-B device read through libevdev, for tests.
///
/// Normal reads play the scripted events. An overflow plays out as libevdev's
/// `libevdev.h` ("syn_dropped") describes: the reader gets `SYN_DROPPED`, the
/// events that happened meanwhile are lost, and the resync reads then bring the
/// reader from what libevdev last delivered to the device's state, ending with
/// `SYN_REPORT`, then `.wouldBlock`.
///
/// The double keeps two copies of the device's state: the kernel's, which every
/// event changes, and libevdev's view, which only delivered events change. A
/// resync is the difference between them.
final class ScriptedEventSource: EventSource {
    enum Step {
        /// Events read normally, one per `nextEvent`.
        case play([InputEvent])
        /// Nothing to read: the reader's `dispatch` returns.
        case wouldBlock
        /// The kernel's buffer overflows at `seconds` while `lost` happens on
        /// the device: the reader gets `SYN_DROPPED`, then the resync.
        case overflow(at: Double, lost: EventScript)
        /// The device is unplugged at `seconds` (`ENODEV`).
        case removed(at: Double)
        /// Reading fails at `seconds`.
        case failed(DeviceError, at: Double)

        /// A script's events, read normally.
        static func events(_ script: EventScript) -> Step { .play(script.events) }
    }

    /// How the resync reports a slot whose tracking ID changed during the gap.
    enum ResyncStyle {
        /// As `libevdev.h` documents (libevdev 1.13): a first frame sets the
        /// tracking ID of every slot whose touch ended or was replaced to −1;
        /// a second brings each other changed slot up to date, axes in code
        /// order, so a new touch's position comes before its tracking ID.
        case terminateFirst
        /// As the first libevdev releases did: one frame, every slot, changed
        /// axes in code order, a replaced touch's tracking ID changed in place.
        case changeInPlace
    }

    let name: String
    let style: ResyncStyle
    private var steps: [Step]
    private var nextStep = 0
    private var playing: ArraySlice<InputEvent> = []
    private var resync: ArraySlice<InputEvent> = []
    private var kernel: SlotState
    private var delivered: SlotState
    private var clock = EventTime.at(0)

    /// - Parameter initially: what happened on the device before it was opened;
    ///   `snapshot` is the state it left, as libevdev reads it at open.
    init(
        name: String = "/dev/input/event7", slots: Int = 10, style: ResyncStyle = .terminateFirst,
        initially: EventScript = EventScript(), steps: [Step]
    ) {
        self.name = name
        self.style = style
        self.steps = steps
        kernel = SlotState(slotCount: slots)
        for event in initially.events { kernel.apply(event) }
        delivered = kernel
    }

    /// The device's state when it was opened, for `TouchDecoder(device:snapshot:)`.
    var snapshot: DeviceSnapshot { delivered.snapshot }

    /// Whether every step has been read.
    var isExhausted: Bool { nextStep == steps.count && playing.isEmpty && resync.isEmpty }

    func nextEvent() -> EventRead {
        while playing.isEmpty {
            guard nextStep < steps.count else { return .wouldBlock }
            defer { nextStep += 1 }
            switch steps[nextStep] {
            case .play(let events):
                playing = events[...]
            case .wouldBlock:
                return .wouldBlock
            case .overflow(let seconds, let lost):
                for event in lost.events { kernel.apply(event) }
                clock = .at(seconds)
                resync = (style == .terminateFirst ? terminateFirstResync() : changeInPlaceResync())[...]
                // libevdev takes the device's state as its own while it syncs.
                delivered = kernel
                return .dropped(InputEvent(time: clock, type: EventType.syn, code: EventCode.synDropped, value: 0))
            case .removed(let seconds):
                clock = .at(seconds)
                return .deviceRemoved
            case .failed(let error, let seconds):
                clock = .at(seconds)
                return .failed(error)
            }
        }
        let event = playing.removeFirst()
        delivered.apply(event)
        kernel.apply(event)
        clock = event.time
        return .event(event)
    }

    func nextResyncEvent() -> EventRead {
        guard let event = resync.popFirst() else { return .wouldBlock }
        clock = event.time
        return .event(event)
    }

    func currentTime() -> EventTime { clock }

    // MARK: Resync

    private func event(_ code: EventCode, _ value: Int32) -> InputEvent {
        InputEvent(time: clock, type: EventType.abs, code: code, value: value)
    }

    private var report: InputEvent {
        InputEvent(time: clock, type: EventType.syn, code: EventCode.synReport, value: 0)
    }

    /// libevdev 1.13's `sync_state`: terminate, then update, then the kernel's slot.
    private func terminateFirstResync() -> [InputEvent] {
        var events: [InputEvent] = []
        var lastSlot: Int32 = 0
        let ended = kernel.slots.indices.filter {
            delivered.trackingID(of: $0) >= 0 && delivered.trackingID(of: $0) != kernel.trackingID(of: $0)
        }
        for slot in ended {
            events += [event(EventCode.absMTSlot, Int32(slot)), event(EventCode.absMTTrackingID, -1)]
            lastSlot = Int32(slot)
        }
        if !ended.isEmpty { events.append(report) }
        for slot in kernel.slots.indices where kernel.trackingID(of: slot) >= 0 || !ended.contains(slot) {
            let changed = SlotState.multitouchCodes.filter { delivered.value(slot, $0) != kernel.value(slot, $0) }
            guard !changed.isEmpty else { continue }
            events.append(event(EventCode.absMTSlot, Int32(slot)))
            events += changed.map { event($0, kernel.value(slot, $0)) }
            lastSlot = Int32(slot)
        }
        if kernel.currentSlot != lastSlot { events.append(event(EventCode.absMTSlot, kernel.currentSlot)) }
        if !events.isEmpty { events.append(report) }
        return events
    }

    /// The first libevdev releases: every slot, changed axes, tracking IDs in place.
    private func changeInPlaceResync() -> [InputEvent] {
        var events: [InputEvent] = []
        for slot in kernel.slots.indices {
            events.append(event(EventCode.absMTSlot, Int32(slot)))
            for code in SlotState.multitouchCodes where delivered.value(slot, code) != kernel.value(slot, code) {
                events.append(event(code, kernel.value(slot, code)))
            }
        }
        return events + [event(EventCode.absMTSlot, kernel.currentSlot), report]
    }
}

/// A protocol-B device's multitouch state: each slot's `ABS_MT_*` values and the
/// slot selected.
private struct SlotState {
    /// `ABS_MT_TOUCH_MAJOR` … `ABS_MT_TOOL_Y` (0x3d), in code order, as libevdev walks them.
    static let multitouchCodes = (EventCode.absMTTouchMajor.rawValue...0x3d).map(EventCode.init(rawValue:))

    var slots: [[EventCode: Int32]]
    var currentSlot: Int32 = 0

    init(slotCount: Int) {
        slots = Array(repeating: [EventCode.absMTTrackingID: -1], count: slotCount)
    }

    func value(_ slot: Int, _ code: EventCode) -> Int32 { slots[slot][code] ?? 0 }
    func trackingID(of slot: Int) -> Int32 { value(slot, EventCode.absMTTrackingID) }

    mutating func apply(_ event: InputEvent) {
        guard event.type == EventType.abs else { return }
        if event.code == EventCode.absMTSlot {
            currentSlot = event.value
        } else if Self.multitouchCodes.contains(event.code), slots.indices.contains(Int(currentSlot)) {
            slots[Int(currentSlot)][event.code] = event.value
        }
    }

    var snapshot: DeviceSnapshot {
        DeviceSnapshot(
            currentSlot: Int(currentSlot),
            slots: slots.indices.map { slot in
                DeviceSnapshot.SlotState(
                    trackingID: trackingID(of: slot),
                    x: value(slot, EventCode.absMTPositionX), y: value(slot, EventCode.absMTPositionY),
                    pressure: value(slot, EventCode.absMTPressure),
                    touchMajor: value(slot, EventCode.absMTTouchMajor),
                    touchMinor: value(slot, EventCode.absMTTouchMinor),
                    tool: MultitouchTool(rawValue: value(slot, EventCode.absMTToolType)))
            })
    }
}

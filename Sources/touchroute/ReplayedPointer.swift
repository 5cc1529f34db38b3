import TouchRoute
import TouchRouteEvdev

/// How `replay` routes a recording's pointer: a mouse's wheel through the
/// pipeline's decoder, a touchpad's scrolling from libinput's own events.
///
/// A recording is replayed as a pointer alone when its device is a mouse (a
/// wheel, no positions), or a touchpad whose libinput scroll events were
/// recorded (`libinput record --with-libinput`): a touchpad's fingers move a
/// pointer and scroll, they do not touch the screen, so its contacts are left
/// out rather than routed as touches too. Such a window is not sized by the
/// device: it is the layout's, `--screen`, or 800x480.
struct ReplayedPointer {
    let isPointerOnly: Bool
    /// libinput's pointer events to route beside the frames, or nil when the
    /// recording has none.
    let libinput: LibinputPointerReplay?
    private let device: DeviceDescription

    init(recording: Recording) {
        device = recording.description
        let hasLibinputScroll = LibinputPointerReplay.hasRoutedScroll(recording.pointerEvents)
        isPointerOnly =
            device.multitouchProtocol == nil || (hasLibinputScroll && DeviceKind(device) == .touchpad)
        libinput =
            recording.pointerEvents.isEmpty
            ? nil : LibinputPointerReplay(events: recording.pointerEvents, device: device)
    }

    /// The events to decode: a pointer-only touchpad's without its contacts
    /// (`EV_ABS`, `EV_KEY`); its frames still end, to keep the time.
    func events(of recording: Recording) -> [InputEvent] {
        guard isPointerOnly, device.multitouchProtocol != nil else { return recording.events }
        return recording.events.filter { $0.type != EventType.abs && $0.type != EventType.key }
    }

    /// Where the pointer starts and how it moves: `replay` and `run` say the
    /// same of a mouse, in place of a touchscreen's mapping line.
    static func startLine(window: Size, start: Point) -> String {
        "pointer from \(start), 1 pt per device unit of motion (no acceleration), kept within \(window) pt"
    }

    /// What `replay` says of the pointer, in place of a touchscreen's mapping line.
    func lines(window: Size, start: Point) -> [String] {
        var lines = [Self.startLine(window: window, start: start)]
        if PointerDecoder.hasWheel(device) {
            let hiRes = device.supports(type: .rel, code: .relWheelHiRes) ? "REL_WHEEL_HI_RES" : "120 × REL_WHEEL"
            lines.append("scrolling by the wheel: \(hiRes), in 120ths of a detent")
        }
        if let libinput, LibinputPointerReplay.hasRoutedScroll(libinput.events) {
            lines.append("scrolling by libinput's finger and continuous scroll events, 1 pt per unit")
        }
        return lines
    }
}

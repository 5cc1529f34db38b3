import TouchRoute
import TouchRouteEvdev

/// How `replay` routes a recording's pointer: a mouse's wheel through the
/// pipeline's decoder; a touchpad's fingers through the pipeline's
/// `TouchpadDecoder`, as `run` reads a live one, or, when the recording
/// holds libinput's own pointer events (`libinput record --with-libinput`),
/// by those events: libinput's decisions are what that desktop did.
///
/// A recording is replayed as a pointer alone when its device is a mouse (a
/// wheel, no positions) or a touchpad: its fingers move a pointer and
/// scroll, they do not touch the screen. Such a window is not sized by the
/// device: it is the layout's, `--screen`, or 800x480.
struct ReplayedPointer {
    let isPointerOnly: Bool
    /// libinput's pointer events to route beside the frames, or nil when the
    /// recording has none.
    let libinput: LibinputPointerReplay?
    /// A touchpad recorded with libinput's events: those move its pointer and
    /// scroll, and its contacts are left out, or it would scroll twice.
    let isScrolledByLibinput: Bool
    private let device: DeviceDescription

    init(recording: Recording) {
        device = recording.description
        isPointerOnly = device.multitouchProtocol == nil || device.isTouchpadPointer
        isScrolledByLibinput = device.isTouchpadPointer && !recording.pointerEvents.isEmpty
        libinput =
            recording.pointerEvents.isEmpty
            ? nil : LibinputPointerReplay(events: recording.pointerEvents, device: device)
    }

    /// The events to decode: a touchpad scrolled by libinput's events without
    /// its contacts (`EV_ABS`, `EV_KEY`); its frames still end, to keep the time.
    func events(of recording: Recording) -> [InputEvent] {
        guard isScrolledByLibinput else { return recording.events }
        return recording.events.filter { $0.type != EventType.abs && $0.type != EventType.key }
    }

    /// Where the pointer starts and how it moves: `replay` and `run` say the
    /// same of a mouse, in place of a touchscreen's mapping line.
    static func startLine(window: Size, start: Point) -> String {
        "pointer from \(start), 1 pt per device unit of motion (no acceleration), kept within \(window) pt"
    }

    /// What `replay` and `run` say of a touchpad read by `touchpad`, in place
    /// of a touchscreen's mapping line.
    static func touchpadLines(window: Size, start: Point, touchpad: TouchpadDecoder) -> [String] {
        ["pointer from \(start), kept within \(window) pt", "touchpad: \(touchpad)"]
    }

    /// What `replay` says of the pointer, in place of a touchscreen's mapping
    /// line; `touchpad` is the pipeline's, for a touchpad it decodes.
    func lines(window: Size, start: Point, touchpad: TouchpadDecoder?) -> [String] {
        if !isScrolledByLibinput, let touchpad {
            return Self.touchpadLines(window: window, start: start, touchpad: touchpad)
        }
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

import TouchRoute

/// One of libinput's own pointer events in a `libinput record` file made with
/// `--with-libinput`: what libinput made of the device's kernel events. Kept
/// for what the kernel's events cannot say, such as a touchpad's two-finger
/// scroll, which exists only as libinput's interpretation of the fingers.
///
/// `libinput record` writes them under `- libinput:` beside the `evdev:`
/// frames, on the same clock:
///
/// ```yaml
/// - {time: 0.204412, type: POINTER_MOTION, delta: [ 1.20, -0.60], unaccel: [ 1.00, -0.50]}
/// - {time: 0.316501, type: POINTER_AXIS, axes: [0.00, 6.48], discrete: [0, 0], source: finger}
/// ```
public struct LibinputPointerEvent: Hashable, Sendable {
    /// What libinput reported: a pointer motion or a scroll.
    public enum Kind: Hashable, Sendable {
        /// `POINTER_MOTION`: the pointer moved by libinput's unaccelerated
        /// delta (`unaccel:`, device units normalised to 1000 dpi).
        case motion(dx: Double, dy: Double)
        /// `POINTER_AXIS` (or `POINTER_SCROLL_WHEEL`, `_FINGER`, `_CONTINUOUS`):
        /// a scroll by libinput's axis values (`axes: [horizontal, vertical]`),
        /// positive down and right as `PointerScroll`'s; 15 per wheel detent,
        /// and for a finger the distance it moved, in libinput's pointer units.
        /// Both zero is libinput's scroll stop: the fingers lifted.
        case scroll(source: PointerScroll.Source, dx: Double, dy: Double)
    }

    /// On the same clock as the recording's `evdev:` events.
    public var time: EventTime
    /// What libinput reported, with its values.
    public var kind: Kind
    /// The 1-based line of the file it was read from.
    public var line: Int

    /// Makes an event from its parts; each parameter is the property of the same name.
    public init(time: EventTime, kind: Kind, line: Int) {
        self.time = time
        self.kind = kind
        self.line = line
    }
}

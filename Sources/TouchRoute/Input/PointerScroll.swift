/// One pointer-scroll event at the pointer: a wheel's detents, or a touchpad's
/// (or other continuous source's) scroll motion, in the window's input time.
/// `Window.handle(_:)` routes it to the scroll view under the pointer (see
/// `Window+PointerScroll.swift`).
public struct PointerScroll: Hashable, Sendable {
    /// Where the scroll came from, as libinput names its scroll sources.
    public enum Source: Hashable, Sendable {
        /// A mouse wheel: `delta` is in 120ths of a detent (libinput's v120,
        /// the kernel's REL_WHEEL_HI_RES / REL_HWHEEL_HI_RES), one detent = 120.
        case wheel
        /// Fingers on a touchpad: `delta` in points; it has a began / changed /
        /// ended phase, and its `ended` (libinput's scroll stop) becomes a
        /// fling with the touch-flick physics.
        case finger
        /// Any other continuous source (a trackball, a pointing stick's button
        /// scrolling): points. libinput guarantees it no terminating event, so
        /// it never flings and never rubber-bands.
        case continuous
    }

    /// Where an event is in its scroll sequence: `began` on a finger or continuous source's first
    /// event, `changed` on each after it (and on every wheel event), `ended` (delta zero) when the
    /// fingers lift.
    public enum Phase: Hashable, Sendable {
        /// The first event of a finger or continuous scroll sequence.
        case began
        /// Every event after it, and every wheel event.
        case changed
        /// The fingers lifted (libinput's scroll stop): delta zero.
        case ended
    }

    /// Seconds of input time (the window's clock), like `TouchFrame.timestamp`.
    public var timestamp: Double
    /// The pointer, in window points: the scroll goes to the scroll view under it.
    public var location: Point
    /// What produced the scroll: it sets `delta`'s unit and whether the sequence has phases and flings.
    public var source: Source
    /// `.wheel` is always `.changed`. `.finger` / `.continuous`: `.began` on
    /// the first event of a scroll sequence, `.changed` after, `.ended` (delta
    /// zero) when the fingers lift.
    public var phase: Phase
    /// Positive y scrolls towards the content's end (contentOffset.y grows, as
    /// libinput's positive values: "down"), positive x towards its right.
    /// Units per `source`: 120ths of a detent for `.wheel`, points otherwise.
    public var delta: Vector

    /// Makes an event from its parts; each parameter is the property of the same name, and `phase`
    /// defaults to `.changed`, a wheel's only phase.
    public init(timestamp: Double, location: Point, source: Source, phase: Phase = .changed, delta: Vector) {
        self.timestamp = timestamp
        self.location = location
        self.source = source
        self.phase = phase
        self.delta = delta
    }
}

extension PointerScroll {
    /// One wheel detent in `delta`'s units for `.wheel`: libinput's v120.
    public static let unitsPerDetent = 120.0

    /// Points of content one wheel detent scrolls: three lines of 16 points.
    /// Three lines a notch is the desktop default (Windows' wheel setting,
    /// Firefox, GTK's and Qt's line steps come to about that), and 16 points
    /// is the line of body text at the usual 12-13 pt font with its leading.
    /// A hi-res wheel's 1/8 detents (15 v120) scroll 6 points each.
    public static let wheelPointsPerDetent = 48.0

    /// `delta` in points of content offset: a wheel's 120ths turned into
    /// points at `wheelPointsPerDetent`, the others as given.
    public var deltaInPoints: Vector {
        source == .wheel ? delta * (Self.wheelPointsPerDetent / Self.unitsPerDetent) : delta
    }
}

extension PointerScroll.Source {
    /// The name the trace writes: `wheel`, `finger`, `continuous`.
    public var name: StaticString {
        switch self {
        case .wheel: "wheel"
        case .finger: "finger"
        case .continuous: "continuous"
        }
    }
}

extension PointerScroll.Phase {
    /// The name the trace writes: `began`, `changed`, `ended`.
    public var name: StaticString {
        switch self {
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        }
    }
}

import TouchRoute

/// What a touchpad's fingers meant in one frame (see `TouchpadDecoder`), in
/// window points: how far the pointer moves, and a two-finger scroll's step.
public struct TouchpadReport: Hashable, Sendable {
    /// The pointer's motion, in points; zero unless one finger moved.
    public var motion: Vector
    /// A two-finger scroll's event in this frame, or nil: `.began` once the
    /// pair has travelled far enough, `.changed` after, `.ended` (delta zero)
    /// when a finger lifts or lands.
    public var scrollPhase: PointerScroll.Phase?
    /// The scroll's step, in points with `PointerScroll`'s signs (positive y
    /// scrolls towards the content's end).
    public var scrollDelta: Vector

    /// Makes a report from its parts; each parameter is the property of the same name. The
    /// default is a frame that meant nothing: no motion and no scroll.
    public init(motion: Vector = .zero, scrollPhase: PointerScroll.Phase? = nil, scrollDelta: Vector = .zero) {
        self.motion = motion
        self.scrollPhase = scrollPhase
        self.scrollDelta = scrollDelta
    }
}

/// How a stroke on moving content is set up: a stroke that sets a list in
/// motion, and the moment, stepped display frame by display frame on the
/// virtual clock, at which the finger comes down on it.
public enum MotionSetup: Hashable, Sendable {
    /// The set-up strokes are traced at 1 kHz, as a stroke's `path` is, and
    /// played at the stroke's report rate.
    ///
    /// Flick the list, then wait until it glides slower than `slowerThan`
    /// points a second (measured over one display frame).
    case glide(flick: TouchScript, untilSlowerThan: Double)
    /// Pull the list past its edge and let go, then wait until it is within
    /// `within` points of rest as it springs back.
    case springBack(pull: TouchScript, untilWithin: Double)

    /// The fingers that set the content moving, traced at 1 kHz.
    public var path: TouchScript {
        switch self {
        case .glide(let flick, _): flick
        case .springBack(let pull, _): pull
        }
    }
}

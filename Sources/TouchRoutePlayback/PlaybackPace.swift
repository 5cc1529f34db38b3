/// How fast a recording is played onto a device.
public enum PlaybackPace: Hashable, Sendable {
    /// The recording's own intervals divided by `speed`: 1 plays them as
    /// recorded, 2 twice as fast, 0.5 at half speed. `speed` is above 0.
    case recorded(speed: Double)
    /// No waiting: each event is sent as soon as the one before it.
    case asFastAsPossible

    /// `--speed X`: 0 means as fast as possible, anything above scales the
    /// recording's intervals. Nil for a negative or non-finite speed.
    public init?(speed: Double) {
        guard speed.isFinite, speed >= 0 else { return nil }
        self = speed == 0 ? .asFastAsPossible : .recorded(speed: speed)
    }
}

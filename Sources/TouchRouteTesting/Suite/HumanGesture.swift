/// One gesture of a `GestureSuite`: what the finger does, what its user
/// means by it, the band it is scored in, and the seed that made it.
public struct HumanGesture: Hashable, Sendable {
    public var band: GestureBand
    /// The fingers, with times from the first touch-down; for moving content,
    /// played into the motion `setup` left.
    public var gesture: Gesture
    /// What sets the content moving first, if anything.
    public var setup: MotionSetup?
    /// For drags: how fast the finger went, and whether it flicked.
    public var pace: DragPace?
    /// Given to `GestureSuite.gesture(in:seed:)`, it makes this gesture again.
    public var seed: UInt64

    public init(band: GestureBand, gesture: Gesture, setup: MotionSetup? = nil, pace: DragPace? = nil, seed: UInt64) {
        self.band = band
        self.gesture = gesture
        self.setup = setup
        self.pace = pace
        self.seed = seed
    }

    /// The outcome the user means: the band's.
    public var intent: GestureOutcome { band.intent }
}

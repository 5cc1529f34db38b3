/// One stroke of a `StrokeSuite`: what the finger does, what its user
/// means by it, the band it is scored in, and the seed that made it.
public struct HumanStroke: Hashable, Sendable {
    public var band: StrokeBand
    /// The fingers, with times from the first touch-down; for moving content,
    /// played into the motion `setup` left.
    public var script: TouchScript
    /// What sets the content moving first, if anything.
    public var setup: MotionSetup?
    /// For drags: how fast the finger went, and whether it flicked.
    public var pace: DragPace?
    /// Given to `StrokeSuite.stroke(in:seed:)`, it makes this stroke again.
    public var seed: UInt64

    public init(band: StrokeBand, script: TouchScript, setup: MotionSetup? = nil, pace: DragPace? = nil, seed: UInt64) {
        self.band = band
        self.script = script
        self.setup = setup
        self.pace = pace
        self.seed = seed
    }

    /// The outcome the user means: the band's.
    public var intent: StrokeOutcome { band.intent }
}

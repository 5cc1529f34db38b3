/// One stroke of a `StrokeSuite`: what the finger does, what its user
/// means by it, the band it is scored in, and the seed that made it.
///
/// The fingers are traced once, every millisecond (`path`); a panel at any
/// report rate plays them as `script(at:)`, so the same stroke at two rates
/// differs in nothing but the rate.
public struct HumanStroke: Hashable, Sendable {
    /// The band the stroke is scored in, which also gives the outcome its user means.
    public var band: StrokeBand
    /// The fingers traced at `ReportRate.model` (1 kHz), with times from the
    /// first touch-down; for moving content, played into the motion `setup`
    /// left.
    public var path: TouchScript
    /// What sets the content moving first, if anything.
    public var setup: MotionSetup?
    /// For drags: how fast the finger went, and whether it flicked.
    public var pace: DragPace?
    /// Given to `StrokeSuite.stroke(in:seed:)`, it makes this stroke again.
    public var seed: UInt64

    /// Makes a stroke from its parts; each parameter is the property of the same name. The
    /// defaults are a stroke on still content that is not a drag: no set-up, no pace.
    public init(band: StrokeBand, path: TouchScript, setup: MotionSetup? = nil, pace: DragPace? = nil, seed: UInt64) {
        self.band = band
        self.path = path
        self.setup = setup
        self.pace = pace
        self.seed = seed
    }

    /// The fingers as a panel reporting at `rate` reports them.
    public func script(at rate: ReportRate) -> TouchScript { path.sampled(at: rate) }

    /// The outcome the user means: the band's.
    public var intent: StrokeOutcome { band.intent }
}

/// One stroke of an `ArenaSuite`: the fingers, the band it is scored in,
/// the zoomed photo it starts on (for a swipe past the edge), and the seed
/// that made it. As a `HumanStroke`'s, the fingers are traced once at 1 kHz
/// and played at any report rate with `script(at:)`.
public struct ArenaStroke: Hashable, Sendable {
    /// The band the stroke is scored in, which also gives the outcome its user means.
    public var band: ArenaBand
    /// The fingers traced at `ReportRate.model` (1 kHz), with times from the
    /// first touch-down.
    public var path: TouchScript
    /// For `zoomedSwipe`: the photo starts at this zoom scale…
    public var startZoom: Double
    /// …this many points from its edge in the swipe's direction; nil for
    /// strokes on an unzoomed photo or the list.
    public var distanceToEdge: Double?
    /// Given to `ArenaSuite.stroke(in:seed:)`, it makes this stroke again.
    public var seed: UInt64

    /// Makes a stroke from its parts; each parameter is the property of the same name. The
    /// defaults are a stroke on an unzoomed photo or the list: zoom 1, no distance to an edge.
    public init(
        band: ArenaBand, path: TouchScript, startZoom: Double = 1, distanceToEdge: Double? = nil, seed: UInt64
    ) {
        self.band = band
        self.path = path
        self.startZoom = startZoom
        self.distanceToEdge = distanceToEdge
        self.seed = seed
    }

    /// The fingers as a panel reporting at `rate` reports them.
    public func script(at rate: ReportRate) -> TouchScript { path.sampled(at: rate) }

    /// The outcome the user means: the band's.
    public var intent: ArenaOutcome { band.intent }
}

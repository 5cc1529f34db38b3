/// A stroke played in a fresh layout at one report rate, and what the
/// router made of it.
public struct ArenaJudgment: Hashable, Sendable {
    /// The stroke played, with the outcome its user meant (`intent`).
    public var stroke: ArenaStroke
    /// The panel's report rate the stroke was played at.
    public var rate: ReportRate
    /// What the router made of the stroke, read from its trace.
    public var observed: ArenaOutcome

    /// Makes a judgment from its parts; each parameter is the property of the same name.
    public init(stroke: ArenaStroke, rate: ReportRate, observed: ArenaOutcome) {
        self.stroke = stroke
        self.rate = rate
        self.observed = observed
    }

    /// The router did what the user meant.
    public var isCorrect: Bool { observed == stroke.intent }
}

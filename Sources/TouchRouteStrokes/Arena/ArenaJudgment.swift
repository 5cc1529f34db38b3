/// A stroke played in a fresh layout at one report rate, and what the
/// router made of it.
public struct ArenaJudgment: Hashable, Sendable {
    public var stroke: ArenaStroke
    /// The panel's report rate the stroke was played at.
    public var rate: ReportRate
    public var observed: ArenaOutcome

    public init(stroke: ArenaStroke, rate: ReportRate, observed: ArenaOutcome) {
        self.stroke = stroke
        self.rate = rate
        self.observed = observed
    }

    /// The router did what the user meant.
    public var isCorrect: Bool { observed == stroke.intent }
}

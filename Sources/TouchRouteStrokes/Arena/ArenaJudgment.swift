/// A stroke played in a fresh layout, and what the router made of it.
public struct ArenaJudgment: Hashable, Sendable {
    public var stroke: ArenaStroke
    public var observed: ArenaOutcome

    public init(stroke: ArenaStroke, observed: ArenaOutcome) {
        self.stroke = stroke
        self.observed = observed
    }

    /// The router did what the user meant.
    public var isCorrect: Bool { observed == stroke.intent }
}

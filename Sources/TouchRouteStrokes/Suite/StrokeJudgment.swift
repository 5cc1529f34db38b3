/// A stroke played in a fresh layout at one report rate, and what the router
/// made of it.
public struct StrokeJudgment: Hashable, Sendable {
    /// The stroke played, with the outcome its user meant (`intent`).
    public var stroke: HumanStroke
    /// The panel's report rate the stroke was played at.
    public var rate: ReportRate
    /// The fingers as played: a tap moved by `TapAim`, if it had to be, and
    /// sampled at `rate`.
    public var played: TouchScript
    /// What the router made of the stroke, read from its trace, and the views that made it.
    public var observed: ObservedOutcome
    /// For strokes on moving content: how it moved when the finger came down.
    public var motion: ContentMotion?

    /// Makes a judgment from its parts; each parameter is the property of the same name, `motion`
    /// nil for a stroke on still content.
    public init(
        stroke: HumanStroke, rate: ReportRate, played: TouchScript, observed: ObservedOutcome,
        motion: ContentMotion? = nil
    ) {
        self.stroke = stroke
        self.rate = rate
        self.played = played
        self.observed = observed
        self.motion = motion
    }

    /// The router did what the user meant.
    public var isCorrect: Bool { observed.outcome == stroke.intent }
}

/// How fast a drag is made, and whether the finger comes to rest before it
/// lifts. Durations are those of the whole stroke, in seconds.
public enum DragPace: String, Hashable, Sendable, CaseIterable {
    /// 0.3 to 0.8 s, to rest: a careful drag.
    case slow
    /// 0.12 to 0.3 s, to rest: a quick drag.
    case fast
    /// 60 to 150 ms, lifting while still fast (at 55 to 80 % of the whole
    /// minimum-jerk movement), so the content glides on.
    case flick

    /// The seconds the whole stroke may take; each stroke's duration is drawn from this range.
    public var durations: ClosedRange<Double> {
        switch self {
        case .slow: 0.3...0.8
        case .fast: 0.12...0.3
        case .flick: 0.06...0.15
        }
    }

    /// Where in the whole movement the finger lifts; see `MinimumJerkProfile`.
    public var liftFractions: ClosedRange<Double> {
        switch self {
        case .slow, .fast: 1...1
        case .flick: 0.55...0.8
        }
    }
}

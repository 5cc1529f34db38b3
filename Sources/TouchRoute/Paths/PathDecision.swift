/// Where on a `PathSegment` a direction rule first decides, and what.
struct PathDecision {
    /// The fraction of the segment, 0...1.
    var fraction: Double
    /// `.takeOver` or `.decline`, never `.undecided`.
    var verdict: DirectionVerdict

    /// The earlier of a take-over region's entry and a decline region's; a
    /// tie goes to taking over, as every rule checks that first.
    static func earlier(takeOver: Double?, decline: Double?) -> PathDecision? {
        switch (takeOver, decline) {
        case (let take?, let decline?):
            take <= decline
                ? PathDecision(fraction: take, verdict: .takeOver) : PathDecision(fraction: decline, verdict: .decline)
        case (let take?, nil): PathDecision(fraction: take, verdict: .takeOver)
        case (nil, let decline?): PathDecision(fraction: decline, verdict: .decline)
        case (nil, nil): nil
        }
    }
}

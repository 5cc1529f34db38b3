/// When two fingers are turning rather than panning together: the rule a
/// rotation begins by, beside its angle threshold.
///
/// A panel reports each contact in turn, and one finger of a parallel
/// two-finger drag often comes a report or two behind the other: for those
/// reports the leading finger has moved and the trailing one has not, and
/// the line between them turns by several degrees (a finger 17 pt ahead, at
/// 60 Hz and 1,000 pt/s, on fingers 100 pt apart, is 9.5°). That is the
/// shape of a turn about a still finger too, so no angle can tell them
/// apart at once. What does is the next reports: the trailing finger of a
/// pan then moves the way the leading one went, and the line stops turning.
/// So each report is judged by what the fingers did since the last one, and
/// the pair counts as turning only after `reportsNeeded` reports in a row
/// that turned the line the same way:
///
/// ```
///  a report moves the pair (a decision point on the path is no report)
///    the fingers moved together since the last report: the one that moved
///    less went at least `followingShare` as far, within 60° of the other's way
///      ──▶ panning: the count starts over
///    the line turned less than `minimumTurnPerReport` (a resting finger's
///    jitter, a pinch) ──▶ the count starts over
///    the line turned the other way from the last report that counted
///      ──▶ the count starts at 1
///    else ──▶ one more report turning
///  turning once the count reaches `reportsNeeded` (4: a lag of two reports,
///  with one report of jitter before it, never reaches it, at any rate)
/// ```
///
/// Flutter's scale recognizer has no separate rotation threshold for the
/// same reason (a rotation there starts only with a span or focal-point
/// slop), and UIKit's rotation recognizer does not begin on a two-finger
/// pan; this keeps a turn about a still thumb, which those would refuse.
struct RotationOnset {
    /// Reports in a row that must turn the line the same way.
    static let reportsNeeded = 4
    /// The share of the leading finger's move, since the last report, the
    /// trailing one must have made the same way for the pair to be moving
    /// together: small, so that a trailing finger's first report after its
    /// lag, on a drag that speeds up, already counts.
    static let followingShare = 0.1
    /// Radians the line must turn in one report to count: a quarter degree.
    /// A slow deliberate turn, 15° over half a second at 60 Hz, turns twice
    /// that a report; a resting pair's jitter mostly turns less, and when it
    /// turns more it turns either way.
    static let minimumTurnPerReport = 0.25 * Double.pi / 180

    private(set) var turningReports = 0
    /// The direction of the last report that counted: +1 clockwise, −1 not.
    private var lastTurn = 0.0
    /// The pair at the last report: its bits, its fingers' places, its angle.
    private var lastMask: UInt64 = 0
    private var lastFirst = Point.zero
    private var lastSecond = Point.zero
    private var lastAngle = 0.0

    var isTurning: Bool { turningReports >= Self.reportsNeeded }

    /// Judge from `pair` as it is now: the fingers came down, or the pair
    /// changed (nil: fewer than two fingers).
    mutating func start(_ pair: FingerPair?) {
        reset()
        lastMask = pair?.mask ?? 0
        guard let pair else { return }
        lastFirst = pair.first.location
        lastSecond = pair.second.location
        lastAngle = pair.angle
    }

    /// `pair` moved (`onPath`: at a decision point between two reports,
    /// which only moves the places the next report is judged from).
    mutating func observe(_ pair: FingerPair, onPath: Bool) {
        let first = pair.first.location
        let second = pair.second.location
        let angle = pair.angle
        defer {
            lastMask = pair.mask
            lastFirst = first
            lastSecond = second
            lastAngle = angle
        }
        guard lastMask == pair.mask else {
            // A new pair (a finger joined or left): judged from here.
            reset()
            return
        }
        guard !onPath else { return }
        var turn = angle - lastAngle
        if turn > Double.pi { turn -= 2 * Double.pi } else if turn < -Double.pi { turn += 2 * Double.pi }
        let together = Self.isMovingTogether(
            first: first.displacement(from: lastFirst), second: second.displacement(from: lastSecond))
        if together || abs(turn) < Self.minimumTurnPerReport {
            turningReports = 0
        } else if (turn > 0) == (lastTurn > 0), turningReports > 0 {
            turningReports += 1
        } else {
            turningReports = 1
        }
        if turningReports > 0 { lastTurn = turn > 0 ? 1 : -1 }
    }

    mutating func reset() {
        turningReports = 0
        lastTurn = 0
    }

    /// Whether two fingers that moved `first` and `second` (points, since
    /// the last report) moved together: the one that moved less went at
    /// least `followingShare` as far as the other, within 60° of its way.
    static func isMovingTogether(first: Vector, second: Vector) -> Bool {
        let (lead, trail) = first.length >= second.length ? (first, second) : (second, first)
        let leadLength = lead.length
        let trailLength = trail.length
        guard leadLength > 0, trailLength >= followingShare * leadLength else { return false }
        // cos(angle between them) ≥ cos 60° = 0.5.
        return lead.dx * trail.dx + lead.dy * trail.dy >= 0.5 * leadLength * trailLength
    }
}

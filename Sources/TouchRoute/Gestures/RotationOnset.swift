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
/// So the fingers are judged step by step, a step being the reports it takes
/// for a finger to move `minimumStepTravel` or the line to turn
/// `minimumStepTurn` since the last step, and the pair counts as turning
/// only after `reportsNeeded` steps in a row that turned the line the same way:
///
/// ```
///  a report moves the pair (a decision point on the path is no report)
///    since the last step, neither finger moved `minimumStepTravel` and the
///    line turned less than `minimumStepTurn` ──▶ wait for more reports
///    else it is a step:
///      the fingers moved together: the one that moved less went at least
///      `followingShare` as far, within 60° of the other's way
///        ──▶ panning: the count starts over
///      the line turned less than `minimumTurnPerStep` (a pinch)
///        ──▶ the count starts over
///      the line turned the other way from the last step ──▶ the count starts at 1
///      else ──▶ one more step turning
///  turning once the count reaches `reportsNeeded` (4: a lag of two reports,
///  with one report of jitter before it, never reaches it, at any rate)
/// ```
///
/// A step is a distance or a turn, not a report, so that a slow turn counts
/// the same at 30 Hz as at 240 Hz, where each report moves the fingers an
/// eighth as far (a 15° turn in a second, of fingers 80 pt apart, moves each
/// 0.04 pt a report at 240 Hz), less than a panel's noise: judged report by
/// report, the noise alone would make the fingers look as if they moved
/// together, or turned either way.
///
/// Flutter's scale recognizer has no separate rotation threshold for the
/// same reason (a rotation there starts only with a span or focal-point
/// slop), and UIKit's rotation recognizer does not begin on a two-finger
/// pan; this keeps a turn about a still thumb, which those would refuse.
struct RotationOnset {
    /// Steps in a row that must turn the line the same way. (Named for the
    /// reports it counted before steps replaced them.)
    static let reportsNeeded = 4
    /// The share of the leading finger's move, over a step, the trailing
    /// one must have made the same way for the pair to be moving together:
    /// small, so that a trailing finger's first move after its lag, on a
    /// drag that speeds up, already counts.
    static let followingShare = 0.1
    /// Radians the line must turn over a step to count as turning: a
    /// quarter degree. A lag turns it more than that in a report or two, and
    /// then the fingers move together.
    static let minimumTurnPerStep = 0.25 * Double.pi / 180
    /// Points a finger must move, or radians the line must turn, for a step:
    /// past a panel's noise (up to 1 pt an axis, which turns the line of
    /// fingers 60 pt apart by up to 1.9°). The turn makes the steps of a turn
    /// of fingers close together, so that 15° is enough whatever their spread.
    static let minimumStepTravel = 2.5
    static let minimumStepTurn = 1.5 * Double.pi / 180

    /// Steps in a row that turned the line the same way.
    private(set) var turningReports = 0
    /// The direction of the last step that counted: +1 clockwise, −1 not.
    private var lastTurn = 0.0
    /// The pair at the last step: its bits, its fingers' places, its angle.
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
    /// which is not judged).
    mutating func observe(_ pair: FingerPair, onPath: Bool) {
        let first = pair.first.location
        let second = pair.second.location
        let angle = pair.angle
        guard lastMask == pair.mask else {
            // A new pair (a finger joined or left): judged from here.
            reset()
            mark(pair, first, second, angle)
            return
        }
        guard !onPath else { return }
        var turn = angle - lastAngle
        if turn > Double.pi { turn -= 2 * Double.pi } else if turn < -Double.pi { turn += 2 * Double.pi }
        let firstMove = first.displacement(from: lastFirst)
        let secondMove = second.displacement(from: lastSecond)
        let travel = max(firstMove.length, secondMove.length)
        guard travel >= Self.minimumStepTravel || abs(turn) >= Self.minimumStepTurn else { return }
        mark(pair, first, second, angle)
        if Self.isMovingTogether(first: firstMove, second: secondMove) || abs(turn) < Self.minimumTurnPerStep {
            turningReports = 0
            return
        }
        let clockwise = turn > 0
        if clockwise == (lastTurn > 0), turningReports > 0 {
            turningReports += 1
        } else {
            turningReports = 1
        }
        lastTurn = clockwise ? 1 : -1
    }

    /// Judge the next step from `pair` as it is now.
    private mutating func mark(_ pair: FingerPair, _ first: Point, _ second: Point, _ angle: Double) {
        lastMask = pair.mask
        lastFirst = first
        lastSecond = second
        lastAngle = angle
    }

    mutating func reset() {
        turningReports = 0
        lastTurn = 0
    }

    /// Whether two fingers that moved `first` and `second` (points, since
    /// the last step) moved together: the one that moved less went at
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

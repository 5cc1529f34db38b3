/// When two fingers are turning rather than panning together: the rule a
/// rotation begins by, beside its angle threshold.
///
/// A panel reports each contact in turn, and one finger of a parallel
/// two-finger drag often comes a report or two behind the other: for those
/// reports the leading finger has moved and the trailing one has not, and
/// the line between them turns by tens of degrees (a finger 17 pt ahead, at
/// 60 Hz and 1,000 pt/s, on fingers 100 pt apart, is 9.5°). That is the
/// shape of a turn about a still finger too, so no angle can tell them
/// apart at once. What does is the next reports: the trailing finger of a
/// pan then moves the way the leading one went. So the pair counts as
/// turning only after `reportsNeeded` reports in a row in which it did not
/// move together:
///
/// ```
///  a report moves the pair (a decision point on the path counts no report)
///    the finger that moved less since touch-down moved at least
///    `followingShare` as far as the other, within 60° of its direction
///      ──▶ panning together: the count starts over
///    else (one finger still, or the fingers moving apart or around)
///      ──▶ one more report turning
///  turning once the count reaches `reportsNeeded` (3: a lag of up to two
///  reports, at any rate from 30 to 240 Hz, never reaches it)
/// ```
///
/// Flutter's scale recognizer has no separate rotation threshold for the
/// same reason (a rotation there starts only with a span or focal-point
/// slop), and UIKit's rotation recognizer does not begin on a two-finger
/// pan; this keeps a turn about a still thumb, which those would refuse.
struct RotationOnset {
    /// Reports in a row that the fingers must not move together.
    static let reportsNeeded = 3
    /// The share of the leading finger's travel the trailing one must have
    /// made, the same way, for the pair to be panning: small, so that a
    /// trailing finger's first report after its lag, on a drag that
    /// speeds up, already counts.
    static let followingShare = 0.1

    private(set) var turningReports = 0

    var isTurning: Bool { turningReports >= Self.reportsNeeded }

    /// `pair` moved (`onPath`: at a decision point between two reports).
    mutating func observe(_ pair: FingerPair, onPath: Bool) {
        if Self.isPanningTogether(first: pair.first.translation, second: pair.second.translation) {
            turningReports = 0
        } else if !onPath {
            turningReports += 1
        }
    }

    mutating func reset() { turningReports = 0 }

    /// Whether two fingers that moved `first` and `second` (points since
    /// their touch-down) moved together: the one that moved less went at
    /// least `followingShare` as far as the other, within 60° of its way.
    static func isPanningTogether(first: Vector, second: Vector) -> Bool {
        let (lead, trail) = first.length >= second.length ? (first, second) : (second, first)
        let leadLength = lead.length
        let trailLength = trail.length
        guard leadLength > 0, trailLength >= followingShare * leadLength else { return false }
        // cos(angle between them) ≥ cos 60° = 0.5.
        return lead.dx * trail.dx + lead.dy * trail.dy >= 0.5 * leadLength * trailLength
    }
}

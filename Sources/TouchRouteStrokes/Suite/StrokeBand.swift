/// A family of strokes scored together: a kind, and for drags the range of
/// angles off the kind's axis. Prints as a table row's label, such as
/// "horizontal 20–30°" or "tap on glide < 20 pt/s".
public struct StrokeBand: Hashable, Sendable, CustomStringConvertible {
    /// What a band's strokes do, which fixes the outcome their user means.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Slow and fast drags and flicks meant to turn the page.
        case horizontalDrag
        /// Slow and fast drags and flicks meant to scroll the list.
        case verticalDrag
        /// A finger down and up without meaning to move.
        case stillTap
        /// A tap that slides up to `StrokeSuite.tapSlide` points.
        case slidingTap
        /// Up (or down) a list and back to within a few points of the start
        /// row, drifting sideways.
        case driftBack
        /// Two fingers side by side dragging a list together.
        case twoFingerDrag
        /// Two fingers tapping at once, meant as a tap of the row under them:
        /// rows have no two-finger meaning, and a second finger landing with
        /// the first is a clumsy tap, not a request for nothing. A separate
        /// intent would score nothing a strategy can change.
        case twoFingerTap
        /// A tap on a list gliding slower than `bound` points a second.
        case tapOnGlide
        /// A finger put on a list gliding faster than `bound` points a second.
        case fingerOnGlide
        /// A tap on a list springing back that is within `bound` points of rest.
        case tapOnSpring
        /// A finger put on a list springing back more than `bound` points from rest.
        case fingerOnSpring
        /// A page-turning drag (0–30° off horizontal) whose first 10 to 16 pt
        /// go 15–45° off its line, as a finger does that lands and rolls.
        case rollingHorizontalDrag
        /// A list drag (0–30° off vertical) with the same rolling start.
        case rollingVerticalDrag
    }

    /// What the band's strokes do; it gives the band's `intent`.
    public let kind: Kind
    /// Degrees off the kind's axis, for drags: a lower bound (included) and an
    /// upper one (excluded). Nil for other kinds.
    public let angles: Range<Double>?
    /// The speed (points a second) or distance (points) that bounds a band on
    /// moving content. Nil for other kinds.
    public let bound: Double?

    /// Makes a band of `kind`, with `angles` for the drag kinds and `bound` for the kinds on moving
    /// content; nil for the others.
    public init(_ kind: Kind, angles: Range<Double>? = nil, bound: Double? = nil) {
        self.kind = kind
        self.angles = angles
        self.bound = bound
    }

    /// The outcome the user means by every stroke of the band.
    public var intent: StrokeOutcome {
        switch kind {
        case .horizontalDrag, .rollingHorizontalDrag: .page
        case .verticalDrag, .rollingVerticalDrag, .driftBack, .twoFingerDrag: .scroll
        case .stillTap, .slidingTap, .twoFingerTap, .tapOnGlide, .tapOnSpring: .tap
        case .fingerOnGlide, .fingerOnSpring: .caught
        }
    }

    /// Whether the band's strokes are taps (one finger or two) that aim at
    /// the tap view under them; see `TapAim`.
    public var isTap: Bool {
        switch kind {
        case .horizontalDrag, .verticalDrag, .rollingHorizontalDrag, .rollingVerticalDrag, .driftBack, .twoFingerDrag:
            false
        case .stillTap, .slidingTap, .twoFingerTap, .tapOnGlide, .fingerOnGlide, .tapOnSpring, .fingerOnSpring: true
        }
    }

    public var description: String {
        let bound = self.bound?.compactDescription ?? "?"
        switch kind {
        case .horizontalDrag: return "horizontal " + Self.label(angles)
        case .verticalDrag: return "vertical " + Self.label(angles)
        case .stillTap: return "still tap"
        case .slidingTap: return "sliding tap"
        case .driftBack: return "drift-back drag"
        case .twoFingerDrag: return "two-finger drag"
        case .twoFingerTap: return "two-finger tap"
        case .tapOnGlide: return "tap on glide < \(bound) pt/s"
        case .fingerOnGlide: return "finger on glide > \(bound) pt/s"
        case .tapOnSpring: return "tap on spring < \(bound) pt"
        case .fingerOnSpring: return "finger on spring > \(bound) pt"
        case .rollingHorizontalDrag: return "horizontal, rolling start"
        case .rollingVerticalDrag: return "vertical, rolling start"
        }
    }

    /// "20–30°".
    private static func label(_ angles: Range<Double>?) -> String {
        guard let angles else { return "" }
        return "\(angles.lowerBound.compactDescription)–\(angles.upperBound.compactDescription)°"
    }
}

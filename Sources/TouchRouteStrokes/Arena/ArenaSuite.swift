import TouchRoute

/// A seeded, deterministic suite of human-like strokes for the gestures that
/// recognizers and zooming scroll views tell apart: pinch or two-finger pan,
/// double tap or two taps, long press or slow drag, a swipe on a zoomed photo
/// that reaches its edge, an edge pan or a list drag. Each stroke has the
/// outcome its user means and the band it is scored in.
///
/// ```
///  ArenaSuite(seed:perBand:) ─▶ ArenaStroke × bands × perBand
///      ─▶ ArenaJudge: a fresh photo pager or edge-pan list, the trace ─▶ ArenaOutcome
///      ─▶ AnchorRules.outcome(of:): each anchor's published rule on the same fingers
/// ```
///
/// The fingers move as `StrokeSuite`'s do (minimum-jerk speed, a sideways
/// wander, jitter, traced once at 1 kHz and played at any report rate), and
/// are placed with its margins; two fingers of one hand report in the same
/// frames. The same screen, seed and count always give the same strokes.
public struct ArenaSuite: Sendable {
    /// Points between the two fingers at touch-down, for pinches and pans.
    public static let fingerSpreads = 40.0...100
    /// How much a pinch spreads the fingers: their final distance over their first.
    public static let pinchRatios = 1.5...3.0
    /// Points a pinch's midpoint drifts while the fingers spread.
    public static let pinchDrifts = 0.0...15
    /// Seconds a pinch takes.
    public static let pinchDurations = 0.3...0.8
    /// Seconds from the first tap's lift to the second's touch-down in a
    /// double tap (quick to unhurried), and between two taps meant as two
    /// (a pause a reader makes).
    public static let doubleTapGaps = 0.05...0.25
    /// Seconds from the first tap's lift to the second's touch-down for two taps meant as two:
    /// longer than every anchor's double-tap interval (the longest, GTK's 0.4 s).
    public static let separateTapGaps = 0.45...0.8
    /// Points between two taps' touch-downs: a double tap lands within a
    /// fingertip of the first; two taps meant as two hit different things.
    public static let doubleTapOffsets = 0.0...20
    /// Points between two taps' touch-downs when they are meant as two, on different things:
    /// farther than every anchor's double-tap distance (the largest, 100 points).
    public static let separateTapOffsets = 120.0...250
    /// Seconds a long press is held, and the points a holding finger strays.
    public static let holdDurations = 0.7...1.2
    /// Points a long press's finger strays while it settles: within every anchor's allowed
    /// movement (the smallest, 8 points).
    public static let holdTremor = 0.0...3
    /// A slow sideways drag: seconds, and points travelled.
    public static let slowDragDurations = 0.9...1.6
    /// Points a slow drag travels, within 20° of horizontal.
    public static let slowDragTravels = 80.0...250
    /// The zoom scale a swiped photo starts at (the double tap's), its
    /// distance from its edge in points, and how far past the edge the finger goes.
    public static let zoomedScale = 2.5
    /// How far the zoomed photo starts from its edge in the swipe's direction, in points.
    public static let distancesToEdge = 20.0...150
    /// Points the swiping finger travels after the photo reaches its edge: the part a hand-off gives
    /// the pager.
    public static let travelsPastEdge = 80.0...200
    /// Seconds one finger of a lagging two-finger pan is behind the other:
    /// one or two reports at 60 to 240 Hz.
    public static let fingerLags = 0.005...0.033
    /// A slow turn: degrees, seconds, and points between the fingers.
    public static let turnAngles = 15.0...40
    /// Seconds a slow turn takes.
    public static let turnDurations = 0.8...1.5
    /// Points between the two fingers of a slow turn, which turn about their midpoint.
    public static let turnSpreads = 60.0...120
    /// Points from the screen's left edge where an edge-zone stroke comes down.
    public static let edgeZone = 1.0...16
    /// Degrees off the axis of the edge pans (horizontal) and list drags (vertical).
    public static let edgeStrokeAngles = 0.0..<30

    /// The screen the strokes are placed on, in points; the layouts are built at this size.
    public let screen: Size
    /// The seed every stroke's own seed is drawn from: the same seed gives the same strokes.
    public let seed: UInt64
    /// Strokes made for each band.
    public let perBand: Int
    /// The bands in table order.
    public let bands = ArenaBand.allCases
    /// `perBand` strokes of each band, in band order.
    public private(set) var strokes: [ArenaStroke] = []
    /// Places fingers and makes them human, as the stroke suite does.
    let hand: StrokeSuite

    /// Makes `perBand` strokes (0 or more) of every band on a `screen`-sized window (800 × 480
    /// points by default), each from its own seed drawn from `seed`.
    public init(screen: Size = DefaultLayout.standardScreen, seed: UInt64, perBand: Int) {
        precondition(perBand >= 0, "a suite cannot have a negative number of strokes per band")
        self.screen = screen
        self.seed = seed
        self.perBand = perBand
        hand = StrokeSuite(screen: screen, seed: seed, perBand: 0)
        var seeds = SeededRandom(seed: seed)
        for band in bands {
            for _ in 0..<perBand { strokes.append(stroke(in: band, seed: seeds.next())) }
        }
    }

    /// The stroke of `band` that `seed` makes, placed on this suite's screen.
    public func stroke(in band: ArenaBand, seed: UInt64) -> ArenaStroke {
        var random = SeededRandom(seed: seed)
        switch band {
        case .pinch: return ArenaStroke(band: band, path: pinch(&random), seed: seed)
        case .twoFingerPan: return ArenaStroke(band: band, path: twoFingerPan(&random), seed: seed)
        case .doubleTap:
            return ArenaStroke(
                band: band, path: twoTaps(gaps: Self.doubleTapGaps, offsets: Self.doubleTapOffsets, &random),
                seed: seed)
        case .tapsApartInTime:
            return ArenaStroke(
                band: band, path: twoTaps(gaps: Self.separateTapGaps, offsets: Self.doubleTapOffsets, &random),
                seed: seed)
        case .tapsApartInPlace:
            return ArenaStroke(
                band: band, path: twoTaps(gaps: Self.doubleTapGaps, offsets: Self.separateTapOffsets, &random),
                seed: seed)
        case .tapThenDoubleTap: return ArenaStroke(band: band, path: tapThenDoubleTap(&random), seed: seed)
        case .longPress: return ArenaStroke(band: band, path: hold(&random), seed: seed)
        case .slowDrag: return ArenaStroke(band: band, path: slowDrag(&random), seed: seed)
        case .zoomedSwipe:
            let distance = random.uniform(Self.distancesToEdge)
            return ArenaStroke(
                band: band, path: swipe(past: distance, &random), startZoom: Self.zoomedScale,
                distanceToEdge: distance, seed: seed)
        case .laggingTwoFingerPan: return ArenaStroke(band: band, path: laggingTwoFingerPan(&random), seed: seed)
        case .slowTurn: return ArenaStroke(band: band, path: slowTurn(&random), seed: seed)
        case .edgePan: return ArenaStroke(band: band, path: edgeStroke(along: .horizontal, &random), seed: seed)
        case .edgeListDrag:
            return ArenaStroke(band: band, path: edgeStroke(along: .vertical, &random), seed: seed)
        }
    }
}

import TouchRoute

/// A seeded, deterministic suite of human-like strokes for an interface of
/// horizontal pages of vertical lists, such as `DefaultLayout`, each with the
/// outcome its user means and the band it is scored in.
///
/// ```
///  StrokeSuite(seed:perBand:) ─▶ HumanStroke × bands × perBand
///        ─▶ StrokeJudge: a fresh layout per stroke, a strategy, the trace ─▶ ScoreTable
/// ```
///
/// Fingers move as hands do: speed follows a minimum-jerk profile, the path
/// wanders sideways (3 to 6 % of the travel), and the position jitters (0.2
/// to 1 pt per axis). Each stroke is traced once, every millisecond, and
/// played at any panel's report rate (`HumanStroke.script(at:)`): no random
/// draw depends on the rate, so the rate is the only thing that differs. A
/// drag's angle is that of its chord, from touch-down to lift. The same
/// screen, seed, count and targets always give the same strokes, and each
/// stroke's own seed makes it again (`stroke(in:seed:)`).
public struct StrokeSuite: Sendable {
    /// Points a drag travels, chord from touch-down to lift.
    public static let travels = 60.0...300
    /// Seconds a tap's finger stays down.
    public static let tapDurations = 0.05...0.2
    /// The farthest a tap's finger strays from where it came down, in points:
    /// a wobble, inside a row's 10 pt tap slop.
    public static let tapSlide = 8.0
    /// Points kept clear between a stroke and the screen's edges, where
    /// system edge gestures live and panels report poorly.
    public static let edgeMargin = 24.0
    /// Degrees off the axis that a drag band covers, five bands per axis.
    public static let angleBands: [Range<Double>] = [0..<10, 10..<20, 20..<30, 30..<40, 40..<45]

    /// Window points: where the strokes are placed.
    public let screen: Size
    /// The seed every stroke's own seed is drawn from: the same seed gives the same strokes.
    public let seed: UInt64
    /// Strokes made for each band.
    public let perBand: Int
    /// The speeds and distances of the moving-content bands, which also bound those bands.
    public let targets: MovingContentTargets
    /// The bands in their fixed order: the rows of a score table.
    public let bands: [StrokeBand]
    /// `perBand` strokes of each band, in band order.
    public private(set) var strokes: [HumanStroke] = []

    /// Makes `perBand` strokes (0 or more) of every band on a `screen`-sized window (800 × 480
    /// points by default), each from its own seed drawn from `seed`; `targets` sets up the
    /// moving-content bands (the standard suite's by default).
    public init(
        screen: Size = DefaultLayout.standardScreen, seed: UInt64, perBand: Int,
        targets: MovingContentTargets = MovingContentTargets()
    ) {
        precondition(perBand >= 0, "a suite cannot have a negative number of strokes per band")
        self.screen = screen
        self.seed = seed
        self.perBand = perBand
        self.targets = targets
        bands = Self.bands(for: targets)
        var seeds = SeededRandom(seed: seed)
        for band in bands {
            for _ in 0..<perBand { strokes.append(stroke(in: band, seed: seeds.next())) }
        }
    }

    /// Every band, in the order tables show them: drags off horizontal, then
    /// off vertical, then taps, two-finger strokes, moving content and drags
    /// with a rolling start.
    public static func bands(for targets: MovingContentTargets) -> [StrokeBand] {
        angleBands.map { StrokeBand(.horizontalDrag, angles: $0) }
            + angleBands.map { StrokeBand(.verticalDrag, angles: $0) }
            + [.stillTap, .slidingTap, .driftBack, .twoFingerDrag, .twoFingerTap].map { StrokeBand($0) }
            + [
                StrokeBand(.tapOnGlide, bound: targets.slowGlide),
                StrokeBand(.fingerOnGlide, bound: targets.fastGlide),
                StrokeBand(.tapOnSpring, bound: targets.nearRest),
                StrokeBand(.fingerOnSpring, bound: targets.farFromRest),
                StrokeBand(.rollingHorizontalDrag), StrokeBand(.rollingVerticalDrag),
            ]
    }

    /// The stroke of `band` that `seed` makes, placed on this suite's screen.
    public func stroke(in band: StrokeBand, seed: UInt64) -> HumanStroke {
        var random = SeededRandom(seed: seed)
        switch band.kind {
        case .horizontalDrag, .verticalDrag:
            let axis: Axis = band.kind == .horizontalDrag ? .horizontal : .vertical
            let pace = DragPace.allCases.randomElement(using: &random)!
            let degrees = random.uniform(band.angles ?? 0..<1)
            let script = drag(off: axis, degrees: degrees, pace: pace, &random)
            return HumanStroke(band: band, path: script, pace: pace, seed: seed)
        case .stillTap:
            return HumanStroke(band: band, path: tap(sliding: 0...0, &random), seed: seed)
        case .slidingTap:
            return HumanStroke(band: band, path: tap(sliding: 1...Self.tapSlide, &random), seed: seed)
        case .driftBack:
            return HumanStroke(band: band, path: driftBack(&random), seed: seed)
        case .twoFingerDrag:
            return HumanStroke(band: band, path: twoFingerDrag(&random), seed: seed)
        case .twoFingerTap:
            return HumanStroke(band: band, path: twoFingerTap(&random), seed: seed)
        case .rollingHorizontalDrag, .rollingVerticalDrag:
            let axis: Axis = band.kind == .rollingHorizontalDrag ? .horizontal : .vertical
            let pace = DragPace.allCases.randomElement(using: &random)!
            return HumanStroke(band: band, path: rollingDrag(off: axis, pace: pace, &random), pace: pace, seed: seed)
        case .tapOnGlide, .fingerOnGlide, .tapOnSpring, .fingerOnSpring:
            let setup = motionSetup(for: band, &random)
            return HumanStroke(band: band, path: tap(sliding: 0...Self.tapSlide, &random), setup: setup, seed: seed)
        }
    }

    /// The start for a stroke whose fingers reach `reach` (vectors from the
    /// start): random, with all of them at least `edgeMargin` plus `pad`
    /// points inside the screen. Centred on an axis where they cannot fit.
    func start(reaching reach: [Vector], pad: Double, _ random: inout SeededRandom) -> Point {
        var start = Point.zero
        for axis in Axis.allCases {
            let extent = axis == .horizontal ? screen.width : screen.height
            let least = reach.map { $0[axis] }.min() ?? 0
            let most = reach.map { $0[axis] }.max() ?? 0
            let low = Self.edgeMargin + pad - min(least, 0)
            let high = extent - Self.edgeMargin - pad - max(most, 0)
            start[axis] = low < high ? random.uniform(low...high) : (extent - least - most) / 2
        }
        return start
    }

    /// `vector` shortened, keeping its direction, so that it fits on the
    /// screen inside `edgeMargin` plus `pad` on each side, with `room` more.
    func fitted(_ vector: Vector, pad: Double, room: Vector = .zero) -> Vector {
        var scale = 1.0
        for axis in Axis.allCases where vector[axis] != 0 {
            let extent = axis == .horizontal ? screen.width : screen.height
            let space = extent - 2 * (Self.edgeMargin + pad) - abs(room[axis])
            scale = min(scale, max(space, 0) / abs(vector[axis]))
        }
        return vector * scale
    }
}

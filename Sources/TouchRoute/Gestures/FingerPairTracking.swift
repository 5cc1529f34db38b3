/// What a pinch or a rotation measures of its two fingers (see `FingerPair`),
/// followed from touch-down to lift: the quantity (log span or angle), the
/// pair's midpoint, and where the threshold counts from.
///
/// A change of pair (a third finger taking a lifted one's place) re-anchors
/// the quantity, so the reported scale or rotation carries on without a jump;
/// before the gesture begins, it also restarts the threshold.
struct FingerPairTracking {
    /// The quantity measured of the pair.
    enum Quantity {
        /// The natural log of the span (a span under a thousandth of a point
        /// counts as that, so coinciding fingers stay finite): the exponential of its
        /// change is the scale, and equal ratios are equal changes.
        case logSpan
        /// The pair's angle in radians, clockwise positive on screen, unwrapped.
        case angle

        func measure(_ pair: FingerPair) -> Double {
            switch self {
            case .logSpan: max(pair.span, 0.001).naturalLogarithm
            case .angle: pair.angle
            }
        }

        var period: Double? { self == .angle ? 2 * Double.pi : nil }
    }

    let quantity: Quantity
    private(set) var followed: FollowedQuantity
    /// The pair measured last; 0 for none.
    private var pairMask: UInt64 = 0
    /// `followed.value` where the threshold counts from.
    private var thresholdOrigin = 0.0
    /// The measurement there, of the same pair as now (e.g. the log of the starting span).
    private(set) var originMeasurement = 0.0
    /// The pair's midpoint at the latest event (window points); nil before a pair.
    private(set) var location: Point?
    /// Input time of the latest event, in seconds.
    private(set) var time = 0.0

    init(_ quantity: Quantity) {
        self.quantity = quantity
        followed = FollowedQuantity(period: quantity.period)
    }

    /// The quantity's change since the threshold's origin.
    var travel: Double { followed.value - thresholdOrigin }

    /// The reported quantity: change since the gesture began (or since the user set it).
    var sinceBase: Double {
        get { followed.sinceBase }
        set { followed.sinceBase = newValue }
    }

    /// For a log span: points the span has changed since the threshold's
    /// origin, either way (the starting span times the ratio's change).
    var spanTravel: Double { Double.exponential(of: originMeasurement) * abs(Double.exponentialMinusOne(of: travel)) }

    /// The quantity's rate, per second, at the latest event.
    var rate: Double { followed.rate(at: time) }

    /// A new gesture's first fingers.
    mutating func start(_ fingers: TouchSet, at time: Double) {
        let pair = FingerPair(fingers)
        pairMask = pair?.mask ?? 0
        originMeasurement = pair.map(quantity.measure) ?? 0
        followed.restart(from: originMeasurement, at: time)
        thresholdOrigin = 0
        location = pair?.midpoint ?? fingers.centroid
        self.time = time
    }

    /// The fingers changed: a new pair is measured from here, and before the
    /// gesture began (`restartingThreshold`) the threshold counts from here too.
    mutating func remeasure(_ fingers: TouchSet, at time: Double, restartingThreshold: Bool) {
        self.time = time
        guard let pair = FingerPair(fingers) else {
            pairMask = 0
            return
        }
        location = pair.midpoint
        guard pair.mask != pairMask else { return }
        pairMask = pair.mask
        let measurement = quantity.measure(pair)
        followed.reanchor(at: measurement)
        if restartingThreshold {
            thresholdOrigin = followed.value
            originMeasurement = measurement
        }
    }

    /// Some fingers moved. - Returns: whether the quantity or the midpoint changed.
    mutating func measure(_ fingers: TouchSet, moved: TouchSet, at time: Double) -> Bool {
        self.time = time
        guard let pair = FingerPair(fingers), pair.mask == pairMask, pair.isMoved(by: moved) else { return false }
        let midpoint = pair.midpoint
        let midpointMoved = midpoint != location
        location = midpoint
        let onPath = moved.contains(where: { $0.isInterpolated })
        return followed.follow(quantity.measure(pair), at: time, onPath: onPath) || midpointMoved
    }

    /// Report zero from here: the gesture begins.
    mutating func markBeginning() { followed.markBase() }

    /// Forget the gesture.
    mutating func reset() {
        pairMask = 0
        location = nil
    }
}
